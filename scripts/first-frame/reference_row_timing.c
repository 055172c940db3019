// The hand-written C reference row (Benchmarks/CReferenceRow) drawn again and again in one
// process, as the benchmarks' "C reference row" is: prints the median of the warm draws in
// microseconds, the yardstick a first frame is measured against (scripts/first-frame/measure.sh).
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "../../Benchmarks/CReferenceRow/reference_row.c"

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int draws = argc > 1 ? atoi(argv[1]) : 200;
    if (draws < 1 || draws > 100000) { fprintf(stderr, "usage: %s [DRAWS]\n", argv[0]); return 2; }
    rr_reference_row *row = rr_reference_row_create();
    for (int i = 0; i < 20; i++) rr_reference_row_render(row);
    double *times = malloc(sizeof(double) * (size_t)draws);
    for (int i = 0; i < draws; i++) {
        struct timespec start, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        rr_reference_row_render(row);
        clock_gettime(CLOCK_MONOTONIC, &end);
        times[i] = (double)(end.tv_sec - start.tv_sec) * 1e6 + (double)(end.tv_nsec - start.tv_nsec) / 1e3;
    }
    qsort(times, (size_t)draws, sizeof(double), compare);
    printf("%.1f\n", times[draws / 2]);
    // Keeps the drawing observable.
    if (rr_reference_row_pixel(row, 10, 10) == 0x12345678) putchar(' ');
    rr_reference_row_destroy(row);
    free(times);
    return 0;
}
