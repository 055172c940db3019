import SwiftUI

struct ProfileHeader: View {
    let name: String
    let handle: String
    let followers: Int
    let following: Int

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .font(.system(size: 72))
                .foregroundStyle(.gray)
            Text(name).font(.title2.bold())
            Text(handle).font(.subheadline).foregroundStyle(.secondary)
            HStack(spacing: 32) {
                stat(followers, "Followers")
                stat(following, "Following")
            }
            Button("Follow") {}
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }

    private func stat(_ value: Int, _ label: String) -> some View {
        VStack {
            Text("\(value)").font(.headline)
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
    }
}

struct ProfileHeader_Previews: PreviewProvider {
    static var previews: some View {
        ProfileHeader(name: "Amara Okafor", handle: "@amara", followers: 1_284, following: 312)
            .previewDevice("iPhone SE (3rd generation)")
            .previewDisplayName("Profile on iPhone SE")
    }
}
