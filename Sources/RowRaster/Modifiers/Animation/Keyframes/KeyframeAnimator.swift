import Foundation

/// Plays keyframes on a value and draws content from it, as SwiftUI's `KeyframeAnimator`.
///
/// A render is the first frame: the keyframes have not moved the value yet (every track
/// starts from the initial value at time 0, and a triggered animator waits for its trigger to
/// change), so the content is drawn with `initialValue`. ``KeyframeTimeline`` gives the value
/// at any other moment.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    let initialValue: Value
    let content: (Value) -> Content

    /// Plays the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays the keyframes as soon as the view appears, over and over when `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// The content with the initial value: the first frame.
    public var body: some View { content(initialValue) }
}

extension View {
    // The content closures are main-actor isolated as well as Sendable: views are built on the
    // main actor, and a closure that only were Sendable could not call a view's modifiers.

    /// Draws `content` from a value the keyframes move each time `trigger` changes; a render
    /// draws it with `initialValue` (see ``KeyframeAnimator``).
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping @MainActor @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView(content: AnyView(self)), initialValue)
    }

    /// Draws `content` from a value the keyframes move from the moment the view appears; a
    /// render is that moment, drawn with `initialValue`.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping @MainActor @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView(content: AnyView(self)), initialValue)
    }
}
