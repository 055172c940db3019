extension GraphicsContext {
    /// A canvas symbol laid out and ready to draw, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        /// The symbol's size: what it chose when offered the canvas's size.
        public let size: CGSize
        let items: [DisplayItem]
    }

    /// The symbol the canvas was given with tag `id`, or nil when it has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let drawn = recorder.drawSymbol(AnyHashable(id)) else { return nil }
        return ResolvedSymbol(size: drawn.size, items: drawn.items)
    }

    /// Draws `symbol` at its size with its `anchor` point (unit coordinates of its frame) at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        draw(symbol, placedBy: CGAffineTransform(translationX: origin.x, y: origin.y))
    }

    /// Draws `symbol` stretched to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0 else { return }
        let scale = CGAffineTransform(scaleX: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
        draw(symbol, placedBy: scale.concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)))
    }

    /// Records the symbol's items moved (in user space) by `placement`; a placement that is
    /// not finite draws nothing.
    private func draw(_ symbol: ResolvedSymbol, placedBy placement: CGAffineTransform) {
        guard !symbol.items.isEmpty,
              [placement.a, placement.b, placement.c, placement.d, placement.tx, placement.ty].allSatisfy(\.isFinite)
        else { return }
        record(.group(.transform(placement), symbol.items))
    }
}
