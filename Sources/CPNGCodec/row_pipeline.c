/* The rows of one encode filtered on several cores, tokenized in order on the calling thread.
 *
 * Converting, filtering and summing a row (Adler-32) depend only on that row and the one
 * above, so chunks of rows can be done by anyone in any order; the run search and the Huffman
 * code are sequential. The calling thread tokenizes chunk after chunk as they are done, and
 * whenever the next one is not done yet it claims and filters a chunk itself. A small fixed
 * pool of workers (one per further core, at most three, started once and asleep between
 * encodes) claims chunks the same way. Who filters a chunk changes nothing in its bytes, and
 * the search sees the same stream, so the file is byte for byte that of one thread; with no
 * worker free (another encode holds the pool, or the machine has one core) the calling thread
 * simply does everything. */

#include "fast_png_internal.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>

#if RR_HAVE_SSE2
#include <emmintrin.h>
#endif

enum { MAX_WORKERS = 3 };

static struct {
    pthread_mutex_t mutex;
    pthread_cond_t wake;
    rr_row_job *job;      /* the encode the workers may join, NULL between encodes */
    uint64_t generation;  /* counts jobs, so a worker joins each at most once */
    int workers;
} pool = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, 0, 0};

static pthread_once_t pool_once = PTHREAD_ONCE_INIT;

/* A short busy wait, then the core is given up: a worker that was preempted holding a chunk
   must get to run on a machine busy with other work. */
static void pause_or_yield(unsigned *spins) {
    if (++*spins < 64) {
#if RR_HAVE_SSE2
        _mm_pause();
#endif
        return;
    }
    *spins = 0;
    sched_yield();
}

/* Converts (when premultiplied), filters and sums the rows of chunk `c`. `rows` holds two
   converted rows; the chunk's first row needs the one above it converted again. */
static void produce_chunk(rr_row_job *job, uint32_t c, uint8_t *rows) {
    const uint32_t y0 = c * job->rows_per_chunk;
    const uint32_t y1 = y0 + job->rows_per_chunk < job->height ? y0 + job->rows_per_chunk : job->height;
    uint8_t *converted[2] = {rows, rows + job->row_bytes};
    if (job->premultiplied && y0 > 0)
        rr_unpremultiply_row(job->pixels + (size_t)(y0 - 1) * job->stride, job->width, converted[(y0 - 1) & 1],
                             job->simd);
    uint32_t adler = 1;
    for (uint32_t y = y0; y < y1; y++) {
        const uint8_t *row = job->pixels + (size_t)y * job->stride, *prior = y ? row - job->stride : NULL;
        if (job->premultiplied) {
            rr_unpremultiply_row(row, job->width, converted[y & 1], job->simd);
            row = converted[y & 1];
            prior = y ? converted[(y - 1) & 1] : NULL;
        }
        uint8_t *filtered = job->filtered + (size_t)y * job->line;
        rr_filter_row(row, prior, job->row_bytes, filtered, job->simd);
        adler = rr_adler32(adler, filtered, job->line, job->simd);
    }
    job->chunk_adler[c] = adler;
    atomic_store_explicit(&job->done[c], 1, memory_order_release);
}

/* Claims and produces chunks until none is left. */
static void produce_claimed(rr_row_job *job, uint8_t *rows) {
    for (;;) {
        const uint32_t c = atomic_fetch_add_explicit(&job->next_claim, 1, memory_order_relaxed);
        if (c >= job->chunks) return;
        produce_chunk(job, c, rows);
    }
}

static void *worker_main(void *unused) {
    (void)unused;
    uint8_t *rows = NULL;
    size_t capacity = 0;
    uint64_t seen = 0;
    pthread_mutex_lock(&pool.mutex);
    for (;;) {
        while (!pool.job || pool.generation == seen) pthread_cond_wait(&pool.wake, &pool.mutex);
        seen = pool.generation;
        rr_row_job *job = pool.job;
        /* Joining under the mutex: rr_rows_end withdraws the job under it too, so once it has
           the job is never joined again, and it need only wait for `active` to fall to 0. */
        const int joined = atomic_fetch_sub_explicit(&job->helpers_left, 1, memory_order_relaxed) > 0;
        if (joined) atomic_fetch_add_explicit(&job->active, 1, memory_order_relaxed);
        pthread_mutex_unlock(&pool.mutex);
        if (joined) {
            const size_t needed = 2 * job->row_bytes;
            if (needed > capacity) {
                free(rows);
                rows = malloc(needed);
                capacity = rows ? needed : 0;
            }
            if (rows) produce_claimed(job, rows); /* out of memory: the caller does the work */
            atomic_fetch_sub_explicit(&job->active, 1, memory_order_release);
        }
        pthread_mutex_lock(&pool.mutex);
    }
    return NULL;
}

static void start_pool(void) {
    const long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int wanted = cores > 1 ? (int)(cores - 1) : 0;
    if (wanted > MAX_WORKERS) wanted = MAX_WORKERS;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 256 * 1024);
    for (int k = 0; k < wanted; k++) {
        pthread_t thread;
        if (pthread_create(&thread, &attributes, worker_main, NULL) != 0) break;
        pool.workers++; /* before any job is offered: read only under pool.mutex afterwards */
    }
    pthread_attr_destroy(&attributes);
}

int rr_rows_begin(rr_row_job *job, int helpers) {
    atomic_init(&job->next_claim, 0);
    atomic_init(&job->active, 0);
    atomic_init(&job->helpers_left, helpers);
    for (uint32_t c = 0; c < job->chunks; c++) atomic_init(&job->done[c], 0);
    if (helpers <= 0) return 0;
    pthread_once(&pool_once, start_pool);
    pthread_mutex_lock(&pool.mutex);
    const int offered = pool.workers > 0 && !pool.job;
    if (offered) {
        pool.job = job;
        pool.generation++;
        pthread_cond_broadcast(&pool.wake);
    }
    pthread_mutex_unlock(&pool.mutex);
    return offered;
}

void rr_rows_wait(rr_row_job *job, uint32_t c, uint8_t *rows) {
    unsigned spins = 0;
    while (!atomic_load_explicit(&job->done[c], memory_order_acquire)) {
        const uint32_t claimed = atomic_fetch_add_explicit(&job->next_claim, 1, memory_order_relaxed);
        if (claimed < job->chunks) {
            produce_chunk(job, claimed, rows);
            spins = 0;
        } else {
            pause_or_yield(&spins); /* a worker has chunk c in hand */
        }
    }
}

void rr_rows_end(rr_row_job *job, int offered) {
    if (!offered) return;
    pthread_mutex_lock(&pool.mutex);
    pool.job = NULL;
    pthread_mutex_unlock(&pool.mutex);
    unsigned spins = 0;
    while (atomic_load_explicit(&job->active, memory_order_acquire) > 0) pause_or_yield(&spins);
}
