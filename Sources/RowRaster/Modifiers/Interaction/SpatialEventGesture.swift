import Foundation

/// iOS 18's spatial event gesture, as a first frame shows it: nobody is touching the screen, so
/// the gesture has no events and its actions do not run. The collection its value is keeps
/// SwiftUI's shape, so code that reads events compiles as on iOS.

/// The touches, pointers and pencils a `SpatialEventGesture` tracks, as SwiftUI's
/// `SpatialEventCollection`. Only the gesture makes one; a render's gestures make none.
public struct SpatialEventCollection: Collection {
    /// One touch, pointer or pencil contact, as SwiftUI's `SpatialEventCollection.Event`.
    public struct Event: Identifiable, Hashable {
        /// The identity of a contact, kept while it lasts.
        public struct ID: Hashable {
            let value: Int
        }

        /// What made the contact.
        public enum Kind: Hashable {
            case touch
            case pencil
            case pointer
        }

        /// Where the contact is in its life.
        public enum Phase: Hashable {
            case active
            case ended
            case cancelled
        }

        /// How a pencil is held.
        public struct InputDevicePose: Hashable {
            public var altitude: Angle
            public var azimuth: Angle
        }

        public var id: ID
        public var timestamp: TimeInterval
        public var kind: Kind
        public var location: CGPoint
        public var phase: Phase
        public var modifierKeys: EventModifiers
        /// A pencil's pose; nil for fingers and pointers.
        public var inputDevicePose: InputDevicePose?
    }

    /// A position in the collection.
    public struct Index: Comparable {
        let offset: Int
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
    }

    /// Walks the events in order.
    public struct Iterator: IteratorProtocol {
        var events: IndexingIterator<[Event]>
        public mutating func next() -> Event? { events.next() }
    }

    let events: [Event]

    public var startIndex: Index { Index(offset: 0) }
    public var endIndex: Index { Index(offset: events.count) }
    public subscript(position: Index) -> Event { events[position.offset] }
    public func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    public func makeIterator() -> Iterator { Iterator(events: events.makeIterator()) }

    /// The event with identity `index`, if it is in the collection.
    public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }
}

/// A gesture that reports every contact as it moves, as SwiftUI's `SpatialEventGesture`. At
/// rest nothing touches the screen: its `onChanged` and `onEnded` actions do not run.
public struct SpatialEventGesture: Gesture {
    public typealias Value = SpatialEventCollection

    /// The space the events' locations are in.
    public let coordinateSpace: CoordinateSpace

    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public var body: Never { primitiveGestureBody(Self.self) }
}
