import CoreTransferable
import Foundation
import UniformTypeIdentifiers

// Dragging rows out of a table and dropping onto its rows. A drag or drop needs a touch, so
// at rest these change nothing drawn: the rows draw as the content they modify draws.

/// Rows that provide an item for a drag, as SwiftUI's `ItemProviderTableRowModifier`.
public struct ItemProviderTableRowModifier: _TableRowContentModifier, Sendable {}

/// Rows that take insertions by a drop, as SwiftUI's `OnInsertTableRowModifier`.
public struct OnInsertTableRowModifier: _TableRowContentModifier, Sendable {}

/// Rows a drag can start on, or a drop can land on: no change at rest.
struct TransferTableRowModifier: _TableRowContentModifier {}

extension TableRowContent {
    /// Rows people can drag `payload` out of; a drag starts on a touch, so the rows draw as they are.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: TransferTableRowModifier())
    }

    /// Rows that take dropped items of `payloadType`; a drop needs a drag, so the rows draw as
    /// they are.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T]) -> Void)
    -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: TransferTableRowModifier())
    }

    /// Rows that provide an item when dragged; the rows draw as they are.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, ItemProviderTableRowModifier> {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier())
    }
}

extension DynamicTableRowContent {
    /// Rows that insert dropped items of `payloadType` at the drop's offset; the rows draw as
    /// they are until a drop.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void)
    -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }

    /// Rows that insert dropped items of `supportedContentTypes` at the drop's offset; the rows
    /// draw as they are until a drop.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void)
    -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }
}
