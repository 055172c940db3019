import RowRaster

/// One preview as the runner renders it: found in the program, named uniquely in its module.
@MainActor
package struct PreviewEntry {
    /// Where it was declared: a `#Preview`'s file and line, or a `PreviewProvider`'s type.
    package enum Source: Hashable, Sendable {
        case macro(fileID: String, line: Int, column: Int)
        case provider(type: String, index: Int)

        /// `Module/File.swift:12` or `Module.Type_Previews` (#2 for its second member).
        package var description: String {
            switch self {
            case .macro(let fileID, let line, _): "\(fileID):\(line)"
            case .provider(let type, let index): index == 0 ? type : "\(type) #\(index + 1)"
            }
        }
    }

    package var module: String
    /// The name the preview was given, or one made from its file or type; unique in the module.
    package var name: String
    package var source: Source
    package var layout: PreviewLayout
    package var orientation: InterfaceOrientation
    /// The device the preview names (`previewDevice`), if any.
    package var deviceName: String?
    package var makeView: @MainActor () throws -> any View
    /// The `PreviewModifier`s `makeView` wraps the view in (iOS 18's `.modifier(_:)` traits).
    package var modifiers: [PreviewModifierTrait] = []

    /// `Module/Name`: what `--filter` matches and reports name.
    package var qualifiedName: String { "\(module)/\(name)" }
}
