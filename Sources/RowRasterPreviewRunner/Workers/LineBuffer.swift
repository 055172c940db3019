import Foundation

/// Bytes read from a pipe, handed out a line at a time (without its newline) as lines complete.
package struct LineBuffer {
    private var pending = Data()

    package init() {}

    package mutating func append(_ chunk: Data) { pending.append(chunk) }

    /// The next complete line, or nil until one has arrived.
    package mutating func nextLine() -> String? {
        guard let newline = pending.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        pending.removeSubrange(pending.startIndex...newline)
        return line
    }
}
