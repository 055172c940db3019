/// Where `contentMargins` puts its margins, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement {
    enum Kind { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// The content and the scroll indicators of scroll views.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: .automatic) }
    /// The content of scroll views, not their indicators.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollContent) }
    /// Only the scroll indicators, which a view at rest does not show: nothing changes.
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollIndicators) }

    /// Whether the margins move the scroll content.
    var insetsContent: Bool { kind != .scrollIndicators }
}

nonisolated extension View {
    /// Insets the content of the scroll views inside by `insets` on `edges`, on top of the
    /// safe area they reach: the content starts that far in and scrolls under the margins.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        return transformEnvironment(\.scrollContentMargins) { margins in
            guard placement.insetsContent else { return }
            margins = Self.margins(margins, setting: edges, to: values)
        }
    }

    /// Insets the content of the scroll views inside by `length` on `edges` (nil: the default
    /// margins of a scroll view, none).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let value = length ?? 0
        return transformEnvironment(\.scrollContentMargins) { margins in
            guard placement.insetsContent else { return }
            margins = Self.margins(margins, setting: edges, to: [value, value, value, value])
        }
    }

    /// Insets the content of the scroll views inside by `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// `margins` with the edges in `edges` set from `values` (top, leading, bottom, trailing);
    /// a NaN, infinite or negative value leaves no margin rather than breaking the layout.
    private static func margins(_ margins: EdgeInsets, setting edges: Edge.Set, to values: [CGFloat]) -> EdgeInsets {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        var result = margins
        if edges.contains(.top) { result.top = valid(values[0]) }
        if edges.contains(.leading) { result.leading = valid(values[1]) }
        if edges.contains(.bottom) { result.bottom = valid(values[2]) }
        if edges.contains(.trailing) { result.trailing = valid(values[3]) }
        return result
    }
}
