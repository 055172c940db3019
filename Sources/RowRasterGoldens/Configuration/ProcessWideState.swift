// Where RowRasterGoldens keeps state that outlives one golden check, and its rules. A new
// global goes on this list, with its rules, or not at all. (What the renderer itself keeps,
// images, raster threads, fonts, is listed in RowRaster's and RowRasterCairo's
// `ProcessWideState`.)
//
// - `GoldenRunRecorder.shared` (Run/GoldenRunManifest.swift): this process's golden results,
//   appended to one manifest per goldens root as checks finish. Made on first use, kept for
//   the life of the test process; any test thread may record, under its lock.
// - `EnvironmentFingerprint.current()` (Environment/EnvironmentFingerprint.swift): library
//   versions and font hashes, computed once per process under a lock and then only read.
// - `GoldenConfiguration.current` (Configuration/GoldenConfiguration.swift): a task-local, so
//   each test (each task) sees its own configuration and nothing is shared.
//
// Immutable tables (`PerceptualDistance.linear`, `GoldenTolerance.exact`) need no rules.
