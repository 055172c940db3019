import Foundation

extension Text {
    /// A text as laid out in its frame, as SwiftUI's `Text.Layout`: its lines, each line's
    /// runs, each run's glyphs (as one-glyph `RunSlice`s). A `TextRenderer` reads it and
    /// draws the parts it wants through `GraphicsContext.draw(_:options:)`.
    ///
    /// Positions are in the text's own space: the frame's top-left corner is the origin.
    public struct Layout: RandomAccessCollection, Equatable {
        let text: RenderedText

        init(_ text: RenderedText) { self.text = text }

        /// Whether the text did not fit and an ellipsis replaced what was left out.
        public var isTruncated: Bool { text.layout.isTruncated }
        public var startIndex: Int { 0 }
        public var endIndex: Int { text.layout.lines.count }
        public subscript(index: Int) -> Line { Line(text: text, index: index) }

        public static func == (a: Layout, b: Layout) -> Bool { a.text == b.text }

        /// One line of the text.
        public struct Line: RandomAccessCollection, Equatable {
            let text: RenderedText
            let index: Int
            /// Where the line's baseline starts. Changing it moves the line where a context
            /// draws it.
            public var origin: CGPoint

            init(text: RenderedText, index: Int) {
                self.text = text
                self.index = index
                origin = text.layout.lines[index].origin
            }

            var laidOut: TextGlyphLayout.Line { text.layout.lines[index] }

            public var startIndex: Int { 0 }
            public var endIndex: Int { laidOut.runs.count }
            public subscript(index: Int) -> Run { Run(line: self, index: index) }

            /// The line's box: its origin, width, ascent, descent and leading.
            public var typographicBounds: TypographicBounds {
                TypographicBounds(origin: origin, width: laidOut.width, ascent: laidOut.ascent,
                                  descent: laidOut.descent, leading: laidOut.leading)
            }

            public static func == (lhs: Line, rhs: Line) -> Bool {
                lhs.text == rhs.text && lhs.index == rhs.index && lhs.origin == rhs.origin
            }
        }

        /// Glyphs of one font and style in a line, each of them a `RunSlice`.
        public struct Run: RandomAccessCollection, Equatable {
            let line: Line
            let index: Int

            var laidOut: TextGlyphLayout.Run { line.laidOut.runs[index] }

            public var startIndex: Int { 0 }
            public var endIndex: Int { laidOut.glyphX.count }
            public subscript(index: Int) -> RunSlice { self[index ..< index &+ 1] }
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }

            /// The custom attribute of type `T` this run's text was marked with
            /// (`Text.customAttribute(_:)`), nil when none.
            public subscript<T: TextAttribute>(key: T.Type) -> T? {
                let span = line.text.item.paragraph.spans[laidOut.spanIndex]
                guard let set = span.customAttributes, set < line.text.customAttributes.count else { return nil }
                return line.text.customAttributes[set].lazy.compactMap { $0.base as? T }.first
            }

            /// The direction the run's glyphs go in.
            public var layoutDirection: LayoutDirection { laidOut.isRightToLeft ? .rightToLeft : .leftToRight }

            /// The run's box on its line.
            public var typographicBounds: TypographicBounds { bounds(of: startIndex ..< endIndex) }

            /// The index of the character each glyph draws, in glyph order.
            public var characterIndices: [CharacterIndex] { laidOut.characterIndices.map(CharacterIndex.init(value:)) }

            /// The box of some of the run's glyphs: from the first one's start, as wide as
            /// their advances, as tall as the run's font.
            func bounds(of glyphs: Range<Int>) -> TypographicBounds {
                let run = laidOut
                let range = glyphs.clamped(to: 0 ..< run.glyphX.count)
                let x = range.isEmpty ? (run.glyphX.last.map { $0 + run.glyphAdvance[run.glyphAdvance.count - 1] } ?? 0)
                    : run.glyphX[range.lowerBound]
                return TypographicBounds(origin: CGPoint(x: line.origin.x + x, y: line.origin.y),
                                         width: run.glyphAdvance[range].reduce(0, +),
                                         ascent: run.ascent, descent: run.descent, leading: 0)
            }

            public static func == (lhs: Run, rhs: Run) -> Bool { lhs.line == rhs.line && lhs.index == rhs.index }
        }

        /// Some consecutive glyphs of a run; a run's subscript gives one glyph as a slice.
        public struct RunSlice: RandomAccessCollection, Equatable {
            public var run: Run
            public var indices: Range<Int>

            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index ..< index &+ 1) }
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }
            public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }

            /// The glyphs' box on their line.
            public var typographicBounds: TypographicBounds { run.bounds(of: indices) }

            /// The index of the character each glyph draws.
            public var characterIndices: [CharacterIndex] {
                let all = run.laidOut.characterIndices
                return all[indices.clamped(to: 0 ..< all.count)].map(CharacterIndex.init(value:))
            }

            public static func == (a: RunSlice, b: RunSlice) -> Bool { a.run == b.run && a.indices == b.indices }
        }

        /// The position of a character in the text, as glyphs report it.
        @frozen public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
            @usableFromInline package var value: Int

            @inlinable package init(value: Int) { self.value = value }

            @inlinable public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool { lhs.value < rhs.value }
            @inlinable public func advanced(by n: Int) -> CharacterIndex { .init(value: value + n) }
            @inlinable public func distance(to other: CharacterIndex) -> Int { other.value - value }
        }

        /// A part of a line's box: where its baseline starts and how far it reaches.
        @frozen public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint
            public var width: CGFloat
            public var ascent: CGFloat
            public var descent: CGFloat
            public var leading: CGFloat

            /// Empty bounds at the origin.
            @inlinable public init() {
                origin = .init()
                (width, ascent, descent, leading) = (0, 0, 0, 0)
            }

            init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                (self.origin, self.width, self.ascent, self.descent, self.leading) = (origin, width, ascent, descent, leading)
            }

            /// The box from the ascent above the baseline to the descent below it.
            @inlinable public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// How a context draws a part of a layout, as SwiftUI's `Text.Layout.DrawingOptions`.
        @frozen public struct DrawingOptions: OptionSet {
            public let rawValue: UInt32
            @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

            /// Draws glyphs at their exact positions rather than rounded to the pixel grid;
            /// RowRaster always does.
            @inlinable public static var disablesSubpixelQuantization: DrawingOptions { .init(rawValue: 1 << 0) }
        }
    }
}

// Sendable as SwiftUI declares them. Unchecked only for the custom attributes: values the app
// made, never mutated after the text was resolved, which SwiftUI also hands across threads.
extension Text.Layout: @unchecked Sendable {}
extension Text.Layout.Line: @unchecked Sendable {}
extension Text.Layout.Run: @unchecked Sendable {}
extension Text.Layout.RunSlice: @unchecked Sendable {}

extension Text {
    /// The preference every text gives its laid-out lines to, as SwiftUI's `Text.LayoutKey`:
    /// read it with `overlayPreferenceValue(_:_:)` or `backgroundPreferenceValue(_:_:)` and
    /// resolve each layout's `origin` with a `GeometryProxy` to draw at its lines.
    public struct LayoutKey: PreferenceKey, TextLayoutPreferenceKey, Sendable {
        /// One text's layout and where its top-left corner is.
        public struct AnchoredLayout: Equatable {
            public var origin: Anchor<CGPoint>
            public var layout: Text.Layout

            public static func == (a: AnchoredLayout, b: AnchoredLayout) -> Bool { a.origin == b.origin && a.layout == b.layout }
        }

        public typealias Value = [AnchoredLayout]
        public static let defaultValue: Value = []

        /// The texts' layouts in view order.
        public static func reduce(value: inout Value, nextValue: () -> Value) { value += nextValue() }

        package static func value(of text: RenderedText, at origin: Anchor<CGPoint>) -> Value {
            [AnchoredLayout(origin: origin, layout: Text.Layout(text))]
        }
    }
}

extension Text.LayoutKey.AnchoredLayout: @unchecked Sendable {}
