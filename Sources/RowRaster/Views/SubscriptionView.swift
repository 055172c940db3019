import OpenCombine

/// A view that runs `action` with each value `publisher` emits, as SwiftUI's
/// `SubscriptionView` (what `onReceive(_:perform:)` makes).
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    public var content: Content
    public var publisher: PublisherType
    public var action: (PublisherType.Output) -> Void

    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    public var body: some View { content.onReceive(publisher, perform: action) }
}
