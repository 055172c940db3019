extension GraphicsContext {
    /// Text resolved against the context's environment, ready to measure and draw.
    @MainActor
    public struct ResolvedText {
        let paragraph: TextParagraph
        let layout: LayoutContext
        /// The shading set on the resolved text, if any.
        var shadingOverride: Shading?

        /// The shading every glyph is drawn with. Until it is set, the text draws in its own
        /// colours (its runs' foreground colours, else the foreground style).
        public var shading: Shading {
            get { shadingOverride ?? .foreground }
            set { shadingOverride = newValue }
        }

        /// The text's size when offered `size` (its width wraps the lines).
        public func measure(in size: CGSize) -> CGSize {
            measurement(width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil).size
        }

        /// The first line's baseline, from the top.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            measurement(width: size.width.isFinite ? size.width : nil, height: nil).firstBaseline
        }

        /// The last line's baseline, from the top.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            measurement(width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil).lastBaseline
        }

        func measurement(width: CGFloat?, height: CGFloat?) -> TextMeasurement {
            let box = TextBox(wrapWidth: width, maxHeight: height)
            do throws(RenderError) {
                return try layout.textMeasurer.measure(paragraph, in: box)
            } catch {
                layout.report(error)
                return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
            }
        }
    }

    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(paragraph: text.paragraph(in: environment), layout: recorder.layout)
    }

    /// Draws text on one line with its `anchor` point (unit coordinates of its box) at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measurement(width: nil, height: nil).size
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        guard origin.x.isFinite, origin.y.isFinite else { return }
        record(.text(TextItem(paragraph: text.paragraph, box: TextBox(wrapWidth: nil, maxHeight: nil),
                              origin: origin, size: size, fill: fill(of: text, in: CGRect(origin: origin, size: size)))))
    }

    /// Draws text wrapped to `rect`'s width, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard rect.width.isFinite, rect.height.isFinite, rect.width > 0 else { return }
        let size = text.measurement(width: rect.width, height: rect.height).size
        record(.text(TextItem(paragraph: text.paragraph, box: TextBox(wrapWidth: rect.width, maxHeight: rect.height),
                              origin: rect.origin, size: size, fill: fill(of: text, in: CGRect(origin: rect.origin, size: size)))))
    }

    /// The paint of the text's glyphs when its shading was set, over its frame.
    private func fill(of text: ResolvedText, in frame: CGRect) -> Paint? {
        text.shadingOverride?.paint(bounds: frame, environment: environment)
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }
}
