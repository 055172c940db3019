import SwiftUI

/// An episode in a podcast's list: artwork, date, title, two lines of notes, and the play
/// button with the time left and a progress bar.
public struct PodcastEpisodeRow: View {
    public struct Episode: Identifiable {
        public let id: Int
        let show: String
        let released: String
        let title: String
        let notes: String
        let minutesLeft: Int
        let progress: Double
    }

    public static let sample = Episode(
        id: 214, show: "Night Shift Radio", released: "YESTERDAY", title: "The lighthouse keepers of the North Sea",
        notes: "We travel to a rock forty kilometres offshore to meet the last crew who kept a light by hand.",
        minutesLeft: 38, progress: 0.35)

    let episode: Episode

    public init(episode: Episode) {
        self.episode = episode
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(LinearGradient(colors: [.purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 64, height: 64)
                .overlay(
                    Image(systemName: "bolt.fill")
                        .font(.title)
                        .foregroundColor(.white.opacity(0.9))
                )
                .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 2)

            VStack(alignment: .leading, spacing: 4) {
                Text(episode.released)
                    .font(.caption.weight(.semibold))
                    .foregroundColor(.secondary)
                Text(episode.title)
                    .font(.headline)
                    .lineLimit(2)
                Text(episode.notes)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .lineLimit(2)
                HStack(spacing: 8) {
                    Image(systemName: "circle.fill")
                        .font(.title3)
                        .foregroundColor(.purple)
                        .overlay(Image(systemName: "bolt.fill").font(.caption2).foregroundColor(.white))
                    ProgressView(value: episode.progress)
                        .tint(.purple)
                        .frame(width: 60)
                    Text("\(episode.minutesLeft) min left")
                        .font(.caption.weight(.semibold))
                        .foregroundColor(.purple)
                    Spacer()
                    Image(systemName: "ellipsis")
                        .foregroundColor(.secondary)
                }
                .padding(.top, 4)
            }
        }
        .padding(16)
    }
}

struct PodcastEpisodeRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PodcastEpisodeRow(episode: PodcastEpisodeRow.sample)
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Episode")
            PodcastEpisodeRow(episode: PodcastEpisodeRow.sample)
                .preferredColorScheme(.dark)
                .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
                .previewInterfaceOrientation(.landscapeLeft)
                .previewLayout(.fixed(width: 390, height: 120))
        }
    }
}
