import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var accent: Color = .blue` in an extension of `EnvironmentValues` (or of
/// `ContainerValues`): a getter and setter through a key made beside it, whose default is the initial value, as SwiftUI's macro
/// writes them. An optional with no initial value defaults to nil.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        let keyProtocol = try keyProtocol(in: context)
        return ["""
            private struct \(raw: entry.keyName): \(raw: keyProtocol) {
                static var defaultValue: \(raw: entry.type) { \(raw: entry.defaultValue) }
            }
            """]
    }

    /// The key protocol of the values the extension adds to.
    private static func keyProtocol(in context: some MacroExpansionContext) throws -> String {
        let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?
            .extendedType.trimmedDescription
        switch extended?.split(separator: ".").last {
        case "EnvironmentValues": return "RowRaster.EnvironmentKey"
        case "ContainerValues": return "RowRaster.ContainerValueKey"
        default: throw EntryMacroError.unsupportedContainer(extended ?? "this declaration")
        }
    }
}

/// The parts of `var name: Type = value` the expansion needs.
private struct Entry {
    let name: String
    let type: String
    let defaultValue: String

    var keyName: String { "__Key_\(name)" }

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { throw EntryMacroError.notAVariable }
        guard let type = binding.typeAnnotation?.type else { throw EntryMacroError.missingType(identifier.identifier.text) }
        name = identifier.identifier.text
        self.type = type.trimmedDescription
        if let value = binding.initializer?.value {
            defaultValue = value.trimmedDescription
        } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            defaultValue = "nil"
        } else {
            throw EntryMacroError.missingDefault(name)
        }
    }
}

/// What `@Entry` reports on declarations it cannot expand.
enum EntryMacroError: Error, CustomStringConvertible {
    case notAVariable
    case missingType(String)
    case missingDefault(String)
    case unsupportedContainer(String)

    var description: String {
        switch self {
        case .notAVariable: "@Entry applies to a `var` with a type and a default value"
        case .missingType(let name): "@Entry var \(name) needs a type annotation: @Entry var \(name): Type = value"
        case .missingDefault(let name): "@Entry var \(name) needs a default value (or an optional type, which defaults to nil)"
        case .unsupportedContainer(let type):
            "@Entry adds to EnvironmentValues and ContainerValues in RowRaster; \(type) (Transaction, FocusedValues) is not supported"
        }
    }
}
