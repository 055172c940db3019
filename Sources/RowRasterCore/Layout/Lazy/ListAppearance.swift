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
    /// Space between sections.
    var sectionSpacing: CGFloat
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

private struct ListSectionAppearanceKey: EnvironmentKey { static var defaultValue: ListAppearance? { nil } }

extension EnvironmentValues {
    /// Set inside a list, so its sections style their headers and footers.
    package var listSectionAppearance: ListAppearance? {
        get { self[ListSectionAppearanceKey.self] }
        set { self[ListSectionAppearanceKey.self] = newValue }
    }
}
