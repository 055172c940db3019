import Foundation

/// A named asset that could not be used: not found (a warning, as iOS draws nothing) or from a
/// malformed catalog (an error).
package enum AssetIssue: Hashable, Sendable {
    case warning(RenderWarning)
    case error(RenderError)

    /// Tells the render whose diagnostics these are.
    func report(to diagnostics: RenderDiagnostics?) {
        switch self {
        case .warning(let warning): diagnostics?.warn(warning)
        case .error(let error): diagnostics?.fail(error)
        }
    }
}

extension Color {
    /// The colour set `name` of the registered asset catalogs (see `ImageLibrary`), with its dark
    /// and high-contrast variants. A name found nowhere is clear and listed in the render's warnings.
    /// `bundle` is accepted for source compatibility: catalogs are registered, not bundled.
    public init(_ name: String, bundle: Bundle? = nil) {
        do {
            self.init(dynamic: try ImageLibrary.shared.color(named: name))
        } catch {
            if case .colorNotFound(let name, let searched) = error {
                self.init(resolved: .clear, assetIssue: .warning(.missingColor(name: name, searched: searched)))
            } else {
                self.init(resolved: .clear, assetIssue: .error(error))
            }
        }
    }

    /// Reports a missing or unreadable colour asset to the render resolving it in `environment`.
    func reportAssetIssue(in environment: EnvironmentValues) {
        assetIssue?.report(to: environment.diagnostics)
    }
}

extension Image {
    /// The image set (or PNG file) `name` of the registered asset catalogs and directories (see
    /// `ImageLibrary`), at the scale nearest the render's. A name found nowhere takes no space,
    /// draws nothing and is listed in the render's warnings, as iOS logs it.
    public init(_ name: String, bundle: Bundle? = nil) { self.init(source: .named(name)) }

    /// As `init(_:bundle:)`; the label is for accessibility, which a render does not read.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(source: .named(name)) }

    /// As `init(_:bundle:)`, for an image accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(source: .named(name)) }

    /// The nodes for a named image: the image, or nothing with a warning when it is missing.
    func namedImageNodes(_ name: String, in context: BuildContext) -> [RenderNode] {
        do {
            let (content, scale) = try ImageLibrary.shared.lookup(name, displayScale: context.environment.displayScale,
                                                                     colorScheme: context.environment.colorScheme)
            return [makeBitmapNode(content, scale: scale, context)]
        } catch {
            if case .imageNotFound(let name, let searched) = error {
                context.warn(.missingImage(name: name, searched: searched))
                return [EmptyLeafNode(name: "Image", context: context.layout)]
            }
            context.layout.report(error)
            return []
        }
    }
}
