import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands `#Preview`, `@Previewable` and `@Entry`: built for targets
/// that depend on the `RowRasterPreviews` or `SwiftUI` products (with swift-syntax, which
/// SwiftPM takes prebuilt where it can).
@main
struct RowRasterPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
