import Foundation

private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct ListSectionSpacingKey: EnvironmentKey { static var defaultValue: ListSectionSpacing? { nil } }

extension EnvironmentValues {
    /// The space between the rows of a section of the lists inside (`listRowSpacing`).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The space between the sections of the lists inside (`listSectionSpacing`).
    var listSectionSpacing: ListSectionSpacing? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension ListSectionSpacing {
    /// UIKit's space between two header-less sections of a grouped list: 17.5 below one and
    /// 17.5 above the next, which RowRaster's grouped styles already lay out.
    static let defaultGap: CGFloat = 35
    /// `.compact`'s space. iOS's value is not published and has not been measured here: a
    /// reconstruction, about the space above a grouped list's first section without a header.
    static let compactGap: CGFloat = 20

    /// The points between one section's last card and the next section's first.
    var gap: CGFloat {
        switch kind {
        case .standard: Self.defaultGap
        case .compact: Self.compactGap
        case .custom(let points): points
        }
    }
}

extension ListAppearance {
    /// The appearance with the row and section spacing the environment asks for: row spacing
    /// in every style, section spacing in the styles that set sections apart by space.
    @MainActor
    func spaced(in environment: EnvironmentValues, context: BuildContext) -> ListAppearance {
        var appearance = self
        if let rows = context.validLength(environment.listRowSpacing, "spacing", in: "listRowSpacing") {
            appearance = appearance.spacingRows(by: rows)
        }
        if appearance.spacesSections, let sections = environment.listSectionSpacing,
           let gap = context.validLength(sections.gap, "spacing", in: "listSectionSpacing") {
            appearance = appearance.separatingSections(by: gap)
        }
        return appearance
    }
}

nonisolated extension View {
    /// Sets `spacing` points between the rows of each section of the lists inside (nil: the
    /// style's own, none on iPhone). In inset styles each row then becomes a card of its own,
    /// rounded on every corner and without separators; in plain and grouped lists the rows
    /// keep their separators and the space falls below them. Sections, headers and footers
    /// keep their own spacing.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// Sets the space between the sections of the lists inside: from the bottom of one
    /// section's last card to the top of the next section's first, with the next section's
    /// header, if it has one, in the space. Grouped and inset styles only: a plain list's
    /// sections meet under their pinned headers.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets `spacing` points between the sections of the lists inside (see
    /// `listSectionSpacing(_:)` with a `ListSectionSpacing`).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }
}
