import Foundation

/// A one-line progress report on a terminal (standard error); nothing when it is not a terminal.
/// Safe to update from several threads (the previews' workers report as they finish).
package final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let enabled = isatty(STDERR_FILENO) == 1
    private var last = Date.distantPast

    package init() {}

    package func update(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard enabled, Date().timeIntervalSince(last) > 0.1 else { return }
        last = Date()
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    package func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
