/// The gestures SwiftUI recognises, with the values they would report. None is recognised in a
/// render: the first frame comes before any touch.

/// One or more taps, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) { self.count = count }
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// Taps that report where they landed, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A tap reporting where it lands in `coordinateSpace` (`.local`, `.global`, `.named(_:)`).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A press held long enough, as SwiftUI's `LongPressGesture`; its value is whether it is pressing.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// Where a drag is, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint

        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    /// The iOS 13 form, with a `CoordinateSpace` value; disfavoured as in SwiftUI.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag that starts after moving `minimumDistance` points, reporting locations in
    /// `coordinateSpace` (iOS 17; a render never drags).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17).
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A pinch reporting its scale, as SwiftUI's older `MagnificationGesture`.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17).
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A two-finger rotation reporting its angle, as SwiftUI's older `RotationGesture`.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var body: Never { primitiveGestureBody(Self.self) }
}
