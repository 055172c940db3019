#!/bin/sh
# From a saved edit to new PNGs under `rowraster previews --watch`, in Examples/PreviewsDemo:
# the watch is started, then one row file gets a real edit (a comment line, so the compiler has
# something to compile) RUNS times; the figure each save prints is collected. The file is
# restored on exit.
# Usage: scripts/bench-watch.sh [RUNS]
set -eu
cd "$(dirname "$0")/.."
runs="${1:-5}"
swift build --product rowraster >/dev/null
rowraster="$(swift build --show-bin-path)/rowraster"
file=Examples/PreviewsDemo/Sources/PreviewsDemo/InboxRow.swift
out="$(mktemp -d)"
cp "$file" "$out/original.swift"
"$rowraster" previews --package Examples/PreviewsDemo --watch >"$out/watch.log" 2>&1 &
watch=$!
trap 'kill $watch 2>/dev/null; cp "$out/original.swift" "$file"; rm -rf "$out"' EXIT INT TERM
until grep -q "^watching" "$out/watch.log"; do
    kill -0 $watch 2>/dev/null || { cat "$out/watch.log" >&2; exit 1; }
    sleep 0.5
done
saves=0
while [ "$saves" -lt "$runs" ]; do
    saves=$((saves + 1))
    printf '\n// bench-watch edit %s\n' "$saves" >>"$file"
    until [ "$(grep -c 's from the save to the new images' "$out/watch.log")" -ge "$saves" ]; do
        kill -0 $watch 2>/dev/null || { cat "$out/watch.log" >&2; exit 1; }
        sleep 0.1
    done
    sleep 1
done
grep 's from the save to the new images' "$out/watch.log" | python3 -c '
import statistics, sys
seconds = [float(line.split()[0]) for line in sys.stdin]
print(f"save to new PNGs, {len(seconds)} edits of one row file: median {statistics.median(seconds):.1f} s, "
      f"best {min(seconds):.1f} s, worst {max(seconds):.1f} s")
'
echo "load average while measured: $(cut -d" " -f1-3 /proc/loadavg)"
