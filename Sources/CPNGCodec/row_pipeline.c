/* The rows of one encode converted, filtered, summed and searched on several cores.
 *
 * Converting, filtering and summing a row (Adler-32) depend only on that row and the one
 * above, so chunks of rows can be done by anyone in any order. The run search is sequential:
 * where it stands depends on everything before. So each chunk's part of the stream is also
 * searched on its own, from just inside the chunk's start, with the steps of its first bytes
 * logged; the calling thread then joins the parts in order (rr_rows_join): where the search
 * coming from the start of the stream reaches a step the chunk's own search also took, the two
 * take the same steps from there on, and the chunk's tokens are taken as they are. Until it
 * does (usually within a row: both end a run at the same byte) the calling thread takes the
 * steps itself (rr_rows_join). The tokens are thus exactly those of one search over the whole
 * stream.
 *
 * Chunks are claimed by the calling thread (whenever the next one it needs is not done) and by
 * a small fixed pool of workers: one per further core, at most three, started once, watching
 * for a while after each encode and then asleep. Who did a chunk changes none of its bytes;
 * with no worker free (another encode holds the pool, or the machine has one core) the calling
 * thread simply does all. Each thread reads back only what it filtered itself, while it is in
 * its cache. Once the chunks are joined the same threads write the pieces of the deflate block
 * (deflate_pieces.c). */

#include "fast_png_internal.h"

#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
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
    int sleeping;         /* workers waiting on `wake` */
    _Atomic uint64_t offered; /* `generation`, for workers watching without the mutex */
} pool = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, 0, 0, 0, 0};

/* How long a worker done with a job watches for the next before it sleeps. Waking a sleeping
   worker took 16-24 µs here (an idle virtual core is woken through the hypervisor), a fifth of
   an encode on two cores, and the wake-up call itself 3 % of the calling thread's time; encodes
   come in runs (a list's rows, goldens, a benchmark; a row renders in 0.1-0.2 ms between two),
   so a worker that watches a while (yielding its core to anything else that wants it) is
   usually there when the next begins. A process that encodes once pays half a millisecond of
   one core's time. */
enum { WATCH_NANOSECONDS = 500 * 1000 };

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

/* Steps logged per chunk, from its start: the search from the start of the stream usually
   joins the chunk's own search within a row or two. */
enum { LOG_BYTES = 16 << 10, LOG_STEPS = 4096 };

size_t rr_segment_start(const rr_row_job *job, uint32_t c) {
    return c == 0 ? 0 : (size_t)c * job->rows_per_chunk * job->image.line + 4;
}

/* Converts (when premultiplied), filters and sums the rows of chunk `c` into its region, with
   the extra rows after it, and searches its part of the stream from rr_segment_start on to
   the first step at or past the next chunk's start. `rows` holds two converted rows; the
   chunk's first row needs the one above it converted again. */
static void produce_chunk(rr_row_job *job, uint32_t c, uint8_t *rows) {
    const rr_image *image = &job->image;
    const uint32_t y0 = c * job->rows_per_chunk;
    const uint32_t y1 = y0 + job->rows_per_chunk < image->height ? y0 + job->rows_per_chunk : image->height;
    const uint32_t y2 = y1 + job->extra_rows < image->height ? y1 + job->extra_rows : image->height;
    uint8_t *region = job->regions + (size_t)c * job->region_size;
    uint8_t *const converted[2] = {rows, rows + image->row_bytes};
    if (image->premultiplied && y0 > 0)
        rr_unpremultiply_row(image->pixels + (size_t)(y0 - 1) * image->stride, image->width,
                             converted[(y0 - 1) & 1], image->simd);
    uint32_t adler = 1;
    int filter = RR_FILTER_SUB;
    for (uint32_t y = y0; y < y2; y++)
        filter = rr_filter_image_row(image, y, converted, region + (size_t)(y - y0) * image->line, filter,
                                     y < y1 ? &adler : NULL);
    job->chunk_adler[c] = adler;

    rr_segment *segment = &job->segments[c];
    const size_t base = (size_t)y0 * image->line, total = (size_t)image->height * image->line;
    const size_t start = rr_segment_start(job, c);
    const int last = c + 1 == job->chunks;
    rr_tokenize_begin(&segment->tokens, start);
    segment->log.count = 0;
    segment->log.until = start + LOG_BYTES;
    segment->log.max_steps = LOG_STEPS;
    segment->failed =
        rr_tokenize_steps(region, base, (size_t)y2 * image->line, total, last ? SIZE_MAX : rr_segment_start(job, c + 1),
                          &segment->tokens, &segment->log, image->simd) != 0 ||
        (last && rr_tokenize_finish(region, base, total, &segment->tokens, image->simd) != 0);
    rr_tokens_tally(&segment->tokens);
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

/* Writes claimed pieces of the deflate block until none is left. */
static void write_claimed(rr_row_job *job) {
    for (;;) {
        const uint32_t p = atomic_fetch_add_explicit(&job->next_piece, 1, memory_order_relaxed);
        if (p >= job->pieces) return;
        job->piece(job->piece_context, p);
        atomic_fetch_sub_explicit(&job->pieces_left, 1, memory_order_release);
    }
}

/* A worker done with the chunks waits for the pieces (the calling thread joins the last
   searches and builds the code meanwhile, a few microseconds) and writes those it claims. */
static void wait_for_pieces(rr_row_job *job) {
    unsigned spins = 0;
    int state;
    while ((state = atomic_load_explicit(&job->pieces_state, memory_order_acquire)) == 0) pause_or_yield(&spins);
    if (state == 1) write_claimed(job);
}

static void *worker_main(void *unused) {
    (void)unused;
    uint8_t *rows = NULL;
    size_t capacity = 0;
    uint64_t seen = 0;
    for (;;) {
        const uint64_t until = rr_monotonic_nanoseconds() + WATCH_NANOSECONDS;
        unsigned spins = 0;
        while (atomic_load_explicit(&pool.offered, memory_order_relaxed) == seen) {
            pause_or_yield(&spins);
            if (spins == 0 && rr_monotonic_nanoseconds() >= until) break;
        }
        pthread_mutex_lock(&pool.mutex);
        while (!pool.job || pool.generation == seen) {
            if (!pool.job) seen = pool.generation; /* a job offered meanwhile is over */
            pool.sleeping++;
            pthread_cond_wait(&pool.wake, &pool.mutex);
            pool.sleeping--;
        }
        seen = pool.generation;
        rr_row_job *job = pool.job;
        /* Joining under the mutex: rr_rows_end withdraws the job under it too, so once it has
           the job is never joined again, and it need only wait for `active` to fall to 0. */
        const int joined = atomic_fetch_sub_explicit(&job->helpers_left, 1, memory_order_relaxed) > 0;
        if (joined) atomic_fetch_add_explicit(&job->active, 1, memory_order_relaxed);
        pthread_mutex_unlock(&pool.mutex);
        if (joined) {
            const size_t needed = 2 * job->image.row_bytes;
            if (needed > capacity) {
                free(rows);
                rows = malloc(needed);
                capacity = rows ? needed : 0;
            }
            if (rows) produce_claimed(job, rows); /* out of memory: the caller does the work */
            wait_for_pieces(job);
            atomic_fetch_sub_explicit(&job->active, 1, memory_order_release);
        }
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
    atomic_init(&job->pieces_state, 0);
    atomic_init(&job->next_piece, 0);
    atomic_init(&job->pieces_left, 0);
    job->pieces = 0;
    job->workers = 0;
    for (uint32_t c = 0; c < job->chunks; c++) atomic_init(&job->done[c], 0);
    if (helpers <= 0) return 0;
    pthread_once(&pool_once, start_pool);
    pthread_mutex_lock(&pool.mutex);
    const int offered = pool.workers > 0 && !pool.job;
    job->workers = offered ? (pool.workers < helpers ? pool.workers : helpers) : 0;
    if (offered) {
        pool.job = job;
        pool.generation++;
        atomic_store_explicit(&pool.offered, pool.generation, memory_order_relaxed);
        if (pool.sleeping) pthread_cond_broadcast(&pool.wake);
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

void rr_rows_pieces(rr_row_job *job, void (*piece)(void *context, uint32_t piece), void *context, uint32_t count) {
    job->piece = piece;
    job->piece_context = context;
    job->pieces = count;
    atomic_store_explicit(&job->pieces_left, count, memory_order_relaxed);
    atomic_store_explicit(&job->pieces_state, count ? 1 : 2, memory_order_release);
    write_claimed(job);
    unsigned spins = 0;
    while (atomic_load_explicit(&job->pieces_left, memory_order_acquire) > 0) pause_or_yield(&spins);
}

void rr_rows_end(rr_row_job *job, int offered) {
    if (!offered) return;
    /* Workers still waiting for pieces that will not come may leave. */
    int pending = 0;
    atomic_compare_exchange_strong_explicit(&job->pieces_state, &pending, 2, memory_order_release, memory_order_relaxed);
    pthread_mutex_lock(&pool.mutex);
    pool.job = NULL;
    pthread_mutex_unlock(&pool.mutex);
    unsigned spins = 0;
    while (atomic_load_explicit(&job->active, memory_order_acquire) > 0) pause_or_yield(&spins);
}

/* Joins chunk c's own search to the search from the start of the stream (`out`, which stands
   at or past the chunk's start): at the first step both take, the chunk's tokens are taken
   from there on; until then, or when no logged step is met, `out` takes the steps itself over
   the chunk's region. Returns 0, -1 out of memory. */
int rr_rows_join(const rr_row_job *job, uint32_t c, rr_tokens *out) {
    const rr_segment *segment = &job->segments[c];
    const int last = c + 1 == job->chunks;
    const rr_image *image = &job->image;
    const size_t base = (size_t)c * job->rows_per_chunk * image->line, total = (size_t)image->height * image->line;
    const size_t stop = last ? SIZE_MAX : rr_segment_start(job, c + 1);
    const uint32_t end_row = (c + 1) * job->rows_per_chunk + job->extra_rows;
    const size_t available = (size_t)(end_row < image->height ? end_row : image->height) * image->line;
    const uint8_t *region = job->regions + (size_t)c * job->region_size;
    if (c == 0) {
        const rr_step from_start = {0, 0, 0, 0};
        return rr_tokens_append(out, &segment->tokens, &from_start);
    }
    size_t k = 0;
    while (out->position < stop) {
        while (k < segment->log.count && segment->log.steps[k].position < out->position) k++;
        if (k < segment->log.count && segment->log.steps[k].position == out->position)
            return rr_tokens_append(out, &segment->tokens, &segment->log.steps[k]);
        const size_t before = out->position;
        /* Past the logged steps nothing can be met: the rest of the chunk in one go. */
        const size_t until = k < segment->log.count ? before + 1 : stop;
        if (rr_tokenize_steps(region, base, available, total, until, out, NULL, image->simd) != 0) return -1;
        if (out->position == before) break; /* the end of the stream: no step fits */
    }
    return last ? rr_tokenize_finish(region, base, total, out, image->simd) : 0;
}

/* Whether an image eligible for several cores gets them is decided by how fast each way has
   been lately. Two threads were 1.4× faster than one here on an idle machine; with a compiler
   running on the other core they were 1.1-1.5× slower (the threads compete for the cores with
   it; both threads together also needed more CPU time than one alone, as if the two virtual
   cores shared execution units), and that is not visible from inside (the calling thread is
   seldom preempted, it just runs slower). So each way's time per stream byte is kept as a
   moving average (a quarter of each new time), the faster is taken, and every 16th encode
   tries the other. Each way's first time is left out: it includes starting the workers and
   the first touch of the scratch memory, many times an encode, and the average took hundreds
   of encodes to forget it. This thread alone is measured first: a process that writes one PNG
   (the command line on one row) then never starts the workers nor touches the several-core
   scratch: for the complex row's PNG (1170 × 216 px) in a fresh process, encoding on the
   cores faulted in 341 pages of memory besides starting a thread, this thread alone 69. The
   bytes are the same either way. */
static _Atomic uint64_t picoseconds_per_byte[2]; /* [0] alone, [1] on cores; 0: not measured yet */
static _Atomic uint32_t eligible_encodes, times_seen[2];

uint64_t rr_monotonic_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

int rr_cores_pay(void) {
    const uint32_t n = atomic_fetch_add_explicit(&eligible_encodes, 1, memory_order_relaxed);
    const uint64_t alone = atomic_load_explicit(&picoseconds_per_byte[0], memory_order_relaxed);
    const uint64_t cores = atomic_load_explicit(&picoseconds_per_byte[1], memory_order_relaxed);
    if (!alone) return 0;
    if (!cores) return 1;
    const int faster = cores <= alone;
    return n % 16 == 15 ? !faster : faster;
}

void rr_cores_record(int cores, uint64_t nanoseconds, size_t bytes) {
    /* The first time is left out; until a way has a time it counts as the faster. */
    if (atomic_fetch_add_explicit(&times_seen[cores], 1, memory_order_relaxed) == 0) return;
    int64_t now = (int64_t)(nanoseconds * 1000 / (bytes ? bytes : 1));
    const int64_t before = (int64_t)atomic_load_explicit(&picoseconds_per_byte[cores], memory_order_relaxed);
    /* One encode preempted midway (3× its usual time, now and then) moved the average enough
       to send the next ones alone (13 % of encodes alone where 1 in 16 should be): a time
       counts for at most twice the average, which a lasting slowdown still passes. */
    if (before && now > 2 * before) now = 2 * before;
    atomic_store_explicit(&picoseconds_per_byte[cores], (uint64_t)(before ? before + (now - before) / 4 : now + 1),
                          memory_order_relaxed);
}
