import SwiftUI

/// A post in a social app's feed: avatar initials, the author and how long ago in one
/// concatenated `Text`, the body with Markdown, and who reacted as a formatted list.
public struct SocialPostRow: View {
    public struct Post {
        let author: String
        let handle: String
        let posted: Date
        let body: String
        let reactors: [String]
        let replies: Int
    }

    /// Posted at 09:05 UTC on the render's day (2026-01-15), 36 minutes before its now.
    public static let sample = Post(author: "Maya Chen", handle: "@maya", posted: Date(timeIntervalSince1970: 1_768_467_900),
                                    body: "Finally finished the **trail guide** for the coast walk. Link in bio!",
                                    reactors: ["Sam", "Priya", "Leo"], replies: 4)

    let post: Post

    public init(post: Post) {
        self.post = post
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Text(post.author.split(separator: " ").compactMap(\.first).map(String.init).joined())
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(.pink.gradient, in: .circle)
            VStack(alignment: .leading, spacing: 6) {
                Text(post.author).font(.subheadline.weight(.semibold))
                    + Text(" \(post.handle) · ").font(.subheadline).foregroundStyle(.secondary)
                    + Text(post.posted, format: .dateTime.hour().minute()).font(.subheadline).foregroundStyle(.secondary)
                Text(LocalizedStringKey(post.body))
                    .font(.subheadline)
                HStack(spacing: 16) {
                    Label("\(post.replies)", systemImage: "bubble.left")
                    Label(post.reactors.formatted(.list(type: .and)), systemImage: "heart.fill")
                        .foregroundStyle(.pink)
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

/// Story bubbles in a horizontal strip that snaps to each bubble; the first, unseen story's
/// ring is an angular gradient, the seen ones grey.
public struct StoriesStrip: View {
    let names = ["Your story", "Sam", "Priya", "Leo", "Ana", "Kenji"]

    public init() {}

    public var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 14) {
                ForEach(names.indices, id: \.self) { index in
                    VStack(spacing: 6) {
                        Circle()
                            .fill(.gray.opacity(0.2))
                            .padding(4)
                            .overlay {
                                Circle().strokeBorder(
                                    index == 1 ? AnyShapeStyle(AngularGradient(colors: [.orange, .pink, .purple, .orange], center: .center))
                                        : AnyShapeStyle(.quaternary),
                                    lineWidth: 3)
                            }
                            .overlay(alignment: .bottomTrailing) {
                                if index == 0 {
                                    Image(systemName: "plus.circle.fill")
                                        .foregroundStyle(.white, .blue)
                                        .font(.title3)
                                }
                            }
                            .frame(width: 64, height: 64)
                        Text(names[index])
                            .font(.caption)
                            .lineLimit(1)
                    }
                    .frame(width: 70)
                }
            }
            .scrollTargetLayout()
            .padding(.horizontal)
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .frame(height: 100)
    }
}
