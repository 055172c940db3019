// `import RowRaster` must give row code everything `import SwiftUI` gives it: Foundation's
// CGFloat/CGRect and the geometry types (Path, Angle, CGAffineTransform, StrokeStyle) that
// live in the backend-free display-list module.
@_exported import Foundation
@_exported import RowRasterDisplay
// The two observation models SwiftUI apps use: `@Observable` (Swift's Observation module)
// and `ObservableObject` with `@Published` (Combine's; OpenCombine on Linux).
@_exported import Observation
@_exported import OpenCombine
