import Foundation

// iOS 17's transitions that move, push or blur a view in and out. A render draws present
// views at `.identity`, where each leaves the view exactly as it is; the other phases are drawn
// as iOS draws the ends of the motion, for a custom transition built from them.

/// Moves the view in from, and out to, an edge of its own frame, as iOS 17's `MoveTransition`.
public struct MoveTransition: Transition {
    /// The edge the view comes in from and leaves by.
    public var edge: Edge

    /// The transition by `edge`.
    public init(edge: Edge) { self.edge = edge }

    /// The content as drawn in `phase`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.visualEffect { [edge] effect, proxy in
            effect.offset(phase.isIdentity ? .zero : EdgeTransitionGeometry.offset(towards: edge, size: proxy.size))
        }
    }
}

/// Pushes the view in from an edge and out by the opposite one, fading as it goes, as iOS
/// 17's `PushTransition`.
public struct PushTransition: Transition {
    /// The edge the view comes in from; it leaves by the opposite edge.
    public var edge: Edge

    /// The transition by `edge`.
    public init(edge: Edge) { self.edge = edge }

    /// The content as drawn in `phase`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.visualEffect { [edge] effect, proxy in
            let towards: Edge = phase == .didDisappear ? EdgeTransitionGeometry.opposite(of: edge) : edge
            return effect.offset(phase.isIdentity ? .zero : EdgeTransitionGeometry.offset(towards: towards, size: proxy.size))
        }
        .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Slides the view in from the leading edge and out by the trailing one, as iOS 17's
/// `SlideTransition`.
public struct SlideTransition: Transition {
    /// The slide from leading to trailing.
    public init() {}

    /// The content as drawn in `phase`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.visualEffect { effect, proxy in
            let towards: Edge = phase == .didDisappear ? .trailing : .leading
            return effect.offset(phase.isIdentity ? .zero : EdgeTransitionGeometry.offset(towards: towards, size: proxy.size))
        }
    }
}

/// Blurs and scales the view as it is replaced, as iOS 17's `BlurReplaceTransition`.
///
/// At `.identity`, the only phase a render draws, the view is drawn as it is. The scales and
/// the blur radius of the other phases are approximations of iOS's.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it comes and goes.
    public struct Configuration: Equatable, Sendable {
        let insertionScale: Double
        let removalScale: Double

        /// Scales up from smaller as it comes, and down as it goes.
        public static let downUp = Configuration(insertionScale: 0.5, removalScale: 0.5)
        /// Scales up from smaller as it comes, and up again as it goes.
        public static let upUp = Configuration(insertionScale: 0.5, removalScale: 2)
    }

    /// Which way the view scales.
    public var configuration: Configuration

    /// The transition that scales as `configuration` says.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// The content as drawn in `phase`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: Double = switch phase {
        case .identity: 1
        case .willAppear: configuration.insertionScale
        case .didDisappear: configuration.removalScale
        }
        return content.scaleEffect(scale).blur(radius: phase.isIdentity ? 0 : 10).opacity(phase.isIdentity ? 1 : 0)
    }
}

/// One transition on insertion and another on removal, as iOS 17's `AsymmetricTransition`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition as the view comes, and while it is present.
    public var insertion: Insertion
    /// The transition as the view goes.
    public var removal: Removal

    /// `insertion` as the view comes, `removal` as it goes.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Present views (`.identity`) and arriving ones are drawn by the insertion; leaving ones
    /// by the removal.
    @ViewBuilder public func body(content: Content, phase: TransitionPhase) -> some View {
        if phase == .didDisappear {
            removal.apply(content: content, phase: phase)
        } else {
            insertion.apply(content: content, phase: phase)
        }
    }

    /// Moves if either does.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

/// How far a view moves to leave its frame by an edge.
enum EdgeTransitionGeometry {
    static func offset(towards edge: Edge, size: CGSize) -> CGSize {
        switch edge {
        case .top: CGSize(width: 0, height: -size.height)
        case .bottom: CGSize(width: 0, height: size.height)
        case .leading: CGSize(width: -size.width, height: 0)
        case .trailing: CGSize(width: size.width, height: 0)
        }
    }

    static func opposite(of edge: Edge) -> Edge {
        switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension Transition where Self == MoveTransition {
    /// A move in from, and out to, `edge`.
    public static func move(edge: Edge) -> Self { Self(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// A push in from `edge`, out by the opposite edge.
    public static func push(from edge: Edge) -> Self { Self(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// A slide in from the leading edge, out by the trailing one.
    public static var slide: SlideTransition { Self() }
}

extension Transition where Self == BlurReplaceTransition {
    /// A blur and scale as the view is replaced.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self { Self(configuration: config) }
    /// A blur and scale down and up as the view is replaced.
    public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}
