import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }` → a uniquely named type conforming to
/// `RowRaster.PreviewRegistry`, which the previews runner finds at run time by its conformance
/// (no list of previews is kept by hand). The arguments and the body pass through unchanged to
/// `RowRaster.Preview.init`, so the compiler checks them exactly as written.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var arguments = node.arguments
        var closures: [ClosureExprSyntax] = []
        if let trailing = node.trailingClosure { closures.append(trailing) }
        // `#Preview(body: { … })` spells the body as a labelled argument instead.
        if let index = arguments.firstIndex(where: { $0.label?.text == "body" }),
           let closure = arguments[index].expression.as(ClosureExprSyntax.self) {
            closures.append(closure)
            arguments.remove(at: index)
        }
        guard closures.count == 1, let body = closures.first else {
            throw PreviewMacroError.missingBody
        }
        if var last = arguments.last {
            last.trailingComma = nil
            arguments = LabeledExprListSyntax(arguments.dropLast() + [last])
        }
        let registry = context.makeUniqueName("PreviewRegistry")
        let (stateful, content) = PreviewableState.split(body, in: registry)
        let location = context.location(of: node)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        let column = location.map { "\($0.column)" } ?? "0"
        let call = arguments.isEmpty ? "RowRaster.Preview()" : "RowRaster.Preview(\(arguments.trimmedDescription))"
        return [
            """
            @MainActor
            struct \(registry): RowRaster.PreviewRegistry {
                static let fileID: String = \(raw: file)
                static let line: Int = \(raw: line)
                static let column: Int = \(raw: column)
                static func makePreview() throws -> RowRaster.Preview {
                    \(raw: call) \(raw: stateful == nil ? body.trimmedDescription : content)
                }
                \(raw: stateful ?? "")
            }
            """
        ]
    }
}

/// `@Previewable` on a declaration in a preview's body marks state the preview owns: it has
/// no expansion of its own, and `#Preview` moves the declaration into a view made for the preview.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// What `#Preview` reports when it is written without the view to preview.
enum PreviewMacroError: Error, CustomStringConvertible {
    case missingBody

    var description: String {
        "#Preview needs the view to preview as its trailing closure: #Preview(\"Name\") { MyRow() }"
    }
}
