// What an app says about a representation: who may see it, when it applies, and the file
// name it suggests. Each wraps the representation and keeps the setting beside it.

import Foundation

/// Who can receive a representation, as CoreTransferable's `TransferRepresentationVisibility`.
public struct TransferRepresentationVisibility: Sendable, Equatable {
    private let name: String

    /// Any app.
    public static let all = TransferRepresentationVisibility(name: "all")
    /// Apps from the same development team.
    public static let team = TransferRepresentationVisibility(name: "team")
    /// Apps in the same app group.
    public static let group = TransferRepresentationVisibility(name: "group")
    /// Only the app itself.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

/// A representation with a setting beside it (visibility or a suggested file name).
public struct ConfiguredTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Base.Item
    /// The representation configured.
    public let base: Base
    /// Who may receive it.
    public var visibility = TransferRepresentationVisibility.all
    /// The file name it suggests, fixed or from the item.
    let suggestedFileName: (@Sendable (Base.Item) -> String?)?

    public typealias Body = Never
}

/// A representation offered only for items meeting a condition, as `exportingCondition(_:)` makes.
public struct _ConditionalTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Base.Item
    /// The representation offered.
    public let base: Base
    let condition: @Sendable (Base.Item) -> Bool

    public typealias Body = Never
}

extension TransferRepresentation {
    /// This representation, offered only to the receivers `visibility` allows.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        ConfiguredTransferRepresentation(base: self, visibility: visibility, suggestedFileName: nil)
    }

    /// This representation, offered only for items `condition` accepts.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool)
        -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(base: self, condition: condition)
    }

    /// This representation, suggesting `fileName` to a receiver that saves it.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        ConfiguredTransferRepresentation(base: self, suggestedFileName: { _ in fileName })
    }

    /// This representation, suggesting the file name `fileName` gives for each item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        ConfiguredTransferRepresentation(base: self, suggestedFileName: fileName)
    }
}
