/// One region a safe area keeps content out of: the `outer` rect a container covers and the
/// `safe` rect inside it where content goes (root coordinates, physical edges). A device
/// canvas is one layer (status bar and home indicator between the two rects); each
/// `safeAreaInset` and `safeAreaPadding` adds one inside it.
package struct SafeAreaLayer: Equatable, Sendable {
    package var outer: CGRect
    package var safe: CGRect

    package init(outer: CGRect, safe: CGRect) {
        self.outer = outer
        self.safe = safe
    }
}

/// The four sides of a rectangle on screen, whatever the layout direction: safe areas are
/// kept in root coordinates, so leading and trailing are resolved before they are compared.
package struct PhysicalEdges: Equatable, Sendable {
    var top = false, left = false, bottom = false, right = false

    /// The sides `edges` names for a view laid out in `direction`.
    package init(_ edges: Edge.Set, direction: LayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        top = edges.contains(.top)
        bottom = edges.contains(.bottom)
        left = edges.contains(rightToLeft ? .trailing : .leading)
        right = edges.contains(rightToLeft ? .leading : .trailing)
    }

    package static let all = PhysicalEdges(.all, direction: .leftToRight)
    var isEmpty: Bool { !(top || left || bottom || right) }
}

extension PlacementContext {
    /// Rounding slack when asking whether a frame reaches a safe edge: frames are sums of
    /// fractions, and a view flush with the safe area must count as touching it.
    private static let touchTolerance: CGFloat = 0.001

    /// The context of the content of a view in `outer` whose safe area is `safe`.
    package func addingSafeArea(outer: CGRect, safe: CGRect) -> PlacementContext {
        var inner = self
        inner.safeAreaLayers.append(SafeAreaLayer(outer: outer, safe: safe))
        return inner
    }

    /// `frame` grown on `edges` into the safe areas around it, as `ignoresSafeArea` grows a
    /// view: a side that reaches the safe edge of the innermost layer moves out to that
    /// layer's outer edge, and on outward while it keeps reaching the next layer's safe edge.
    /// A side short of the safe edge stays where it is, as in SwiftUI.
    package func frame(_ frame: CGRect, extendedInto edges: PhysicalEdges) -> CGRect {
        guard !edges.isEmpty, frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { return frame }
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        let slack = Self.touchTolerance
        for layer in safeAreaLayers.reversed() {
            if edges.top, minY <= layer.safe.minY + slack { minY = min(minY, layer.outer.minY) }
            if edges.left, minX <= layer.safe.minX + slack { minX = min(minX, layer.outer.minX) }
            if edges.bottom, maxY >= layer.safe.maxY - slack { maxY = max(maxY, layer.outer.maxY) }
            if edges.right, maxX >= layer.safe.maxX - slack { maxX = max(maxX, layer.outer.maxX) }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The safe area insets of a view at `frame`, as `GeometryProxy.safeAreaInsets` reports
    /// them: how far the view would grow on each side if it ignored the safe area, so a view
    /// flush with the status bar reports the status bar's height. Leading and trailing follow
    /// the layout direction.
    package func safeAreaInsets(of frame: CGRect) -> EdgeInsets {
        let grown = self.frame(frame, extendedInto: .all)
        let left = frame.minX - grown.minX, right = grown.maxX - frame.maxX
        let rightToLeft = layoutDirection == .rightToLeft
        return EdgeInsets(top: frame.minY - grown.minY, leading: rightToLeft ? right : left,
                          bottom: grown.maxY - frame.maxY, trailing: rightToLeft ? left : right)
    }

    /// The context of the content of a view that ignores the safe area on `edges`: on those
    /// sides no safe area is left, so the content sees no insets there and grows no further.
    package func ignoringSafeArea(_ edges: PhysicalEdges) -> PlacementContext {
        var inner = self
        for index in inner.safeAreaLayers.indices {
            var layer = inner.safeAreaLayers[index]
            var minX = layer.safe.minX, minY = layer.safe.minY, maxX = layer.safe.maxX, maxY = layer.safe.maxY
            if edges.top { minY = layer.outer.minY }
            if edges.left { minX = layer.outer.minX }
            if edges.bottom { maxY = layer.outer.maxY }
            if edges.right { maxX = layer.outer.maxX }
            layer.safe = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            inner.safeAreaLayers[index] = layer
        }
        return inner
    }
}
