import SwiftUI

struct TrackRow: View {
    let title: String
    let artist: String
    let duration: String
    let isPlaying: Bool

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(LinearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 48, height: 48)
                .overlay {
                    Image(systemName: "music.note")
                        .font(.title3)
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.body)
                    .foregroundStyle(isPlaying ? Color.pink : Color.primary)
                Text(artist)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if isPlaying {
                Image(systemName: "speaker.wave.2.fill")
                    .foregroundStyle(.pink)
            } else {
                Text(duration)
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            Image(systemName: "ellipsis")
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 6)
    }
}

#Preview("Now playing", traits: .sizeThatFitsLayout) {
    TrackRow(title: "Harbour Lights", artist: "The Night Ferries", duration: "3:42", isPlaying: true)
}

#Preview("Track, dark", traits: .sizeThatFitsLayout) {
    TrackRow(title: "Northbound", artist: "Ada Reyes", duration: "4:05", isPlaying: false)
        .background(Color(.systemBackground))
        .preferredColorScheme(.dark)
}
