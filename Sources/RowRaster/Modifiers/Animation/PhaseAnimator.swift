import Foundation

/// Draws content through a sequence of phases, animating from each to the next, as SwiftUI's
/// `PhaseAnimator`.
///
/// A render is the first frame: the animator starts in the first phase (a triggered one stays
/// there until its trigger changes; a free-running one has not left it yet), so the content is
/// drawn in the first phase. With no phases at all nothing is drawn.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase?
    let content: (Phase) -> Content

    /// Steps through `phases` each time `trigger` changes, animating each step with
    /// `animation(phase)`.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        firstPhase = phases.first { _ in true }
        self.content = content
    }

    /// Steps through `phases` over and over from the moment the view appears.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        firstPhase = phases.first { _ in true }
        self.content = content
    }

    /// The content in the first phase: the first frame.
    public var body: some View {
        if let firstPhase { content(firstPhase) }
    }
}

extension View {
    /// Draws the view through `content` in each of `phases` in turn, one step each time
    /// `trigger` changes; a render draws the first phase (see ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Draws the view through `content` in each of `phases` in turn, over and over; a render
    /// draws the first phase (see ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
