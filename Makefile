# RowRaster: `make demo` renders the example rows, `make test` runs every test.
# Both install the Debian packages they need first (scripts/install-dependencies.sh).

SWIFT ?= swift
GALLERY_DIR ?= output/gallery

.PHONY: setup build demo test bench clean

setup:
	@./scripts/install-dependencies.sh

build: setup
	$(SWIFT) build --product rowraster

demo: build
	$$($(SWIFT) build --show-bin-path)/rowraster gallery --out $(GALLERY_DIR)

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Benchmark targets join Package.swift only with ROWRASTER_BENCHMARKS set, so `make test`
# never builds package-benchmark. They get their own build folder for the same reason.
bench: setup
	ROWRASTER_BENCHMARKS=1 $(SWIFT) package --disable-sandbox --scratch-path .build-benchmarks benchmark $(BENCH_ARGS)

clean:
	rm -rf .build .build-benchmarks output/gallery output/golden-failures output/golden-runs
