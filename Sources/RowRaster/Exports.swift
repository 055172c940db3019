// The engine and the vocabulary it evaluates (`View`, `Text`, `Color`, …) live in
// RowRasterCore; `import RowRaster` gives row code all of it, as `import SwiftUI` gives
// SwiftUICore's names on Apple's platforms.
@_exported import RowRasterCore

// `Transferable` and its representations come with `import SwiftUI` on Apple's platforms.
@_exported import CoreTransferable
