// The engine and the vocabulary it evaluates (`View`, `Text`, `Color`, …) live in
// RowRasterCore; `import RowRaster` gives row code all of it, as `import SwiftUI` gives
// SwiftUICore's names on Apple's platforms.
@_exported import RowRasterCore
