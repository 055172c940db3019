// `import SwiftUI` on Linux: the whole of RowRaster under SwiftUI's module name, so row code
// compiles with no edit at all, module-qualified names included (`SwiftUI.View`,
// `SwiftUI.Color`). Nothing is declared here; RowRaster is the implementation.
@_exported import RowRaster
// Combine's names come with `import SwiftUI`, as on Apple's platforms (SwiftUI re-exports
// Combine): `ObservableObject`, and `DispatchQueue` as a scheduler for `receive(on:)`.
@_exported import Combine
// And UIKit's names that SwiftUI files use without importing UIKit (`UIScreen.main.bounds`,
// `UIImage`, `UIFont`, the feedback generators), as Apple's SwiftUI re-exports UIKit. The
// module keeps its own name, so `canImport(UIKit)` stays false and UIKit-only code stays out.
@_exported import RowRasterUIKit
