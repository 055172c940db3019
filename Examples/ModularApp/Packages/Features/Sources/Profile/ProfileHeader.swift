import DesignSystem
import SwiftUI

struct ProfileHeader: View {
    let name: String
    let role: String

    var body: some View {
        HStack(spacing: 12) {
            Avatar(name, tint: .teal)
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview("Profile header", traits: .sizeThatFitsLayout) {
    ProfileHeader(name: "Ada Lovelace", role: "Analyst")
}
