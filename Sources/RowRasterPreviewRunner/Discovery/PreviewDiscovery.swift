import Foundation
import CPreviewDiscovery
import RowRaster

/// The previews linked into this program, found at run time: every type `#Preview` expanded to
/// (conforming to `PreviewRegistry`) and every `PreviewProvider`, each member of its `previews`
/// one preview, as Xcode's canvas shows them. Nothing is listed by hand.
@MainActor
package enum PreviewDiscovery {
    /// All previews in a deterministic order (module, then file and line or type name), named
    /// uniquely within their module.
    package static func discover() -> [PreviewEntry] {
        var found: [PreviewEntry] = []
        for type in conformingTypes() {
            if let registry = type as? any PreviewRegistry.Type {
                found.append(entry(registry))
            } else if let provider = type as? any PreviewProvider.Type {
                found += entries(provider)
            }
        }
        return PreviewNaming.uniquelyNamed(found)
    }

    /// The metadata of every non-generic type conforming to RowRaster's two preview protocols.
    static func conformingTypes() -> [Any.Type] {
        final class Collector { var types: [Any.Type] = [] }
        let collector = Collector()
        let names = ["PreviewRegistry", "PreviewProvider"]
        let cNames = names.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        var pointers = cNames.map { UnsafePointer<CChar>($0) }
        withExtendedLifetime(collector) {
            _ = pointers.withUnsafeMutableBufferPointer { buffer in
                rr_find_conforming_types("RowRaster", buffer.baseAddress, buffer.count, { context, _, metadata in
                    guard let context, let metadata else { return }
                    let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
                    collector.types.append(unsafeBitCast(metadata, to: Any.Type.self))
                }, Unmanaged.passUnretained(collector).toOpaque())
            }
        }
        // A type can conform through several records (a class and its subclasses): once each.
        var seen = Set<ObjectIdentifier>()
        return collector.types.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    private static func entry(_ registry: any PreviewRegistry.Type) -> PreviewEntry {
        let fileID = registry.fileID
        let module = fileID.split(separator: "/").first.map(String.init) ?? moduleName(of: registry)
        let source = PreviewEntry.Source.macro(fileID: fileID, line: registry.line, column: registry.column)
        do {
            let preview = try registry.makePreview()
            var layout = PreviewLayout.device, orientation = InterfaceOrientation.portrait
            var modifiers: [PreviewModifierTrait] = []
            for trait in preview.traits {
                switch trait.value {
                case .layout(let value): layout = value
                case .orientation(let value): orientation = value
                case .modifier(let modifier): modifiers.append(modifier)
                }
            }
            return PreviewEntry(module: module, name: preview.name ?? PreviewNaming.fileBaseName(fileID), source: source,
                                layout: layout, orientation: orientation, deviceName: nil,
                                makeView: { try PreviewModifierContexts.apply(modifiers, to: preview.makeView()) },
                                modifiers: modifiers)
        } catch {
            return PreviewEntry(module: module, name: PreviewNaming.fileBaseName(fileID), source: source, layout: .device,
                                orientation: .portrait, deviceName: nil, makeView: { throw error })
        }
    }

    private static func entries(_ provider: any PreviewProvider.Type) -> [PreviewEntry] {
        let typeName = String(reflecting: provider)
        let module = moduleName(of: provider)
        let baseName = PreviewNaming.providerBaseName(typeName)
        let parts = previewCanvasParts(of: previewsView(provider))
        return parts.enumerated().map { index, part in
            PreviewEntry(module: module, name: part.displayName ?? baseName,
                         source: .provider(type: typeName, index: index), layout: part.layout ?? .device,
                         orientation: part.orientation ?? .portrait, deviceName: part.device?.rawValue,
                         makeView: { part.view })
        }
    }

    private static func previewsView<P: PreviewProvider>(_ provider: P.Type) -> any View { provider.previews }

    private static func moduleName(of type: Any.Type) -> String {
        String(reflecting: type).split(separator: ".").first.map(String.init) ?? "Previews"
    }
}
