import Foundation

/// A value an app can hand to another (share, drag, copy), as CoreTransferable's
/// `Transferable`, which `import SwiftUI` brings on iOS. A render never transfers anything, so
/// the protocol asks nothing: the built-in conformances are the values `ShareLink` takes in
/// rows (strings, URLs, images, data, attributed strings). An app's own conformance compiles
/// only without a `transferRepresentation` (TransferRepresentation is not supported).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}
