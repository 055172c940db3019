/// Something that can fill or stroke a shape or colour text: a colour, a gradient, the
/// foreground style or a hierarchical level of it.
public protocol ShapeStyle: Sendable {
    /// The paint this style gives in an environment: RowRaster's styles resolve themselves; any
    /// other gives the foreground style (the default). Chosen when the conformance is compiled,
    /// as `View._makeNodes` is, so resolving a style asks it no `as? any ResolvableShapeStyle`
    /// (whose first use for each type, an `_OpacityShapeStyle` of each base included, read all
    /// of the process's conformance records). RowRaster's, not for app code.
    func _resolveStyle(in environment: EnvironmentValues) -> _ShapeStylePaint

    /// The style this one resolves to in an environment, as iOS 17's custom shape styles are
    /// written: `Never` (the default) for a style that resolves itself.
    associatedtype Resolved: ShapeStyle = Never

    /// The style this one is in `environment`: a custom style answers with another style (a
    /// colour for the colour scheme, a gradient), which is what it draws with.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

/// The paint a shape style resolved to. RowRaster's, not for app code.
public struct _ShapeStylePaint {
    let style: ResolvedStyle
}

extension ShapeStyle {
    /// A custom style draws with the style it resolves to (``resolve(in:)``), in the same
    /// environment; one that resolves to nothing RowRaster knows paints with the foreground style.
    public func _resolveStyle(in environment: EnvironmentValues) -> _ShapeStylePaint {
        // A `Never` resolution is the default's: asking for it would stop the program.
        guard Resolved.self != Never.self else { return _ShapeStylePaint(style: environment.foregroundStyle(level: 0)) }
        return _ShapeStylePaint(style: resolveShapeStyle(resolve(in: environment), in: environment))
    }
}

extension ShapeStyle where Resolved == Never {
    /// A style that resolves itself has no other style to resolve to: as on iOS, asking for
    /// one stops the program (`Never` has no value to return).
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) resolves itself; it has no other style to resolve to")
    }
}

/// `Never` is a shape style, as in SwiftUI, so it can be the ``ShapeStyle/Resolved`` of
/// styles that resolve themselves.
extension Never: ShapeStyle {}

/// A shape style that resolves against the environment to a paint.
package protocol ResolvableShapeStyle: ShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle
}

extension ResolvableShapeStyle {
    /// RowRaster's styles resolve themselves (`public` as the requirement is).
    public func _resolveStyle(in environment: EnvironmentValues) -> _ShapeStylePaint {
        _ShapeStylePaint(style: resolveStyle(in: environment))
    }
}

extension Color: ResolvableShapeStyle {
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        reportAssetIssue(in: environment)
        return .color(resolved(in: environment))
    }
}

/// The current foreground style (`.foreground`): UIKit's label colour (black in light mode,
/// white in dark) unless set.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    public init() {}
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        environment.foregroundStyle(level: 0)
    }
}

/// A level of the current foreground style: primary, secondary, tertiary, quaternary, quinary.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    package let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        environment.foregroundStyle(level: level)
    }
}

/// A type-erased shape style. Two are equal when their styles are equal styles of one type.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle, Equatable {
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        ValueComparison.areEqual(lhs.style, rhs.style) ?? false
    }

    package let style: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.style = (style as? AnyShapeStyle)?.style ?? style }
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { resolveShapeStyle(style, in: environment) }
}

/// A style drawn with its opacity multiplied.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        resolveShapeStyle(base, in: environment).multipliedOpacity(opacity)
    }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The implicit style (the foreground style, where a shape or text is drawn) with its
    /// opacity multiplied: `.fill(.opacity(0.5))`.
    public static func opacity(_ opacity: Double) -> some ShapeStyle { ForegroundStyle().opacity(opacity) }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// What a style gives in an environment.
package func resolveShapeStyle(_ style: any ShapeStyle, in environment: EnvironmentValues) -> ResolvedStyle {
    style._resolveStyle(in: environment).style
}

extension EnvironmentValues {
    /// Opacity of each hierarchical level when the style is a custom one (`Color.red.secondary`).
    static let hierarchicalOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.08]

    /// The foreground style at a hierarchical level.
    package func foregroundStyle(level: Int) -> ResolvedStyle {
        let level = max(0, min(Self.hierarchicalOpacities.count - 1, level))
        if let explicit = explicitForegroundStyle(level: level) { return explicit }
        guard let style = foregroundStyle else { return .color(SystemColorTable.labelLevels[level].value(in: self)) }
        var inner = self
        inner.foregroundStyle = nil
        return resolveShapeStyle(style.style, in: inner).fadedToHierarchicalLevel(level)
    }
}

extension ResolvedStyle {
    /// A custom style at a hierarchical level: faded by that level's opacity (levels past the
    /// last take the last).
    package func fadedToHierarchicalLevel(_ level: Int) -> ResolvedStyle {
        let opacities = EnvironmentValues.hierarchicalOpacities
        let level = max(0, min(opacities.count - 1, level))
        return level == 0 ? self : multipliedOpacity(opacities[level])
    }
}
