#!/bin/sh
# One row to a PNG in a fresh process: `rowraster gallery --only complex-visual-row` (release
# build) beside the hand-written C program drawing the same row and writing the same PNG format,
# timed by hyperfine (Debian's package). Usage: scripts/process-start/measure.sh [RUNS]
set -eu
cd "$(dirname "$0")/../.."
runs="${1:-30}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
command -v hyperfine >/dev/null || { echo "error: hyperfine is missing: scripts/install-dependencies.sh --tools" >&2; exit 2; }
cc -O2 -o "$out/reference-row-png" scripts/process-start/reference_row_png.c -IBenchmarks/CReferenceRow/include \
    $(pkg-config --cflags --libs pangocairo cairo libpng) -lm
swift build -c release --product rowraster --scratch-path .build-release >/dev/null
hyperfine -N --warmup 3 --runs "$runs" \
    "$out/reference-row-png $out/c.png" \
    ".build-release/release/rowraster gallery --only complex-visual-row --out $out"
