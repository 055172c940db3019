// Line-limit ranges: the lower bound of `lineLimit(2...4)`, `lineLimit(2...)` or
// `lineLimit(3, reservesSpace: true)` makes text at least that many lines tall even when its
// content takes fewer; the upper bound caps it as `lineLimit(_:)` does.

private struct ReservedLineCountKey: EnvironmentKey { static var defaultValue: Int? { nil } }

extension EnvironmentValues {
    /// The least number of lines text takes the height of (nil: only the lines it has).
    package var reservedLineCount: Int? {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Text inside takes at least `limit.lowerBound` lines of height and at most
    /// `limit.upperBound` lines, truncating what does not fit.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = limit.upperBound
            environment.reservedLineCount = limit.lowerBound
        }
    }

    /// Text inside takes at least `limit.lowerBound` lines of height, and as many more as it needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = nil
            environment.reservedLineCount = limit.lowerBound
        }
    }

    /// Text inside takes at most `limit.upperBound` lines, truncating what does not fit.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = limit.upperBound
            environment.reservedLineCount = nil
        }
    }

    /// Text inside takes at most `limit` lines; with `reservesSpace`, it is always as tall as
    /// `limit` lines, even when its content takes fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = limit
            environment.reservedLineCount = reservesSpace ? limit : nil
        }
    }
}

extension TextParagraph {
    /// This paragraph's first font, spacing and limit on `count` lines of one letter each:
    /// what text measures to learn how tall that many of its lines are.
    func reservation(lines count: Int) -> TextParagraph {
        var copy = self
        guard var span = spans.first else { return copy }
        span.text = Array(repeating: "X", count: max(1, count)).joined(separator: "\n")
        span.attachment = nil
        copy.spans = [span]
        copy.lineLimit = nil
        return copy
    }
}
