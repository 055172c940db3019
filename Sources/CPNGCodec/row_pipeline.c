/* The rows of one encode converted, filtered, summed, searched and written on several cores.
 *
 * The rows are cut into chunks, and a chunk depends on nothing outside it: its search starts
 * at its first byte and ends at its last (chunk_search.c), and its tokens are written in the
 * image's one Huffman code (sampled_code.c), which the calling thread builds while the workers
 * start on the first chunks. So any thread can take any chunk, in any order, and write it
 * while its tokens are in cache; the calling thread then joins the chunks' bits in order.
 *
 * Chunks are claimed by the calling thread (whenever the next one it needs is not done) and by
 * a small fixed pool of workers: one per further core, at most three, started once, asleep
 * between encodes (or watching for the next for a while, when the host asks). Who did a chunk
 * changes none of its bytes; with no worker free (another encode holds the pool, or the machine
 * has one core) the calling thread simply does all. */

#define _GNU_SOURCE
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
    _Atomic int caller_cpu;   /* the core the last encode was called from (sched_getcpu) */
} pool = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, 0, 0, 0, 0, -1};

/* How long a worker done with a job watches for the next before it sleeps: nothing unless the
   host asks (rr_png_set_worker_watch), as a library's idle threads should not take a core from
   a process that only encodes now and then.
   Hosts that encode in runs ask for it. Waking a sleeping worker took 16-24 µs here (an idle
   virtual core is woken through the hypervisor), a fifth of an encode on two cores, and the
   wake-up call itself 3 % of the calling thread's time; encodes come in runs (a list's rows,
   goldens, a benchmark; a row renders in 0.1-0.2 ms between two), so a worker that watches a
   while (yielding its core to anything else that wants it) is usually there when the next
   begins, for half a millisecond of one core's time after the last.
   A watching worker is always runnable, so the scheduler never has to place it anew, and now
   and then it stayed on the core of the thread that calls the encoder: in about half the full
   benchmark runs, the render between two encodes then took 1.6-1.8× its time and render + PNG
   2.5× the render. So a worker that finds itself on the core the last encode was called from
   stops watching and sleeps; woken for the next encode, it is placed on an idle core. Six full
   runs with it: no such run, render + PNG 1.69-1.99× the render. */
static _Atomic uint64_t watch_nanoseconds = 0;

void rr_png_set_worker_watch(uint32_t microseconds) {
    atomic_store_explicit(&watch_nanoseconds, (uint64_t)microseconds * 1000, memory_order_relaxed);
}

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

/* Waits for the image's code: 1 when it is there, 0 when the encode gave up. */
static int wait_for_code(rr_row_job *job) {
    unsigned spins = 0;
    int state;
    while ((state = atomic_load_explicit(&job->code_state, memory_order_acquire)) == 0) pause_or_yield(&spins);
    return state == 1;
}

/* Converts (when premultiplied), filters, sums and searches the rows of chunk `c`, then writes
   its tokens in the image's code into its output. */
static void produce_chunk(rr_row_job *job, uint32_t c, rr_search_scratch *scratch) {
    uint32_t y0, y1;
    rr_chunk_rows(job, c, &y0, &y1);
    rr_chunk_output *output = &job->outputs[c];
    rr_tokenize_begin(&scratch->tokens);
    output->adler = 1;
    output->failed = rr_search_rows(&job->image, y0, y1, scratch, &output->adler) != 0;
    if (!output->failed && wait_for_code(job)) {
        const rr_tokens *tokens = &scratch->tokens;
        if (rr_reserve(&output->bits, &output->capacity, rr_deflate_tokens_bound(tokens)))
            output->bit_count = rr_deflate_tokens(tokens, job->code, c + 1 == job->chunks, output->bits);
        else
            output->failed = 1;
    }
    atomic_store_explicit(&job->done[c], 1, memory_order_release);
}

/* Claims and produces chunks until none is left. */
static void produce_claimed(rr_row_job *job, rr_search_scratch *scratch) {
    for (;;) {
        const uint32_t c = atomic_fetch_add_explicit(&job->next_claim, 1, memory_order_relaxed);
        if (c >= job->chunks) return;
        produce_chunk(job, c, scratch);
    }
}

/* The core this thread runs on, or -1 where the system cannot say (sched_getcpu is a GNU
   extension of Linux). A watching worker that finds itself on the caller's core goes to sleep
   at once, to give the core back; where the core is unknown, it watches its whole time. */
static int current_cpu(void) {
#if defined(__linux__)
    return sched_getcpu();
#else
    return -1;
#endif
}

static void *worker_main(void *unused) {
    (void)unused;
    rr_search_scratch scratch = {0}; /* kept for the thread's life, as the caller's is */
    uint64_t seen = 0;
    for (;;) {
        const uint64_t watch = atomic_load_explicit(&watch_nanoseconds, memory_order_relaxed);
        const uint64_t until = rr_monotonic_nanoseconds() + watch;
        unsigned spins = 0;
        while (watch > 0 && atomic_load_explicit(&pool.offered, memory_order_relaxed) == seen) {
            pause_or_yield(&spins);
            if (spins != 0) continue;
            if (rr_monotonic_nanoseconds() >= until) break;
            const int cpu = current_cpu();
            if (cpu >= 0 && cpu == atomic_load_explicit(&pool.caller_cpu, memory_order_relaxed)) break;
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
            produce_claimed(job, &scratch);
            atomic_fetch_sub_explicit(&job->active, 1, memory_order_release);
        }
    }
    return NULL;
}

/* Workers the host allows, set by rr_png_limit_workers before the pool starts; -1: no limit. */
static _Atomic int worker_limit = -1;

void rr_png_limit_workers(int workers) {
    atomic_store_explicit(&worker_limit, workers < 0 ? 0 : workers, memory_order_relaxed);
}

static void start_pool(void) {
    const long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int wanted = cores > 1 ? (int)(cores - 1) : 0;
    if (wanted > MAX_WORKERS) wanted = MAX_WORKERS;
    const int limit = atomic_load_explicit(&worker_limit, memory_order_relaxed);
    if (limit >= 0 && wanted > limit) wanted = limit;
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
    atomic_init(&job->code_state, 0);
    for (uint32_t c = 0; c < job->chunks; c++) atomic_init(&job->done[c], 0);
    if (helpers <= 0) return 0;
    pthread_once(&pool_once, start_pool);
    atomic_store_explicit(&pool.caller_cpu, current_cpu(), memory_order_relaxed);
    pthread_mutex_lock(&pool.mutex);
    const int offered = pool.workers > 0 && !pool.job;
    if (offered) {
        pool.job = job;
        pool.generation++;
        atomic_store_explicit(&pool.offered, pool.generation, memory_order_relaxed);
        if (pool.sleeping) pthread_cond_broadcast(&pool.wake);
    }
    pthread_mutex_unlock(&pool.mutex);
    return offered;
}

void rr_rows_publish_code(rr_row_job *job, const rr_deflate_code *code) {
    job->code = code;
    atomic_store_explicit(&job->code_state, code ? 1 : 2, memory_order_release);
}

void rr_rows_wait(rr_row_job *job, uint32_t c, rr_search_scratch *scratch) {
    unsigned spins = 0;
    while (!atomic_load_explicit(&job->done[c], memory_order_acquire)) {
        const uint32_t claimed = atomic_fetch_add_explicit(&job->next_claim, 1, memory_order_relaxed);
        if (claimed < job->chunks) {
            produce_chunk(job, claimed, scratch);
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
