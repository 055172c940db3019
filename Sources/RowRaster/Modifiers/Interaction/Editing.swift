import CoreTransferable
import Foundation
import UniformTypeIdentifiers

/// List editing as SwiftUI declares it: delete and move actions, the Edit button and the edit
/// mode. A first frame is not editing: rows show no delete or reorder controls.

/// Views built from a collection, which editing actions apply to, as SwiftUI's `DynamicViewContent`.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier == _InertModifier {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Deletes rows when swiped or edited (never in a render).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { inert() }

    /// Moves rows when dragged in edit mode (never in a render).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { inert() }

    /// Inserts dropped items of `payloadType` at the drop's offset (a drop needs a drag: never
    /// in a render).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void)
    -> some DynamicViewContent { inert() }

    /// Inserts dropped items of `supportedContentTypes` at the drop's offset (never in a render).
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void)
    -> some DynamicViewContent { inert() }

    /// Inserts dropped items of the type identifiers at the drop's offset (never in a render).
    @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onInsert(of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void)
    -> some DynamicViewContent { inert() }
}

nonisolated extension View {
    public func deleteDisabled(_ isDisabled: Bool) -> some View { inert() }

    public func moveDisabled(_ isDisabled: Bool) -> some View { inert() }
}

/// Whether a list is being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// The edit mode (`@Environment(\.editMode)`): inactive, as in a first frame.
    public var editMode: Binding<EditMode>? { .constant(.inactive) }
}

/// The button that toggles edit mode, as SwiftUI's `EditButton`: "Edit" in the tint, as a
/// borderless button draws it, since a first frame is not editing.
public struct EditButton: View, BuiltInControl {
    public init() {}

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        Button("Edit") {}
    }
}

/// Haptic feedback, as SwiftUI's `SensoryFeedback` (iOS 17); a render plays none.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of an impact.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    /// The feedback for a finished path, such as a shape closed with a pencil (iOS 17.5); a
    /// render plays none.
    public static let pathComplete = SensoryFeedback(name: "pathComplete")

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(weight.name), \(intensity))")
    }

    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(flexibility.name), \(intensity))")
    }
}

nonisolated extension View {
    /// Plays haptic feedback when `trigger` changes (never in a render).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { inert() }

    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { inert() }

    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        inert()
    }

    /// Runs `action` as a pointer enters and leaves (iPad, Mac); no pointer hovers in a render.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { inert() }
}
