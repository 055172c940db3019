#!/bin/sh
# Instructions per PNG encode, by callgrind: each encoder runs 1 and 11 encodes of the sample's
# pixels, and the difference over 10 is one encode without the decode and process start.
#   scripts/png-instructions.sh <PNGEncodeCount binary> <sample.png>
set -eu
sample=$2
# Valgrind 3.19 cannot read the debug information of Swift 6 release builds: run a stripped copy.
binary=$(mktemp)
trap 'rm -f "$binary"' EXIT
strip -o "$binary" "$1"
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$sample" "$1" "$2" 2>&1 |
        sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
old=""
for encoder in libpng-sub1 rowraster; do
    one=$(instructions "$encoder" 1)
    eleven=$(instructions "$encoder" 11)
    per=$(( (eleven - one) / 10 ))
    echo "$encoder: $per instructions per encode of $sample"
    if [ -n "$old" ]; then
        echo "rowraster / libpng-sub1: $(awk "BEGIN { printf \"%.3f\", $per / $old }")"
    fi
    old=$per
done
