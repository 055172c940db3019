#!/bin/sh
# One row to a PNG in a fresh process: `rowraster gallery --only complex-visual-row` from two
# release builds, linked against the shared Swift runtime and with it linked in
# (`make cli-static` builds it, first: `make process-start` does), beside the hand-written C program
# drawing the same row and writing the same PNG format; timed in one hyperfine run (Debian's
# package) and in rounds that run each command in turn (interleaved.py: the ratios to quote),
# then one run of each under callgrind for instruction counts, which stay put on a busy machine
# where times do not. BASE_CLI=/path/to/rowraster adds other builds of the
# command (older revisions', say; several separated by ":") to each of the three.
# Usage: scripts/process-start/measure.sh [RUNS]
set -eu
cd "$(dirname "$0")/../.."
runs="${1:-30}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
command -v hyperfine >/dev/null || { echo "error: hyperfine is missing: scripts/install-dependencies.sh --tools" >&2; exit 2; }
cc -O2 -o "$out/reference-row-png" scripts/process-start/reference_row_png.c -IBenchmarks/CReferenceRow/include \
    $(pkg-config --cflags --libs pangocairo cairo libpng) -lm
swift build -c release --product rowraster --scratch-path .build-release >/dev/null
[ -x .build-static/release/rowraster ] || { echo "error: build the static command first: make cli-static" >&2; exit 2; }
row="gallery --only complex-visual-row --out $out"
set -- "$out/reference-row-png $out/c.png" ".build-release/release/rowraster $row" ".build-static/release/rowraster $row"
for base in $(echo "${BASE_CLI:-}" | tr ':' ' '); do set -- "$@" "$base $row"; done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
hyperfine -N --warmup 3 --runs "$runs" "$@"
# The same commands again in turn, round by round: the ratios to take (see interleaved.py).
python3 scripts/process-start/interleaved.py --results "$runs" "$@"
if command -v valgrind >/dev/null; then
    echo "Instructions (callgrind, one run each):"
    for command in "$@"; do
        # Valgrind 3.19 cannot read the debug information of Swift 6 builds: a copy without it
        # runs instead (the gallery's resources are found by their absolute build path).
        binary=${command%% *}
        strip --strip-debug -o "$out/counted" "$binary"
        # The "Collected" line counts every instruction the process ran, the loader's included.
        count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/counted" ${command#* } 2>&1 >/dev/null |
            sed -n 's/.*Collected : //p')
        echo "  $count  $command"
    done
fi
