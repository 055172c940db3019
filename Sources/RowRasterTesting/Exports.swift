// `import RowRasterTesting` keeps giving everything golden tests use: the golden checks,
// comparison, artifacts and configuration live in RowRasterGoldens, which links no test
// library (the command line and the previews runner use it alone); this module adds only the
// Swift Testing and XCTest glue (`assertGolden`'s issue reporting, the `.goldens(…)` trait).
@_exported import RowRasterGoldens
