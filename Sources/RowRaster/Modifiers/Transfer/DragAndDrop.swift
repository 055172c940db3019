/// Drag sources and drop targets. A drag starts with a touch and a drop needs one, so a render
/// draws the view as it is: the payload and preview closures are kept unrun, and a drop
/// target's `isTargeted` binding is left as the app set it.

import CoreTransferable
import Foundation
import UniformTypeIdentifiers

nonisolated extension View {
    // MARK: Transferable (iOS 16)

    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { inert() }

    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                     @ViewBuilder preview: () -> V) -> some View {
        inert()
    }

    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        inert()
    }

    // MARK: Item providers

    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { inert() }

    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        inert()
    }

    public func itemProvider(_ action: Optional<() -> NSItemProvider?>) -> some View { inert() }

    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        inert()
    }

    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        inert()
    }

    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { inert() }

    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        inert()
    }

    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        inert()
    }

    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { inert() }

    /// Whether hovering a drag over this view activates it (iPadOS); nothing hovers in a render.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        environment(\.springLoadingBehaviorSetting, behavior)
    }
}

/// Where and what is being dropped, as SwiftUI's `DropInfo`.
public struct DropInfo: Sendable {
    /// Where the drop is, in the drop target's space.
    public let location: CGPoint
    private let providers: [NSItemProvider]

    init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        hasItemsConforming(to: contentTypes.map(\.identifier))
    }

    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        itemProviders(for: contentTypes.map(\.identifier))
    }

    public func hasItemsConforming(to types: [String]) -> Bool { !itemProviders(for: types).isEmpty }

    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        providers.filter { provider in types.contains(where: provider.hasItemConformingToTypeIdentifier) }
    }
}

/// An object that handles a drop step by step, as SwiftUI's `DropDelegate`.
@MainActor @preconcurrency
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// SwiftUI accepts any drop by default.
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

/// What a drop would do, as SwiftUI's `DropOperation`.
public enum DropOperation: Sendable, Hashable {
    case cancel, forbidden, copy, move
}

/// A drop target's answer while a drag moves over it, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// Whether a view activates when a drag hovers over it, as SwiftUI's `SpringLoadingBehavior`.
public struct SpringLoadingBehavior: Hashable, Sendable {
    private let name: String
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}

private struct SpringLoadingBehaviorKey: EnvironmentKey { static var defaultValue: SpringLoadingBehavior { .automatic } }

extension EnvironmentValues {
    /// Whether views inside activate when a drag hovers over them (`springLoadingBehavior(_:)`);
    /// read-only, as in SwiftUI.
    public var springLoadingBehavior: SpringLoadingBehavior { self[SpringLoadingBehaviorKey.self] }

    /// What `springLoadingBehavior(_:)` writes.
    var springLoadingBehaviorSetting: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }
}
