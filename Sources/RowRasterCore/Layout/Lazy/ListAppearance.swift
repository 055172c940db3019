/// The measurements and colours a list style stands for (iPhone); the colours are UIKit's
/// dynamic ones, resolved in the list's environment (light or dark).
package struct ListAppearance: Hashable, Sendable {
    /// Margin between the screen edge and the section cards.
    var sectionMargin: CGFloat
    var cornerRadius: CGFloat
    /// Behind the rows: the grouped background in grouped styles, the system background else.
    package var background: DynamicColorValues
    /// A row's own background (its card in inset styles).
    var rowBackground: DynamicColorValues
    package var pinsHeaders: Bool
    /// Space between sections, less the 15 points a section starts below it (UIKit's 35 in
    /// all between two header-less cards of a grouped list).
    var sectionSpacing: CGFloat
    /// Space between the rows of a section (`listRowSpacing`): 0, the rows touching, on iPhone.
    var rowSpacing: CGFloat = 0
    var headerFont: Font
    var headerColor: DynamicColorValues
    var uppercaseHeaders: Bool

    package static let insetGrouped = ListAppearance(sectionMargin: 16, cornerRadius: 10, background: SystemColorTable.systemGroupedBackground,
                                             rowBackground: SystemColorTable.secondarySystemGroupedBackground, pinsHeaders: false,
                                             sectionSpacing: 20, headerFont: .footnote, headerColor: SystemColorTable.secondaryLabel,
                                             uppercaseHeaders: true)
    package static let grouped = ListAppearance(sectionMargin: 0, cornerRadius: 0, background: SystemColorTable.systemGroupedBackground,
                                        rowBackground: SystemColorTable.secondarySystemGroupedBackground, pinsHeaders: false,
                                        sectionSpacing: 20, headerFont: .footnote, headerColor: SystemColorTable.secondaryLabel,
                                        uppercaseHeaders: true)
    package static let plain = ListAppearance(sectionMargin: 0, cornerRadius: 0, background: SystemColorTable.systemBackground,
                                      rowBackground: SystemColorTable.systemBackground, pinsHeaders: true, sectionSpacing: 0,
                                      headerFont: .headline, headerColor: SystemColorTable.label, uppercaseHeaders: false)
    package static let inset = ListAppearance(sectionMargin: 16, cornerRadius: 10, background: SystemColorTable.systemBackground,
                                      rowBackground: SystemColorTable.systemBackground, pinsHeaders: false,
                                      sectionSpacing: 20, headerFont: .headline, headerColor: SystemColorTable.label, uppercaseHeaders: false)
}

extension ListAppearance {
    /// How far below the spacing between sections a section's card starts without a header.
    static let sectionTop: CGFloat = 15

    /// The appearance with `gap` points between one section's last card and the next section's
    /// first (`listSectionSpacing`); a header sits in the gap as it sits in the default one.
    package func separatingSections(by gap: CGFloat) -> ListAppearance {
        var copy = self
        copy.sectionSpacing = gap - Self.sectionTop
        return copy
    }

    /// The appearance with `spacing` points between the rows of a section (`listRowSpacing`).
    package func spacingRows(by spacing: CGFloat) -> ListAppearance {
        var copy = self
        copy.rowSpacing = spacing
        return copy
    }

    /// Whether sections are set apart by space (grouped and inset styles) rather than by
    /// headers pinned over the rows (plain): only then does `listSectionSpacing` move anything.
    package var spacesSections: Bool { !pinsHeaders }

    /// Whether rows are cards of their own: spaced rows of an inset style, each rounded on
    /// every corner and without separators, as UIKit's inset-grouped list lays them out.
    var rowsAreCards: Bool { rowSpacing > 0 && cornerRadius > 0 }
}

private struct ListSectionAppearanceKey: EnvironmentKey { static var defaultValue: ListAppearance? { nil } }

extension EnvironmentValues {
    /// Set inside a list, so its sections style their headers and footers.
    package var listSectionAppearance: ListAppearance? {
        get { self[ListSectionAppearanceKey.self] }
        set { self[ListSectionAppearanceKey.self] = newValue }
    }
}
