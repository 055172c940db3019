/// The shape of a bordered button's background, as SwiftUI's `ButtonBorderShape`; also a shape
/// of its own (`.buttonBorder`).
///
/// Drawn on its own, `.automatic` and `.roundedRectangle` are the regular control size's
/// rounded rectangle (8-point continuous corners, iOS 17's bordered button).
nonisolated public struct ButtonBorderShape: InsettableShape, Equatable {
    enum Kind: Equatable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind
    var insetAmount: CGFloat = 0

    /// The regular bordered button's corner radius, used where the system chooses one.
    static let systemCornerRadius: CGFloat = 8

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The concrete shape this border draws. The type is nonisolated (an environment key's
    /// default is made outside the main actor), the shapes it draws with are not.
    @MainActor var resolved: AnyShape {
        switch kind {
        case .capsule: return AnyShape(Capsule().inset(by: insetAmount))
        case .circle: return AnyShape(Circle().inset(by: insetAmount))
        case .automatic: return AnyShape(RoundedRectangle(cornerRadius: Self.systemCornerRadius).inset(by: insetAmount))
        case .roundedRectangle(let radius):
            return AnyShape(RoundedRectangle(cornerRadius: radius ?? Self.systemCornerRadius).inset(by: insetAmount))
        }
    }

    @MainActor public func path(in rect: CGRect) -> Path { resolved.path(in: rect) }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    /// The border shape bordered buttons inside use, set with `buttonBorderShape(_:)`.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the border shape of bordered buttons inside the view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
