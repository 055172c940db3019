import SwiftUI

/// A post in a social feed: author header with a follow button, the text, and the action bar
/// with counts.
public struct FeedPostRow: View {
    public struct Post: Identifiable {
        public let id: UUID
        let author: String
        let handle: String
        let age: String
        let text: String
        let likes: Int
        let replies: Int
        let isLiked: Bool
    }

    public static let sample = Post(
        id: UUID(uuidString: "2F1E8D3A-7B7C-4E0B-9C61-6B3A1E2D4F50")!, author: "Priya Raman", handle: "@priya.codes", age: "2h",
        text: "Shipped the offline mode today. Three months of sync edge cases, and the best bug report was a user on a ferry.",
        likes: 1_204, replies: 87, isLiked: true)

    let post: Post
    @State private var isFollowing = false

    public init(post: Post) {
        self.post = post
    }

    private func count(_ value: Int) -> String {
        value >= 1_000 ? String(format: "%.1fK", Double(value) / 1_000) : "\(value)"
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Circle()
                    .fill(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
                    .frame(width: 40, height: 40)
                VStack(alignment: .leading, spacing: 0) {
                    Text(post.author).font(.subheadline.bold())
                    Text("\(post.handle) · \(post.age)")
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
                Spacer()
                Button(isFollowing ? "Following" : "Follow") {
                    isFollowing.toggle()
                }
                .buttonStyle(.bordered)
                .controlSize(.small)
            }
            Text(post.text)
                .font(.body)
                .fixedSize(horizontal: false, vertical: true)
            HStack(spacing: 24) {
                Label(count(post.replies), systemImage: "envelope")
                Label(count(post.likes), systemImage: post.isLiked ? "heart.fill" : "heart")
                    .foregroundColor(post.isLiked ? .pink : .secondary)
                Label("Share", systemImage: "square.and.arrow.up")
                    .labelStyle(.iconOnly)
                Spacer()
            }
            .font(.subheadline)
            .foregroundColor(.secondary)
        }
        .padding(16)
    }
}
