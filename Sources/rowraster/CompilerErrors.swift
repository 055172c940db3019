import Foundation

/// An error the compiler reported in a source file, read from a build's output
/// (`/path/File.swift:12:5: error: cannot find type 'Animatable' in scope`).
struct CompilerError: Equatable {
    var path: String
    var line: Int
    var message: String

    /// The errors in `lines`, in order, each once.
    static func parse(_ lines: [String]) -> [CompilerError] {
        var found: [CompilerError] = []
        for line in lines {
            guard let range = line.range(of: ": error: ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, location[0].hasSuffix(".swift"), let number = Int(location[1]) else { continue }
            let error = CompilerError(path: String(location[0]), line: number, message: String(line[range.upperBound...]))
            if !found.contains(error) { found.append(error) }
        }
        return found
    }

    /// The API the error says is missing, named as the code spells it: `Animatable` for
    /// "cannot find type 'Animatable' in scope", `View.ignoresSafeArea` for "value of type
    /// 'some View' has no member 'ignoresSafeArea'", `UIKit` for "no such module 'UIKit'"; nil
    /// when the error is not about something missing.
    var missingAPI: String? {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if message.hasPrefix("cannot find type ") || message.hasPrefix("cannot find ") || message.hasPrefix("no such module ") {
            return quoted.first
        }
        if message.contains(" has no member "), quoted.count >= 2 {
            return "\(Self.readable(type: quoted[0])).\(quoted[1])"
        }
        if message.hasPrefix("no exact matches in call to "), let name = quoted.first {
            return name
        }
        return nil
    }

    /// A type as a reader would name it: `some View` and the modified-content types a chain of
    /// modifiers makes are all a view.
    private static func readable(type: String) -> String {
        if type.hasPrefix("some ") { return String(type.dropFirst(5)) }
        if type.hasPrefix("ModifiedContent<") || type.hasPrefix("_") { return "View" }
        return type
    }
}
