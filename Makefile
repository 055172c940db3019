# RowRaster: `make demo` renders the example rows, `make test` runs every test.
# Both install the Debian packages they need first (scripts/install-dependencies.sh).

SWIFT ?= swift
GALLERY_DIR ?= output/gallery

.PHONY: fuzz-png-window api-coverage symbol-coverage setup build demo previews test bench bench-previews bench-watch bench-first-run bench-first-frame bench-merge bench-compare png-instructions reencode-goldens clean fuzz sanitize sanitize-thread docs process-start cli-static

setup:
	@./scripts/install-dependencies.sh

build: setup
	$(SWIFT) build --product rowraster

demo: build
	$$($(SWIFT) build --show-bin-path)/rowraster gallery --out $(GALLERY_DIR)

# The example package's twenty previews to PNG and a contact sheet, as the README's walkthrough
# does (Examples/PreviewsDemo/output/previews/index.html); the first run builds its runner.
previews: build
	$$($(SWIFT) build --show-bin-path)/rowraster previews --package Examples/PreviewsDemo

# swift-snapshot-testing guards its SwiftUI code with `#if canImport(SwiftUI)`; once this
# package's own `SwiftUI` module is built, that import succeeds and fails to compile there
# (it lacks RowRaster's dependencies). Built first, the library never sees it, and stays built.
# The package's `Combine` module needs no such care: the library never asks `canImport(Combine)`.
# ROWRASTER_PREVIEWS_E2E runs the previews walkthrough (PreviewsWalkthroughTests): it builds the
# example package's runner (about two minutes the first time) and opens its contact sheet in
# headless Chromium, which `--browser` installs.
test: setup
	@./scripts/install-dependencies.sh --browser
	$(SWIFT) build --target SnapshotTesting
	$(SWIFT) build --build-tests
	ROWRASTER_PREVIEWS_E2E=1 $(SWIFT) test --skip-build

# Benchmark targets join Package.swift only with ROWRASTER_BENCHMARKS set, so `make test`
# never builds package-benchmark. They get their own build folder for the same reason.
# The run prints package-benchmark's markdown tables (unless BENCH_ARGS names a --format), in
# nanoseconds (its automatic units print whole numbers: 1.26 ms as "1"), kept in
# output/bench/last-run.md, from which scripts/bench-results.py writes the results table: a full
# run (no BENCH_ARGS) rewrites Benchmarks/RESULTS.md, a narrowed one (--filter, --skip) writes
# output/bench/RESULTS.md, and baseline or threshold commands write none.
BENCH_RESULTS ?= $(if $(strip $(BENCH_ARGS)),output/bench/RESULTS.md,Benchmarks/RESULTS.md)
BENCH_FORMAT = $(if $(findstring --format,$(BENCH_ARGS)),,--format markdown $(if $(findstring --time-units,$(BENCH_ARGS)),,--time-units nanoseconds))
BENCH_WRITES_RESULTS = $(if $(findstring --format,$(BENCH_ARGS))$(filter baseline thresholds list help,$(BENCH_ARGS)),,yes)
bench: SHELL := /bin/bash
bench: .SHELLFLAGS := -o pipefail -c
bench: setup
	@mkdir -p output/bench
	ROWRASTER_BENCHMARKS=1 $(SWIFT) package --disable-sandbox --scratch-path .build-benchmarks benchmark $(BENCH_FORMAT) $(BENCH_ARGS) | tee output/bench/last-run.md
	$(if $(BENCH_WRITES_RESULTS),python3 scripts/bench-results.py output/bench/last-run.md --out $(BENCH_RESULTS)$(if $(strip $(BENCH_ARGS)), --narrowed))

# A saved baseline and this tree side by side: the benchmarks of BENCH_BASE (a git revision,
# checked out in output/bench-base, built in .build-bench-base) are saved as package-benchmark's
# baseline "base", then this tree's run is compared with it. Narrow both runs with BENCH_ARGS,
# e.g. BENCH_ARGS="--filter 'PNG encode.*'" (one pattern per --filter: 'A|B' matches nothing).
BENCH_BASE ?= main
bench-compare: setup
	rm -rf output/bench-base && git worktree prune
	git worktree add --detach output/bench-base $(BENCH_BASE)
	cd output/bench-base && ROWRASTER_BENCHMARKS=1 $(SWIFT) package --disable-sandbox --scratch-path ../../.build-bench-base \
	  benchmark baseline update base $(BENCH_ARGS)
	mkdir -p .benchmarkBaselines && cp -R output/bench-base/.benchmarkBaselines/. .benchmarkBaselines/
	git worktree remove --force output/bench-base
	ROWRASTER_BENCHMARKS=1 $(SWIFT) package --disable-sandbox --scratch-path .build-benchmarks benchmark baseline compare base $(BENCH_ARGS)

# Instructions per PNG encode of PNG_SAMPLE (callgrind; repeatable on a busy machine, unlike
# times): libpng at zlib level 1 with SUB (RowRaster's encoder before its own) against RowRaster's.
PNG_SAMPLE ?= Goldens/GalleryGoldens/example.contact-row@3x.png
png-instructions:
	@./scripts/install-dependencies.sh --tools
	ROWRASTER_BENCHMARKS=1 $(SWIFT) build -c release --scratch-path .build-benchmarks --product PNGEncodeCount
	@./scripts/png-instructions/measure.sh .build-benchmarks/release/PNGEncodeCount $(PNG_SAMPLE)

# Every golden PNG (Goldens/, Tests/*/__Snapshots__/) rewritten by the current encoder, each
# only after its new bytes decode to exactly its old pixels; run once when the encoder changes.
reencode-goldens: build
	$$($(SWIFT) build --show-bin-path)/rowraster goldens reencode

# libFuzzer targets for the readers of untrusted bytes (PNG decoder, image comparison, run
# manifests, asset catalogs) and for the PNG encoder (random images must round-trip through
# libpng, with equal SIMD and scalar bytes): a package of its own under Fuzz/, so `make test`
# never builds or instruments them. Built in debug (its `@testable import`s need testing enabled) with
# AddressSanitizer; every Swift and C module gets libFuzzer's coverage. Each target runs
# FUZZ_SECONDS over its committed seed corpus (Fuzz/corpus/<target>), keeping what it finds in
# output/fuzz/<target> and any crash in output/fuzz/<target>-crashes/. Leak detection is off
# (both libFuzzer's per input and ASan's at exit): Foundation's own file reading
# (FileManager.contents, Data(contentsOf:)) reports a leak of its 4 KB buffer.
FUZZ_SECONDS ?= 120
FUZZ_TARGETS ?= PNGDecoder PNGEncoder ImageComparison RunManifest AssetCatalog
fuzz: setup
	cd Fuzz && $(SWIFT) build --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link
	@for target in $(FUZZ_TARGETS); do \
	  mkdir -p output/fuzz/$$target output/fuzz/$$target-crashes && \
	  ASAN_OPTIONS=detect_leaks=0 Fuzz/.build/debug/Fuzz$$target output/fuzz/$$target Fuzz/corpus/$$target -max_total_time=$(FUZZ_SECONDS) \
	    -detect_leaks=0 -rss_limit_mb=2048 -timeout=20 -print_final_stats=1 \
	    -artifact_prefix=output/fuzz/$$target-crashes/ || exit 1; \
	done
	$(MAKE) fuzz-png-window

# The PNG encoder's C core alone, on straight RGBA whose chunks end at the search window's last
# bytes (Fuzz/C/fuzz_png_window.c): C only, so it builds in seconds with AddressSanitizer. Its
# seeds (Fuzz/corpus/PNGWindow) read 4 bytes past the window before it kept 16 bytes of slack.
CLANG ?= clang
fuzz-png-window: setup
	mkdir -p output/fuzz/PNGWindow output/fuzz/PNGWindow-crashes
	$(CLANG) -g -O1 -fuse-ld=lld -fsanitize=fuzzer,address -ISources/CPNGCodec/include -ISources/CRasterKernels/include \
	  Sources/CPNGCodec/*.c Sources/CRasterKernels/*.c Fuzz/C/fuzz_png_window.c -lpng -lz -lpthread \
	  -o output/fuzz/fuzz-png-window
	ASAN_OPTIONS=detect_leaks=0 output/fuzz/fuzz-png-window output/fuzz/PNGWindow Fuzz/corpus/PNGWindow \
	  -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=2048 -timeout=20 -print_final_stats=1 \
	  -artifact_prefix=output/fuzz/PNGWindow-crashes/

# The DocC catalogues of RowRaster, RowRasterCore, RowRasterGoldens, RowRasterTesting and RowRasterSnapshotTesting, into
# output/docs/ (open output/docs/RowRaster.doccarchive with `docc preview`, or serve it). Any
# DocC warning (an unresolved symbol link, an undocumented parameter) fails it; CI runs it. The
# plugin joins the package only with ROWRASTER_DOCS set, in its own build folder.
DOCS_TARGETS = --target RowRaster --target RowRasterCore --target RowRasterGoldens --target RowRasterTesting --target RowRasterSnapshotTesting
docs: setup
	ROWRASTER_DOCS=1 $(SWIFT) build --scratch-path .build-docs --target SnapshotTesting
	ROWRASTER_DOCS=1 $(SWIFT) package --scratch-path .build-docs --disable-sandbox generate-documentation \
	  $(DOCS_TARGETS) --warnings-as-errors --output-path output/docs

# The whole test suite under AddressSanitizer, then the parallel-raster scroll simulations
# under ThreadSanitizer; each sanitizer has its own build folder, so `make test` stays as it is.
# Memory errors fail the run; leaks are reported only with SANITIZE_LEAKS=1, since LeakSanitizer
# lists about 40,000 small allocations at exit (text resolution, symbols, Foundation) still to
# be sorted into real leaks and per-thread caches that live until exit.
SANITIZE_LEAKS ?= 0
sanitize: setup
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=$(SANITIZE_LEAKS) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
	$(MAKE) sanitize-thread

# The ThreadSanitizer part alone (CI runs it after `make test`): the tests that rasterize on
# several threads, a scroll simulation's workers and the frame tools.
sanitize-thread: setup
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter 'ScrollSimulationTests|FrameToolsTests|PNGEncoderThreadTests|PNGEncoderChunkTests'

# Previews per second of the example package, one worker process against one per core.
bench-previews:
	@./scripts/install-dependencies.sh --tools
	./scripts/bench-previews.sh

# From a saved edit to new PNGs under `rowraster previews --watch` (Examples/PreviewsDemo).
bench-watch: setup
	./scripts/bench-watch.sh

# One previews run against --shard runs and their --merge (Examples/PreviewsDemo).
bench-merge: setup
	./scripts/bench-merge.sh

# From a new package to its first contact sheet, with an empty shared build folder and then with
# RowRaster already built there for another package.
bench-first-run: setup
	./scripts/bench-first-run.sh

# The first frame of `rowraster frames lazy-list` in ten fresh processes, each beside the C
# reference row timed just before it: ratios and the warm-up each process did before frame 0,
# written into Benchmarks/RESULTS.md (its own section, which `make bench` keeps).
bench-first-frame: setup
	python3 scripts/first-frame/measure.py $(FIRST_FRAME_ARGS)

# One row to a PNG in a fresh process, beside the C program (scripts/process-start/measure.sh):
# the command linked dynamically and statically, timed by hyperfine and counted by callgrind.
# BASE_CLI=/path/to/rowraster adds other builds of the command (several separated by ":").
process-start: cli-static
	@./scripts/install-dependencies.sh --tools
	./scripts/process-start/measure.sh

# The command line with the Swift runtime and Foundation linked in, so a fresh process loads and
# relocates no Swift shared libraries: .build-static/release/rowraster, which runs on machines
# without a Swift toolchain (with the Debian packages of scripts/install-dependencies.sh).
# `--static-swift-stdlib` is a flag of the build, not of Package.swift: unsafeFlags there would
# stop the package from being used as a dependency, which `rowraster previews` relies on.
# The compiler flag makes code ask for a concrete generic type's metadata through its accessor,
# which hands over the conformances it needs, instead of by mangled name, which makes the
# runtime look each conformance up by scanning all of the binary's conformance records (7,700)
# the first time: 10 million fewer instructions, about 1 ms, for one row in a fresh process.
CLI_STATIC_FLAGS = --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
cli-static: setup
	$(SWIFT) build -c release $(CLI_STATIC_FLAGS) --product rowraster --scratch-path .build-static

clean:
	rm -rf .build .build-release .build-static .build-benchmarks .build-bench-base .build-asan .build-tsan .build-docs output/docs Fuzz/.build output/gallery output/golden-failures output/golden-runs output/fuzz \
	  Examples/PreviewsDemo/.build Examples/PreviewsDemo/output Examples/PreviewsDemo/Goldens

# SwiftUI's public interface against RowRaster, call by call (scripts/api-coverage): rewrites
# Tests/APICoverageTests/Generated, scripts/api-coverage/coverage.tsv and the DocC article
# APICoverage.md. Give it the iOS SDK's SwiftUI.swiftinterface and, from iOS 18 on, its
# SwiftUICore.swiftinterface (SWIFTUI_INTERFACE=SwiftUI-path:SwiftUICore-path, SWIFTUI_SDK="iOS 18.6");
# they are read for names and signatures only and never copied into the repository.
api-coverage: setup
	@./scripts/api-coverage/api-coverage

# How many names of an SF Symbols name list Image(systemName:) draws, overall and per category:
# NAMES=file (one name a line, produced from a public source; never committed), optionally
# CATEGORIES=file (name<TAB>category,category…). See scripts/symbol-coverage.
symbol-coverage:
	@test -n "$(NAMES)" || { echo "make symbol-coverage NAMES=file [CATEGORIES=file]"; exit 2; }
	@./scripts/symbol-coverage --names "$(NAMES)" $(if $(CATEGORIES),--categories "$(CATEGORIES)")
