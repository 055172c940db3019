import SwiftSyntax
import SwiftSyntaxBuilder

/// A preview body that declares `@Previewable @State var isOn = true` becomes a view of its own,
/// as Xcode's `#Preview` makes it: the marked declarations are its stored properties (without the
/// marker), the other statements its `body`, so the state lives as long as the preview, as in a
/// real view.
enum PreviewableState {
    /// The view's declaration and the preview's new body (`{ Name() }`), or nil when the body
    /// marks nothing.
    static func split(_ body: ClosureExprSyntax, in registry: TokenSyntax) -> (declaration: String?, content: String) {
        var properties: [String] = []
        var statements: [String] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                let kept = variable.attributes.filter { !isPreviewable($0) }
                properties.append(variable.with(\.attributes, AttributeListSyntax(kept)).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        guard !properties.isEmpty else { return (nil, "") }
        let name = "\(registry.text)_Content"
        let declaration = """
            struct \(name): RowRaster.View {
                \(properties.joined(separator: "\n    "))
                var body: some RowRaster.View {
                    \(statements.joined(separator: "\n        "))
                }
            }
            """
        return (declaration, "{ \(name)() }")
    }

    private static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }
}
