// `import UIKit` in a SwiftUI file, for the UIKit names such files use without UIKit views:
// colours, images and fonts handed to SwiftUI, the screen and device, opening URLs and
// haptics. The module is called RowRasterUIKit in this package, so nothing built beside it
// (swift-snapshot-testing asks `canImport(UIKit)`) mistakes it for Apple's; `rowraster
// previews` gives an unedited package a module named UIKit that re-exports it.

@_exported import Foundation
@_exported import struct RowRaster.UIColor
@_exported import struct RowRasterCore.UITraitCollection
@_exported import enum RowRasterCore.UIUserInterfaceStyle
@_exported import enum RowRasterCore.UIAccessibilityContrast
@_exported import enum RowRasterCore.UITraitEnvironmentLayoutDirection
