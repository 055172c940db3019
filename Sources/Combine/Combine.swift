// `import Combine` on Linux: OpenCombine under Combine's module name, so model code written for
// iOS (`ObservableObject`, `@Published`, `AnyCancellable`, `PassthroughSubject`, `Just`, `sink`)
// compiles with no edit. Nothing is declared here: it is the same OpenCombine that
// `import SwiftUI` already re-exports, so a file with both imports sees one set of types.
@_exported import OpenCombine
