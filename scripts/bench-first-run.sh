#!/bin/sh
# From a new package to its first contact sheet, as a user meets `rowraster previews`:
# Examples/PreviewsDemo with an empty shared build folder (cold: RowRaster, swift-syntax and the
# package compile), then Examples/ComponentKit, a package written for Xcode, with RowRaster already
# built there for the first (warm: only its own code and the runner compile). Each package's own
# runner folder is removed first, so both start as new packages do.
# Usage: scripts/bench-first-run.sh
set -eu
cd "$(dirname "$0")/.."
swift build --product rowraster >/dev/null
rowraster="$(swift build --show-bin-path)/rowraster"
cache="$(mktemp -d)"
trap 'rm -rf "$cache"' EXIT
for package in Examples/PreviewsDemo Examples/ComponentKit; do
    rm -rf "$package/.build/rowraster-previews"
    start=$(date +%s.%N)
    ROWRASTER_PREVIEWS_BUILD="$cache" "$rowraster" previews --package "$package" | tail -1
    end=$(date +%s.%N)
    python3 -c "import sys; print(f'{sys.argv[1]}: {float(sys.argv[3]) - float(sys.argv[2]):.0f} s to the first contact sheet')" \
        "$package" "$start" "$end"
done
echo "cores: $(nproc); load average at the end: $(cut -d" " -f1-3 /proc/loadavg)"
