#!/bin/sh
# Previews rendered per second for Examples/PreviewsDemo (twenty previews, after the build):
# its runner (a debug build, as `rowraster previews` always builds it) on one worker process and
# on one per core, side by side in one hyperfine run (Debian's package).
# Usage: scripts/bench-previews.sh [RUNS]
set -eu
cd "$(dirname "$0")/.."
runs="${1:-10}"
command -v hyperfine >/dev/null || { echo "error: hyperfine is missing: scripts/install-dependencies.sh --tools" >&2; exit 2; }
swift build -c release --product rowraster --scratch-path .build-release >/dev/null
# Builds the example's runner (and renders once, which also warms the file cache).
.build-release/release/rowraster previews --package Examples/PreviewsDemo >/dev/null
# The runner of the last build, as the command copied it beside the manifest.
runner="$(ls -td Examples/PreviewsDemo/.build/rowraster-previews/bin/*/RowRasterPreviewsRunner | head -1)"
cores="$(nproc)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
hyperfine -N --warmup 2 --runs "$runs" --export-json "$out/previews.json" \
    "$runner --root Examples/PreviewsDemo --jobs 1" \
    "$runner --root Examples/PreviewsDemo --jobs $cores"
python3 - "$out/previews.json" "$cores" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
one, all_cores = (r["median"] for r in results)
print(f"1 worker: {20 / one:.1f} previews/s ({one * 1000:.0f} ms); {sys.argv[2]} workers: "
      f"{20 / all_cores:.1f} previews/s ({all_cores * 1000:.0f} ms); {one / all_cores:.2f}x")
PY
