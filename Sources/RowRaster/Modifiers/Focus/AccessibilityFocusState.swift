/// Which element an assistive technology (VoiceOver, Switch Control) has focused, as SwiftUI's
/// `@AccessibilityFocusState`. Nothing is focused in the first frame of a screen, and what an
/// assistive technology focuses is never drawn by the app, so a render draws the view as it
/// is; what the view's own code sets is kept like `@State`, as `@FocusState` keeps it.

/// The assistive technologies a focus state follows, as SwiftUI's `AccessibilityTechnologies`.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    private var members: UInt8

    private init(members: UInt8) { self.members = members }

    public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(members: 1 << 0) }
    public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(members: 1 << 1) }

    public init() { members = 0 }

    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(members: members | other.members)
    }

    public mutating func formUnion(_ other: AccessibilityTechnologies) { members |= other.members }

    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(members: members & other.members)
    }

    public mutating func formIntersection(_ other: AccessibilityTechnologies) { members &= other.members }

    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(members: members ^ other.members)
    }

    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { members ^= other.members }

    public func contains(_ member: AccessibilityTechnologies) -> Bool { members & member.members == member.members }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies)
        -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(newMember)
        formUnion(newMember)
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        guard contains(member) else { return nil }
        members &= ~member.members
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        insert(newMember).inserted ? nil : newMember
    }
}

/// Which element an assistive technology focuses, as SwiftUI's `@AccessibilityFocusState`:
/// `false` or `nil` in a first frame.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// Focus is stored as `@FocusState` stores it, so the graph keeps it between renders.
    let focus: FocusState<Value>

    public init() where Value == Bool { focus = FocusState() }

    public init(for technologies: AccessibilityTechnologies) where Value == Bool { focus = FocusState() }

    public init<T: Hashable>() where Value == T? { focus = FocusState() }

    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { focus = FocusState() }

    public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }

    /// The binding `accessibilityFocused(_:)` takes, as `$focus`.
    public var projectedValue: Binding { Binding(focus: focus.projectedValue) }

    /// A binding to an accessibility focus state, as SwiftUI's `AccessibilityFocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let focus: FocusState<Value>.Binding

        public var wrappedValue: Value {
            get { focus.wrappedValue }
            nonmutating set { focus.wrappedValue = newValue }
        }

        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }
}

extension AccessibilityFocusState: StateLinking {
    package var storageObject: AnyObject { focus.storageObject }

    package func link(to storage: AnyObject, owner: ViewRecord, name: String) {
        focus.link(to: storage, owner: owner, name: name)
    }
}

nonisolated extension View {
    /// Ties the view's accessibility focus to `binding` holding `value`; drawn as it is.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View {
        inert()
    }

    /// Ties the view's accessibility focus to `condition`; drawn as it is.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { inert() }
}
