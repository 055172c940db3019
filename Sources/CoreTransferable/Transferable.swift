// `import CoreTransferable` on Linux, and what `import SwiftUI` re-exports from it: the
// protocols that say how an app's values travel between apps (share sheets, drag and drop,
// the clipboard, file exporters). A render never transfers anything, so the representations
// below are built and kept exactly as an app declares them, and nothing runs their closures;
// what matters is that a model declaring its `transferRepresentation` compiles unchanged.

import Foundation

/// A value that can be shared, dragged, copied or exported, as CoreTransferable's `Transferable`.
public protocol Transferable {
    /// The representation `transferRepresentation` builds.
    associatedtype Representation: TransferRepresentation
    /// How this value is converted to and from transferable data, in the order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of converting an item to and from data, as CoreTransferable's `TransferRepresentation`.
/// Apps compose their own from the built-in ones in `body`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The value this representation converts.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of, in the order of preference.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    public typealias Body = Never
}

extension TransferRepresentation where Body == Never {
    /// Built-in representations are leaves: they convert the item themselves.
    public var body: Never { preconditionFailure("\(Self.self) is a built-in representation and has no body") }
}

extension Never: Transferable {
    public static var transferRepresentation: Never {
        preconditionFailure("Never has no representation; no value of it exists to transfer")
    }
}

/// Builds a representation from several, as CoreTransferable's `TransferRepresentationBuilder`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
        content
    }

    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content
    where Content.Item == Item {
        content
    }

    public static func buildBlock<each Content: TransferRepresentation>(_ content: repeat each Content)
        -> TupleTransferRepresentation<Item, (repeat each Content)> {
        TupleTransferRepresentation(value: (repeat each content))
    }
}

/// Several representations in the order of preference, as the builder makes them.
public struct TupleTransferRepresentation<Item: Transferable, Value: Sendable>: TransferRepresentation {
    /// The representations, in the order written.
    public let value: Value

    init(value: Value) { self.value = value }

    public typealias Body = Never
}
