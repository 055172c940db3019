// A test target that depends on this product sees swift-snapshot-testing too: one import of
// RowRasterSnapshotTesting anywhere in the target, and files written for iOS (`import
// SnapshotTesting`, `import SwiftUI`) find `.image` for RowRaster views.
@_exported import SnapshotTesting
