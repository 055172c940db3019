import Foundation

/// A mesh gradient placed in absolute coordinates (`MeshGradient` resolved and put in the
/// bounds it fills): the grid it was given, for reading (the display-list dump prints it), and
/// the patches the raster stage draws, which the view layer tessellated from that grid.
///
/// Outside the patches, `background` covers `backgroundRect` (the filled bounds).
package struct MeshPaint: Sendable, Hashable {
    /// A vertex of the grid: its position, the Bézier control points of the edges leaving it
    /// towards its four neighbours, and its colour.
    package struct Vertex: Sendable, Hashable {
        package var position: CGPoint
        package var leading: CGPoint
        package var top: CGPoint
        package var trailing: CGPoint
        package var bottom: CGPoint
        package var color: RGBAColor

        package init(position: CGPoint, leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint,
                     color: RGBAColor) {
            self.position = position
            self.leading = leading
            self.top = top
            self.trailing = trailing
            self.bottom = bottom
            self.color = color
        }

        /// The vertex with its position and control points moved by `move`.
        package func movingPoints(_ move: (CGPoint) -> CGPoint) -> Vertex {
            Vertex(position: move(position), leading: move(leading), top: move(top), trailing: move(trailing),
                   bottom: move(bottom), color: color)
        }
    }

    /// A bicubic (tensor-product) Bézier patch: `net` is its 4×4 control net row by row, from
    /// the top-leading corner; `colors` are those of its corners (top-leading, top-trailing,
    /// bottom-trailing, bottom-leading), mixed bilinearly across it.
    package struct Patch: Sendable, Hashable {
        package var net: [CGPoint]
        package var colors: [RGBAColor]

        package init(net: [CGPoint], colors: [RGBAColor]) {
            self.net = net
            self.colors = colors
        }
    }

    /// Vertices per row and per column.
    package var width: Int
    package var height: Int
    /// `width × height` vertices, row by row from the top.
    package var vertices: [Vertex]
    /// Whether the control points were given (`bezierPoints`) rather than derived from the
    /// positions: a dump prints them only then.
    package var hasExplicitControls: Bool
    package var smoothsColors: Bool
    package var isPerceptual: Bool
    package var background: RGBAColor
    package var backgroundRect: CGRect
    package var patches: [Patch]

    package init(width: Int, height: Int, vertices: [Vertex], hasExplicitControls: Bool, smoothsColors: Bool,
                 isPerceptual: Bool, background: RGBAColor, backgroundRect: CGRect, patches: [Patch]) {
        self.width = width
        self.height = height
        self.vertices = vertices
        self.hasExplicitControls = hasExplicitControls
        self.smoothsColors = smoothsColors
        self.isPerceptual = isPerceptual
        self.background = background
        self.backgroundRect = backgroundRect
        self.patches = patches
    }

    /// The paint with every point moved by `move`.
    package func movingPoints(_ move: (CGPoint) -> CGPoint) -> MeshPaint {
        var copy = self
        copy.vertices = vertices.map { $0.movingPoints(move) }
        let corner = move(backgroundRect.origin)
        copy.backgroundRect = CGRect(origin: corner, size: backgroundRect.size)
        copy.patches = patches.map { Patch(net: $0.net.map(move), colors: $0.colors) }
        return copy
    }

    /// The paint with its opacity multiplied, as `.opacity()` on a style does.
    package func multipliedOpacity(_ factor: Double) -> MeshPaint {
        var copy = self
        copy.vertices = vertices.map { var v = $0; v.color = v.color.multipliedOpacity(factor); return v }
        copy.background = background.multipliedOpacity(factor)
        copy.patches = patches.map { Patch(net: $0.net, colors: $0.colors.map { $0.multipliedOpacity(factor) }) }
        return copy
    }

    /// Whether drawing the mesh changes no pixel.
    package var isInvisible: Bool {
        background.opacity <= 0 && patches.allSatisfy { $0.colors.allSatisfy { $0.opacity <= 0 } }
    }
}
