#!/bin/sh
# `--shard i/n` and `--merge` on Examples/PreviewsDemo: the render time of one whole run, of
# each of N shards (what each CI machine of a matrix would spend after its build), and of the
# merge that joins the shards' outputs. The runner is built first, so no figure includes a build.
# Usage: scripts/bench-merge.sh [N]
set -eu
cd "$(dirname "$0")/.."
shards="${1:-3}"
swift build --product rowraster >/dev/null
rowraster="$(swift build --show-bin-path)/rowraster"
cd Examples/PreviewsDemo
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT INT TERM
"$rowraster" previews >/dev/null 2>&1 # builds the runner
seconds() { python3 -c 'import sys, time; print(f"{time.time() - float(sys.argv[1]):.2f}")' "$1"; }
now() { python3 -c 'import time; print(time.time())'; }
start=$(now)
"$rowraster" previews --json output/previews/summary.json >/dev/null 2>&1
echo "one run, 20 previews: $(seconds "$start") s"
i=1
while [ "$i" -le "$shards" ]; do
    start=$(now)
    "$rowraster" previews --shard "$i/$shards" --json output/previews/summary.json >/dev/null 2>&1
    echo "shard $i/$shards: $(seconds "$start") s"
    mv output/previews "$out/shard$i"
    i=$((i + 1))
done
start=$(now)
"$rowraster" previews --merge "$out"/shard* >/dev/null 2>&1
echo "merge of $shards shards: $(seconds "$start") s"
echo "load average while measured: $(cut -d" " -f1-3 /proc/loadavg)"
