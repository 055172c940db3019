// `import Combine` on Linux: OpenCombine under Combine's module name, so model code written for
// iOS (`ObservableObject`, `@Published`, `AnyCancellable`, `PassthroughSubject`, `Just`, `sink`)
// compiles with no edit. It is the same OpenCombine that `import SwiftUI` re-exports, so a file
// with both imports sees one set of types; the module adds only what OpenCombine keeps under
// other names, `DispatchQueue` and `RunLoop` as schedulers (the files beside this one).
@_exported import OpenCombine
