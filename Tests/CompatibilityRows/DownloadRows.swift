import Combine
import SwiftUI

/// A download queue as app models are written for iOS: an `ObservableObject` that imports
/// Combine, `@Published` state, progress arriving through a `PassthroughSubject` and a status
/// from `Just`, each subscription kept in a set of `AnyCancellable`.
public final class DownloadQueue: ObservableObject {
    public struct Download: Identifiable {
        public let id: Int
        var title: String
        var fraction: Double
    }

    @Published public private(set) var downloads: [Download]
    @Published public private(set) var network = ""
    /// Progress reports, as a download task sends them.
    public let progress = PassthroughSubject<(id: Int, fraction: Double), Never>()
    private var cancellables = Set<AnyCancellable>()

    public init(downloads: [Download]) {
        self.downloads = downloads
        progress
            .filter { $0.fraction >= 0 }
            .sink { [weak self] update in
                guard let index = self?.downloads.firstIndex(where: { $0.id == update.id }) else { return }
                self?.downloads[index].fraction = min(1, update.fraction)
            }
            .store(in: &cancellables)
        Just("Wi-Fi")
            .map { "Downloading over \($0)" }
            .sink { [weak self] in self?.network = $0 }
            .store(in: &cancellables)
    }

    /// Three episodes, one finished and one part-way, reported through the subject.
    public static func sample() -> DownloadQueue {
        let queue = DownloadQueue(downloads: [
            Download(id: 1, title: "The Lighthouse Keepers", fraction: 0),
            Download(id: 2, title: "Night Trains of Europe", fraction: 0),
            Download(id: 3, title: "A Short History of Salt", fraction: 0),
        ])
        queue.progress.send((id: 1, fraction: 1))
        queue.progress.send((id: 2, fraction: 0.45))
        return queue
    }
}

/// The queue's card: a header with the network line, then each download with its progress.
public struct DownloadQueueRow: View {
    @ObservedObject var queue: DownloadQueue

    public init(queue: DownloadQueue) {
        self.queue = queue
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Downloads")
                    .font(.headline)
                Text(queue.network)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            ForEach(queue.downloads) { download in
                HStack(spacing: 12) {
                    Image(systemName: download.fraction >= 1 ? "checkmark.circle.fill" : "arrow.down.circle")
                        .font(.title3)
                        .foregroundStyle(download.fraction >= 1 ? Color.green : Color.accentColor)
                    VStack(alignment: .leading, spacing: 4) {
                        Text(download.title)
                            .font(.subheadline)
                            .lineLimit(1)
                        ProgressView(value: download.fraction)
                    }
                }
            }
        }
        .padding(16)
    }
}
