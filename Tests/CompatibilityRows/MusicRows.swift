import SwiftUI

/// A song in a music app's up-next queue: artwork, title and artist, duration, and a drag
/// handle, dimmed when it has been played.
public struct QueueSongRow: View {
    public struct Song: Identifiable {
        public let id: Int
        let title: String
        let artist: String
        let seconds: Int
        let color: Color
    }

    public static let sample = Song(id: 1, title: "Northern Lights", artist: "The Paper Kites", seconds: 247, color: .teal)

    let song: Song
    let isPlayed: Bool

    public init(song: Song, isPlayed: Bool = false) {
        self.song = song
        self.isPlayed = isPlayed
    }

    public var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(song.color.gradient)
                .frame(width: 44, height: 44)
                .overlay {
                    Image(systemName: "music.note")
                        .foregroundStyle(.white.opacity(0.9))
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(song.title)
                    .lineLimit(1)
                Text(song.artist)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(Duration.seconds(song.seconds), format: .time(pattern: .minuteSecond))
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(.secondary)
            Image(systemName: "line.3.horizontal")
                .foregroundStyle(.tertiary)
        }
        .opacity(isPlayed ? 0.5 : 1)
        .padding(.horizontal)
        .padding(.vertical, 6)
    }
}

/// The now-playing bar above a tab bar: artwork, title, and play and skip buttons on a
/// material, the play symbol swapping with a replace transition.
public struct NowPlayingBar: View {
    let song: QueueSongRow.Song
    @State private var isPlaying = true

    public init(song: QueueSongRow.Song = QueueSongRow.sample) {
        self.song = song
    }

    public var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(song.color.gradient)
                .frame(width: 40, height: 40)
            Text(song.title)
                .font(.subheadline.weight(.medium))
                .lineLimit(1)
            Spacer()
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .contentTransition(.symbolEffect(.replace))
            }
            Button("Next", systemImage: "forward.fill") {}
                .labelStyle(.iconOnly)
        }
        .font(.title3)
        .foregroundStyle(.primary)
        .padding(8)
        .background(.regularMaterial, in: .rect(cornerRadius: 12))
        .shadow(color: .black.opacity(0.1), radius: 8, y: 2)
        .padding(.horizontal, 8)
    }
}

/// A playlist's header: title, song count with inflection, total length as a duration,
/// and the play and shuffle buttons side by side in bordered style.
public struct PlaylistHeader: View {
    let title: String
    let songCount: Int
    let totalSeconds: Int

    public init(title: String = "Late Night Drive", songCount: Int = 23, totalSeconds: Int = 5_520) {
        self.title = title
        self.songCount = songCount
        self.totalSeconds = totalSeconds
    }

    public var body: some View {
        VStack(spacing: 12) {
            Text(title)
                .font(.title2.bold())
            Text("^[\(songCount) song](inflect: true), \(Duration.seconds(totalSeconds), format: .units(allowed: [.hours, .minutes], width: .wide))")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack(spacing: 12) {
                Button {
                } label: {
                    Label("Play", systemImage: "play.fill")
                        .frame(maxWidth: .infinity)
                }
                Button {
                } label: {
                    Label("Shuffle", systemImage: "shuffle")
                        .frame(maxWidth: .infinity)
                }
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
        }
        .padding()
    }
}

/// A music app's first tab: the queue in a plain list inside a navigation stack, the
/// now-playing bar pinned above the bottom edge with a safe-area inset.
public struct UpNextTab: View {
    let songs: [QueueSongRow.Song] = [
        QueueSongRow.sample,
        .init(id: 2, title: "Holocene", artist: "Bon Iver", seconds: 337, color: .indigo),
        .init(id: 3, title: "Motion Sickness", artist: "Phoebe Bridgers", seconds: 229, color: .pink),
    ]

    public init() {}

    public var body: some View {
        TabView {
            NavigationStack {
                List(songs) { song in
                    QueueSongRow(song: song, isPlayed: song.id == 1)
                        .listRowInsets(EdgeInsets())
                }
                .listStyle(.plain)
                .navigationTitle("Up Next")
                .safeAreaInset(edge: .bottom) {
                    NowPlayingBar(song: songs[1])
                }
            }
            .tabItem { Label("Listen Now", systemImage: "play.circle.fill") }
            Text("Library")
                .tabItem { Label("Library", systemImage: "square.stack.fill") }
                .badge(3)
        }
    }
}

/// The now-playing card of an iOS 18 music app: the song on a mesh gradient in the colours of
/// its artwork, a progress bar with elapsed and remaining time, and the playback controls.
public struct NowPlayingCard: View {
    let song: QueueSongRow.Song
    let elapsed: Int

    public init(song: QueueSongRow.Song = QueueSongRow.sample, elapsed: Int = 96) {
        self.song = song
        self.elapsed = elapsed
    }

    private var meshColors: [Color] {
        [.indigo, .purple, .pink,
         .blue, song.color, .orange,
         .indigo, .blue, .purple]
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 14) {
                RoundedRectangle(cornerRadius: 10)
                    .fill(.white.opacity(0.2))
                    .frame(width: 64, height: 64)
                    .overlay {
                        Image(systemName: "music.note")
                            .font(.title)
                    }
                VStack(alignment: .leading, spacing: 3) {
                    Text(song.title)
                        .font(.headline)
                    Text(song.artist)
                        .font(.subheadline)
                        .opacity(0.75)
                }
                Spacer()
            }
            VStack(spacing: 6) {
                ProgressView(value: Double(elapsed), total: Double(song.seconds))
                    .tint(.white)
                HStack {
                    Text(Duration.seconds(elapsed), format: .time(pattern: .minuteSecond))
                    Spacer()
                    Text("-" + Duration.seconds(song.seconds - elapsed).formatted(.time(pattern: .minuteSecond)))
                }
                .font(.caption.monospacedDigit())
                .opacity(0.75)
            }
            HStack(spacing: 44) {
                Image(systemName: "backward.fill")
                Image(systemName: "pause.fill")
                    .font(.largeTitle)
                Image(systemName: "forward.fill")
            }
            .font(.title2)
            .frame(maxWidth: .infinity)
        }
        .foregroundStyle(.white)
        .padding(20)
        .background {
            MeshGradient(width: 3, height: 3, points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [0.65, 0.4], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1]
            ], colors: meshColors)
        }
        .clipShape(.rect(cornerRadius: 24))
        .padding()
    }
}
