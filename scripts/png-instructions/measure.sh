#!/bin/sh
# Instructions per PNG encode, by callgrind: each encoder runs 1 and 11 encodes of the sample's
# pixels, and the difference over 10 is one encode without the decode and process start.
#   scripts/png-instructions/measure.sh <PNGEncodeCount binary> <sample.png>
# Encoders: libpng at zlib 1 with SUB (RowRaster's before its own), then RowRaster's from RGBA8
# and from premultiplied ARGB32 (a rendered surface), each on one thread and on two. Callgrind
# runs the threads one at a time and counts all of them, so the two-thread figures are the total
# work (what splitting costs), not the time; the one-thread ones compare old and new code.
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
libpng=""
for encoder in libpng-sub1 rowraster-1thread rowraster-2threads rowraster-argb32-1thread rowraster-argb32-2threads; do
    one=$(instructions "$encoder" 1)
    eleven=$(instructions "$encoder" 11)
    per=$(( (eleven - one) / 10 ))
    if [ -z "$libpng" ]; then
        libpng=$per
        echo "$encoder: $per instructions per encode of $sample"
    else
        echo "$encoder: $per instructions per encode ($(awk "BEGIN { printf \"%.3f\", $per / $libpng }")× libpng-sub1)"
    fi
done
