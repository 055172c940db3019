// The product a target adds for its previews to render with `rowraster previews`: the `#Preview`
// macro's compiler plugin (declared in RowRaster, so `import SwiftUI` sees it) and the runner
// that finds and renders the previews. Nothing is declared here.
@_exported import RowRasterPreviewRunner
