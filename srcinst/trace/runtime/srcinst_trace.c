/*
 * srcinst_trace.c - srcinst's trace runtime: per-thread call stacks, a flat
 * profile, and a Chrome Trace Event JSON file (opened by Perfetto and
 * chrome://tracing), written once per process at exit.
 *
 * Hot path (enter + exit): one clock read each, a per-thread hash lookup by
 * region address, a stack push and pop, and a 24-byte event append.  No
 * locks and no atomic read-modify-writes: every thread owns its state.
 * Shared are the list of threads and the table of routines (changed under
 * `lock`, rarely) and the event budget (atomic, once per chunk of events).
 *
 * Writing the outputs while other threads still run (exit() in one thread):
 * the writer sets `finished`, after which a thread entering a hook leaves it
 * at once, and waits until no thread is inside a hook (`in_hook`).  From then
 * on nothing changes the threads' state, and the writer reads it.
 *
 * Non-local exits: an exit whose routine is not on top of the stack pops the
 * routines above it as "unwound"; an exit whose routine is not on the stack
 * at all is counted as mismatched and ignored.  At entry, frames that a
 * longjmp left behind are popped as unwound (C and C++, from the frame
 * address and return address of the routine being entered).  exit(),
 * abort(), STOP: the abort hook writes the outputs, closing active routines
 * as "open_at_exit"; routines active when their thread ends are closed so
 * too, at that time (those whose exit ran as pthread_exit unwound the stack,
 * from a C++ scope guard or a C cleanup under -fexceptions, ended before).
 */
#define _GNU_SOURCE 1
#include "srcinst_trace.h"
#ifdef SRCINST_HAVE_MPI
#include <mpi.h>
#endif

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <x86intrin.h>
#define HAVE_TSC 1
#endif

#if defined(__GNUC__)
#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)
#define THREAD_LOCAL __thread __attribute__((tls_model("initial-exec")))
#define COMPILER_BARRIER() __atomic_signal_fence(__ATOMIC_SEQ_CST)
#else
#define LIKELY(x) (x)
#define UNLIKELY(x) (x)
#define THREAD_LOCAL _Thread_local
#define COMPILER_BARRIER() ((void)0)
#endif

#define NONE UINT32_MAX

enum end_kind { END_RETURN = 0, END_UNWOUND = 1, END_OPEN = 2 };
static const char *const end_names[] = { "", "unwound", "open_at_exit" };

/* Region kinds (srcinst_trace.h's SRCINST_KIND_*), as the outputs name them. */
#define KINDS 7
static const char *const kind_names[KINDS] = { "routine", "loop", "timer", "phase", "call", "mpi", "omp" };

/* A routine (or another region, of `kind`), process-wide, interned by (name,
   file, line, kind).  It owns copies of its strings (a library may be
   unloaded) and is never freed, so events name it by index.  Its counters
   hold what ended threads measured. */
typedef struct routine {
    char *name, *file;
    int line, kind;
    uint64_t calls, inclusive, exclusive, unwound, open_at_exit;
    int throttled;             /* threads that throttled it */
} routine_t;

/* One routine as seen by one thread.  The key is the C region's address or
   the Fortran name literal's address (key_len: its length + 1; 0 for C). */
typedef struct slot {
    const void *key;
    size_t key_len;
    uint32_t routine;
    uint32_t active;           /* activations on this thread's stack */
    uint32_t throttled;        /* the throttle keeps its calls out of the timeline */
    uint64_t calls, inclusive, exclusive, unwound, open_at_exit;
} slot_t;

typedef struct frame {
    const void *key;
    const char *stack_addr;    /* the routine's frame address, or NULL */
    const void *caller;        /* the routine's return address */
    const void *site;          /* where the routine called the enter hook */
    uint32_t slot;
    uint64_t start;
    uint64_t children;         /* ticks spent in direct callees */
} frame_t;

/* depth: frames below the call on its thread's stack when it ended.  The
   writers that emit begins and ends nest the calls by it: with a coarse
   clock, times alone cannot tell a zero-length call from its sibling's
   caller. */
typedef struct event {
    uint64_t start, end;
    uint32_t routine;
    unsigned end_kind : 2;
    unsigned depth : 30;
} event_t;

#define FIRST_CHUNK 64         /* events; chunks double up to LAST_CHUNK */
#define LAST_CHUNK 16384
typedef struct chunk {
    struct chunk *next;
    uint32_t count, capacity;
    event_t events[1];         /* capacity of them (C89: no flexible array) */
} chunk_t;

/* MPI (srcinst_trace_mpi.c, built in with an MPI compiler): a message sent
   or received, or a collective's begin or end, on the thread that made the
   call.  peer: the receiver, sender or root as a rank of the communicator
   (-1: none); comm: the process's number for the communicator (see comms);
   op: the MPI call's routine index. */
enum message_type { MSG_SEND = 0, MSG_RECV = 1, MSG_COLL_BEGIN = 2, MSG_COLL_END = 3 };
static const char *const message_names[] = { "MpiSend", "MpiRecv", "MpiCollectiveBegin", "MpiCollectiveEnd" };
typedef struct message {
    uint64_t time;
    uint64_t bytes, received;  /* bytes sent (or of the message), received by a collective */
    int32_t peer, tag;
    uint32_t comm, op;
    uint32_t type;
} message_t;

typedef struct thread_state {
    struct thread_state *next;
    int index;
    long os_tid;               /* the kernel's thread id (Perfetto shows it) */
    int in_hook;               /* the owner is inside a hook (atomic) */
    int ended, busy_at_exit;
    const char *stack_lo, *stack_hi;
    slot_t *slots;
    uint32_t nslots, slot_cap;
    uint32_t *table;           /* open addressing: slot index + 1, 0 = empty */
    uint32_t table_mask;
    frame_t *stack;
    uint32_t depth, stack_cap;
    chunk_t *first, *last;
    uint32_t next_chunk;
    uint64_t dropped, unwound, mismatched, throttled;
    message_t *messages;       /* MPI records, in time order */
    uint32_t nmessages, message_cap;
} thread_state_t;

typedef struct instant {
    struct instant *next;
    char *routine, *file;
    int line, thread;
    uint64_t time;
} instant_t;

/* What both outputs say about the whole process, from the threads' and the
   routines' counters (so exact also when events were dropped). */
typedef struct totals {
    int threads, busy;         /* threads that made calls, and those left out */
    uint64_t dropped, unwound, mismatched, open_at_exit;
    uint64_t throttled;        /* calls the throttle kept out of the timeline */
    uint32_t throttled_routines;
} totals_t;

/* A communicator the process used: its members' ranks in MPI_COMM_WORLD. */
typedef struct comm_info {
    int size;
    int *world;
    char name[32];
} comm_info_t;

/* The process's messages, summed for the profile: by kind, peer (as a rank
   of MPI_COMM_WORLD, the root for a collective), tag and communicator. */
typedef struct message_sum {
    struct message_sum *next;
    uint32_t type, op, comm;
    int32_t peer, tag;
    uint64_t count, bytes, received;
} message_sum_t;

static THREAD_LOCAL thread_state_t *current;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_key_t thread_key;
static thread_state_t *threads, *threads_tail;
static int nthreads;
static routine_t **routines;
static uint32_t nroutines, routines_cap;
static uint32_t *routine_table, routine_mask;
static instant_t *instants;
static int finished;           /* no hook changes any state any more (atomic) */
static int finishing, started;
static int use_frames = 1, keep_trace = 1;
enum trace_format { FORMAT_PERFETTO, FORMAT_JSON, FORMAT_OTF2 };
static const char *const format_suffix[] = { "pftrace", "json", "otf2" };
static int trace_format = FORMAT_PERFETTO;  /* SRCINST_TRACE_FORMAT */
static int verbose;            /* SRCINST_TRACE_VERBOSE: say on stderr what was written */
static long event_limit = 250000;     /* SRCINST_TRACE_MAX_EVENTS: about 7 MB of Perfetto trace */
static long event_budget;             /* events still allowed (atomic) */
static char program[256] = "program";
static char prefix[PATH_MAX + 64] = "srcinst-trace";
/* MPI: this process's rank and the job's size, once MPI_Init has returned
   (srcinst_trace_mpi.c); -1 and 0 before, without MPI, and in a forked child. */
static int mpi_rank = -1, mpi_size;
static int forked;             /* a child of fork(): the launcher's rank is not its own */
static comm_info_t *comms;
static uint32_t ncomms;
static message_sum_t *message_sums;
static long message_budget;    /* MPI records still kept for the timeline (atomic) */
static uint64_t messages_dropped;
#if defined(SRCINST_HAVE_OTF2) && defined(SRCINST_HAVE_MPI)
static int job_archive;        /* MPI_Finalize writes one OTF2 archive for the job (srcinst_trace_mpi.c) */
#endif

static inline int is_finished(void)
{
    return __atomic_load_n(&finished, __ATOMIC_RELAXED);
}

/* --- clock ----------------------------------------------------------------- */

static int use_tsc;
static uint64_t origin_ticks, origin_ns;
static double ns_per_tick = 1.0;

static uint64_t monotonic_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static inline uint64_t now_ticks(void)
{
#ifdef HAVE_TSC
    if (LIKELY(use_tsc))
        return __rdtsc();
#endif
    return monotonic_ns();
}

/* The TSC is used only when the CPU says it ticks at a constant rate in all
   power states (the "invariant TSC" bit); its ticks are converted to ns by
   the ratio measured between start and finish. */
static int invariant_tsc(void)
{
#ifdef HAVE_TSC
    unsigned a, b, c, d;
    if (__get_cpuid(0x80000000u, &a, &b, &c, &d) && a >= 0x80000007u
        && __get_cpuid(0x80000007u, &a, &b, &c, &d))
        return (d >> 8) & 1u;
#endif
    return 0;
}

static void calibrate(void)
{
    uint64_t ticks, ns;
    if (!use_tsc)
        return;
    /* Short runs: wait until 5 ms have passed, for a ratio good to 0.1 %. */
    do {
        ns = monotonic_ns();
        ticks = now_ticks();
    } while (ns - origin_ns < 5000000u);
    if (ticks > origin_ticks)
        ns_per_tick = (double)(ns - origin_ns) / (double)(ticks - origin_ticks);
}

static uint64_t ticks_to_ns(uint64_t ticks)
{
    if (ticks <= origin_ticks)
        return 0;
    if (!use_tsc)
        return ticks - origin_ticks;
    return (uint64_t)((double)(ticks - origin_ticks) * ns_per_tick + 0.5);
}

/* --- start-up -------------------------------------------------------------- */

static void write_outputs(thread_state_t **snapshot, int count);
static void thread_ended(void *state);
static void in_forked_child(void);

static void at_process_exit(void)
{
    srcinst_trace_finish();
}

static const char *env(const char *name)
{
    const char *value = getenv(name);
    return value && *value ? value : NULL;
}

static int env_off(const char *name)
{
    const char *v = env(name);
    return v && (!strcmp(v, "0") || !strcmp(v, "off") || !strcmp(v, "no"));
}

static long env_count(const char *name, long fallback)
{
    const char *v = env(name);
    char *end;
    long n;
    if (!v)
        return fallback;
    errno = 0;
    n = strtol(v, &end, 10);
    if (errno || *end || n < 0) {
        if (verbose)
            fprintf(stderr, "srcinst-trace: ignoring %s=%s (not a count); using %ld\n", name, v, fallback);
        return fallback;
    }
    return n;
}

static void program_name_from_proc(void)
{
    FILE *f = fopen("/proc/self/cmdline", "rb");
    if (f) {
        size_t n = fread(program, 1, sizeof program - 1, f);
        program[n] = '\0';
        fclose(f);
    }
}

/* Relative prefixes are taken from the directory the program started in. */
static void resolve_prefix(void)
{
    const char *p = env("SRCINST_TRACE_PREFIX");
    char cwd[PATH_MAX];
    if (!p)
        p = "srcinst-trace";
    if (p[0] != '/' && getcwd(cwd, sizeof cwd))
        snprintf(prefix, sizeof prefix, "%s/%s", cwd, p);
    else
        snprintf(prefix, sizeof prefix, "%s", p);
}

static void choose_format(const char *name)
{
    if (!name)
        return;
    if (!strcmp(name, "perfetto"))
        trace_format = FORMAT_PERFETTO;
    else if (!strcmp(name, "json"))
        trace_format = FORMAT_JSON;
#ifdef SRCINST_HAVE_OTF2
    else if (!strcmp(name, "otf2"))
        trace_format = FORMAT_OTF2;
#else
    else if (!strcmp(name, "otf2") && verbose && keep_trace)
        fputs("srcinst-trace: SRCINST_TRACE_FORMAT=otf2: this runtime was built without libotf2 "
              "(see `srcinst runtime --verbose`); writing the default trace\n", stderr);
#endif
    else if (verbose)
        fprintf(stderr, "srcinst-trace: ignoring SRCINST_TRACE_FORMAT=%s (perfetto, json or otf2)\n", name);
}

/* TAU's throttle rule: cheap routines called often leave the timeline. */
#include "srcinst_trace_throttle.c"

/* Called with the lock held. */
static void start_process(void)
{
    const char *v;
    if (started)
        return;
    started = 1;
    if ((v = env("SRCINST_TRACE_CLOCK")) && !strcmp(v, "monotonic"))
        use_tsc = 0;
    else
        use_tsc = invariant_tsc();
    origin_ns = monotonic_ns();
    origin_ticks = now_ticks();
    verbose = env("SRCINST_TRACE_VERBOSE") && !env_off("SRCINST_TRACE_VERBOSE");
    use_frames = !env_off("SRCINST_TRACE_FRAMES");
    keep_trace = !env_off("SRCINST_TRACE");
    choose_format(env("SRCINST_TRACE_FORMAT"));
    event_limit = env_count("SRCINST_TRACE_MAX_EVENTS", event_limit);
    event_budget = event_limit;
    start_throttle();
    message_budget = event_limit;
    if (!strcmp(program, "program"))
        program_name_from_proc();
    resolve_prefix();
    pthread_key_create(&thread_key, thread_ended);
    atexit(at_process_exit);
    pthread_atfork(NULL, NULL, in_forked_child);
}

/* The thread's stack, so that frame addresses elsewhere (an alternate signal
   stack, a fiber) are not compared with it. */
static void find_stack(thread_state_t *ts)
{
    pthread_attr_t attr;
    void *lo;
    size_t size;
    ts->stack_lo = NULL;
    ts->stack_hi = (const char *)-1;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        if (pthread_attr_getstack(&attr, &lo, &size) == 0) {
            ts->stack_lo = (const char *)lo;
            ts->stack_hi = (const char *)lo + size;
        }
        pthread_attr_destroy(&attr);
    }
}

static thread_state_t *start_thread(void)
{
    thread_state_t *ts = (thread_state_t *)calloc(1, sizeof *ts);
    if (!ts)
        return NULL;
    ts->table_mask = 63;
    ts->table = (uint32_t *)calloc(ts->table_mask + 1, sizeof *ts->table);
    if (!ts->table) {
        free(ts);
        return NULL;
    }
    ts->next_chunk = FIRST_CHUNK;
    ts->os_tid = (long)syscall(SYS_gettid);
    find_stack(ts);
    pthread_mutex_lock(&lock);
    if (is_finished()) {
        pthread_mutex_unlock(&lock);
        free(ts->table);
        free(ts);
        return NULL;
    }
    start_process();
    ts->index = ++nthreads;
    if (threads_tail)
        threads_tail->next = ts;
    else
        threads = ts;
    threads_tail = ts;
    pthread_mutex_unlock(&lock);
    current = ts;
    pthread_setspecific(thread_key, ts);
    return ts;
}

void srcinst_trace_init(int argc, char **argv)
{
    pthread_mutex_lock(&lock);
    if (argc > 0 && argv && argv[0]) {
        strncpy(program, argv[0], sizeof program - 1);
        program[sizeof program - 1] = '\0';
    }
    start_process();
    pthread_mutex_unlock(&lock);
}

/* Every hook runs between these two.  See the top of the file. */
/* Plain moves on x86 and cheap elsewhere: no fence on the hot path.  The
   release in hook_end pairs with the writer's acquire in wait_for_hooks. */
static inline thread_state_t *hook_begin(void)
{
    thread_state_t *ts = current;
    if (UNLIKELY(!ts) && (is_finished() || !(ts = start_thread())))
        return NULL;
    __atomic_store_n(&ts->in_hook, 1, __ATOMIC_RELAXED);
    COMPILER_BARRIER();
    if (UNLIKELY(is_finished())) {
        __atomic_store_n(&ts->in_hook, 0, __ATOMIC_RELEASE);
        return NULL;
    }
    return ts;
}

static inline void hook_end(thread_state_t *ts)
{
    __atomic_store_n(&ts->in_hook, 0, __ATOMIC_RELEASE);
}

/* --- routines and slots ------------------------------------------------------ */

static uint32_t hash_bytes(const char *s, size_t n, uint32_t h)
{
    while (n--)
        h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

static uint32_t hash_routine(const char *name, const char *file, int line)
{
    uint32_t h = hash_bytes(name, strlen(name), 2166136261u);
    h = hash_bytes(file, strlen(file), h ^ 0xffu);
    return hash_bytes((const char *)&line, sizeof line, h);
}

static int grow_routine_table(void)
{
    uint32_t mask = routine_mask ? routine_mask * 2 + 1 : 255, i;
    uint32_t *table = (uint32_t *)calloc(mask + 1, sizeof *table);
    if (!table)
        return 0;
    for (i = 0; i < nroutines; i++) {
        uint32_t h = hash_routine(routines[i]->name, routines[i]->file, routines[i]->line) & mask;
        while (table[h])
            h = (h + 1) & mask;
        table[h] = i + 1;
    }
    free(routine_table);
    routine_table = table;
    routine_mask = mask;
    return 1;
}

/* The routine's index, added on first sight; NONE when out of memory.
   Called with the lock held. */
static uint32_t intern_routine(const char *name, const char *file, int line, int kind)
{
    uint32_t h, i;
    routine_t *r;
    if ((nroutines + 1) * 2 > routine_mask && !grow_routine_table())
        return NONE;
    for (h = hash_routine(name, file, line) & routine_mask; (i = routine_table[h]) != 0;
         h = (h + 1) & routine_mask) {
        r = routines[i - 1];
        if (r->line == line && r->kind == kind && !strcmp(r->name, name) && !strcmp(r->file, file))
            return i - 1;
    }
    if (nroutines == routines_cap) {
        uint32_t cap = routines_cap ? routines_cap * 2 : 256;
        routine_t **grown = (routine_t **)realloc(routines, cap * sizeof *grown);
        if (!grown)
            return NONE;
        routines = grown;
        routines_cap = cap;
    }
    r = (routine_t *)calloc(1, sizeof *r);
    if (!r || !(r->name = strdup(name)) || !(r->file = strdup(file))) {
        if (r)
            free(r->name);
        free(r);
        return NONE;
    }
    r->line = line;
    r->kind = kind;
    routines[nroutines] = r;
    routine_table[h] = ++nroutines;
    return nroutines - 1;
}

static uint32_t hash_key(const void *key)
{
    uintptr_t k = (uintptr_t)key;
    k ^= k >> 17;
    k *= (uintptr_t)0x9E3779B97F4A7C15ull;
    return (uint32_t)(k >> 24);
}

static int grow_slot_table(thread_state_t *ts)
{
    uint32_t mask = ts->table_mask * 2 + 1, i;
    uint32_t *table = (uint32_t *)calloc(mask + 1, sizeof *table);
    if (!table)
        return 0;
    for (i = 0; i < ts->nslots; i++) {
        uint32_t h = hash_key(ts->slots[i].key) & mask;
        while (table[h])
            h = (h + 1) & mask;
        table[h] = i + 1;
    }
    free(ts->table);
    ts->table = table;
    ts->table_mask = mask;
    return 1;
}

/* The thread's slot for a key (made on first sight from name, file, line,
   kind); NONE when out of memory. */
static uint32_t new_slot(thread_state_t *ts, const void *key, size_t key_len,
                         const char *name, const char *file, int line, int kind)
{
    slot_t *s;
    uint32_t h, routine;
    if ((ts->nslots + 1) * 2 > ts->table_mask && !grow_slot_table(ts))
        return NONE;
    if (ts->nslots == ts->slot_cap) {
        uint32_t cap = ts->slot_cap ? ts->slot_cap * 2 : 32;
        slot_t *slots = (slot_t *)realloc(ts->slots, cap * sizeof *slots);
        if (!slots)
            return NONE;
        ts->slots = slots;
        ts->slot_cap = cap;
    }
    pthread_mutex_lock(&lock);
    routine = intern_routine(name, file, line, kind >= 0 && kind < KINDS ? kind : 0);
    pthread_mutex_unlock(&lock);
    if (routine == NONE)
        return NONE;
    s = &ts->slots[ts->nslots];
    memset(s, 0, sizeof *s);
    s->key = key;
    s->key_len = key_len;
    s->routine = routine;
    h = hash_key(key) & ts->table_mask;
    while (ts->table[h])
        h = (h + 1) & ts->table_mask;
    ts->table[h] = ++ts->nslots;
    return ts->nslots - 1;
}

static inline uint32_t find_slot(const thread_state_t *ts, const void *key, size_t key_len)
{
    uint32_t h = hash_key(key) & ts->table_mask, i;
    while ((i = ts->table[h]) != 0) {
        const slot_t *s = &ts->slots[i - 1];
        if (s->key == key && s->key_len == key_len)
            return i - 1;
        h = (h + 1) & ts->table_mask;
    }
    return NONE;
}

/* --- events ------------------------------------------------------------------ */

/* A chunk for up to `next_chunk` more events, as far as the process-wide
   budget allows; NULL when it is spent. */
static chunk_t *new_chunk(thread_state_t *ts)
{
    long want = (long)ts->next_chunk, before, granted;
    chunk_t *c;
    if (__atomic_load_n(&event_budget, __ATOMIC_RELAXED) <= 0)
        return NULL;
    before = __atomic_fetch_sub(&event_budget, want, __ATOMIC_RELAXED);
    granted = before < want ? (before > 0 ? before : 0) : want;
    if (granted < want)
        __atomic_fetch_add(&event_budget, want - granted, __ATOMIC_RELAXED);
    if (granted == 0)
        return NULL;
    c = (chunk_t *)malloc(sizeof *c + (size_t)(granted - 1) * sizeof c->events[0]);
    if (!c) {
        __atomic_fetch_add(&event_budget, granted, __ATOMIC_RELAXED);
        return NULL;
    }
    c->next = NULL;
    c->count = 0;
    c->capacity = (uint32_t)granted;
    if (ts->last)
        ts->last->next = c;
    else
        ts->first = c;
    ts->last = c;
    if (ts->next_chunk < LAST_CHUNK)
        ts->next_chunk *= 2;
    return c;
}

static void record(thread_state_t *ts, uint32_t routine, uint64_t start, uint64_t end, uint32_t kind,
                   uint32_t depth)
{
    chunk_t *c = ts->last;
    if (!keep_trace)
        return;
    if (UNLIKELY(!c || c->count == c->capacity) && !(c = new_chunk(ts))) {
        ts->dropped++;
        return;
    }
    c->events[c->count].start = start;
    c->events[c->count].end = end;
    c->events[c->count].routine = routine;
    c->events[c->count].end_kind = kind;
    c->events[c->count].depth = depth & 0x3FFFFFFFu;
    c->count++;
}

/* --- MPI records (srcinst_trace_mpi.c calls these) ----------------------------- */

#ifdef SRCINST_HAVE_MPI
/* The communicator's number, its members given as ranks of MPI_COMM_WORLD
   (the array is taken): that of an earlier one with the same members (a
   communicator is known by its members), else a new one; NONE when out of
   memory. */
static uint32_t add_comm(int size, int *world, const char *name)
{
    comm_info_t *grown;
    uint32_t id;
    pthread_mutex_lock(&lock);
    for (id = 0; id < ncomms; id++)
        if (comms[id].size == size && !memcmp(comms[id].world, world, (size_t)size * sizeof *world)) {
            pthread_mutex_unlock(&lock);
            free(world);
            return id;
        }
    grown = (comm_info_t *)realloc(comms, (ncomms + 1) * sizeof *grown);
    if (!grown) {
        pthread_mutex_unlock(&lock);
        free(world);
        return NONE;
    }
    comms = grown;
    id = ncomms++;
    comms[id].size = size;
    comms[id].world = world;
    snprintf(comms[id].name, sizeof comms[id].name, "%s", name);
    pthread_mutex_unlock(&lock);
    return id;
}
#endif

static int world_rank_of(uint32_t comm, int32_t peer)
{
    if (comm >= ncomms || peer < 0 || peer >= comms[comm].size)
        return peer;
    return comms[comm].world[peer];
}

#ifdef SRCINST_HAVE_MPI
/* Adds a record to the process's sums (exact, whatever the budget); called
   with the lock held. */
static void sum_message(const message_t *m)
{
    message_sum_t *s;
    int32_t peer = world_rank_of(m->comm, m->peer);
    if (m->type == MSG_COLL_BEGIN)
        return;
    for (s = message_sums; s; s = s->next)
        if (s->type == m->type && s->op == m->op && s->comm == m->comm && s->peer == peer && s->tag == m->tag)
            break;
    if (!s) {
        if (!(s = (message_sum_t *)calloc(1, sizeof *s)))
            return;
        s->type = m->type;
        s->op = m->op;
        s->comm = m->comm;
        s->peer = peer;
        s->tag = m->tag;
        s->next = message_sums;
        message_sums = s;
    }
    s->count++;
    s->bytes += m->bytes;
    s->received += m->received;
}

/* Records an MPI message or a collective's begin or end on the calling
   thread, now: kept for the timeline as far as the budget allows, summed
   for the profile always. */
static void record_message(uint32_t type, const srcinst_region *call, int32_t peer, int32_t tag, uint32_t comm,
                           uint64_t bytes, uint64_t received)
{
    thread_state_t *ts = hook_begin();
    message_t m;
    uint32_t slot;
    if (!ts)
        return;
    m.time = now_ticks();
    m.type = type;
    m.peer = peer;
    m.tag = tag;
    m.comm = comm;
    m.bytes = bytes;
    m.received = received;
    slot = find_slot(ts, call, 0);
    m.op = slot == NONE ? NONE : ts->slots[slot].routine;
    pthread_mutex_lock(&lock);
    sum_message(&m);
    pthread_mutex_unlock(&lock);
    if (keep_trace && ts->nmessages == ts->message_cap) {
        uint32_t cap = ts->message_cap ? ts->message_cap * 2 : 64;
        message_t *grown = NULL;
        if (__atomic_sub_fetch(&message_budget, (long)(cap - ts->message_cap), __ATOMIC_RELAXED) >= 0)
            grown = (message_t *)realloc(ts->messages, cap * sizeof *grown);
        else
            __atomic_fetch_add(&message_budget, (long)(cap - ts->message_cap), __ATOMIC_RELAXED);
        if (grown) {
            ts->messages = grown;
            ts->message_cap = cap;
        }
    }
    if (keep_trace && ts->nmessages < ts->message_cap)
        ts->messages[ts->nmessages++] = m;
    else if (keep_trace)
        __atomic_fetch_add(&messages_dropped, 1, __ATOMIC_RELAXED);
    hook_end(ts);
}

#endif

/* The rank that names the files: MPI's, else (where the runtime has MPI)
   the launcher's, for files written before MPI_Init or without it; -1 for
   none.  A forked child has none: it is not that rank. */
static int launcher_number(const char *const *names)
{
#ifdef SRCINST_HAVE_MPI
    const char *v;
    char *end;
    long n;
    if (forked)
        return -1;
    for (; *names; names++)
        if ((v = env(*names)) != NULL) {
            n = strtol(v, &end, 10);
            if (!*end && n >= 0 && n < INT_MAX)
                return (int)n;
        }
#else
    (void)names;
#endif
    return -1;
}

static int process_rank(void)
{
    static const char *const names[] = { "OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK", "SLURM_PROCID", NULL };
    return mpi_rank >= 0 ? mpi_rank : launcher_number(names);
}

static int job_size(void)
{
    static const char *const names[] = { "OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "SLURM_NTASKS", NULL };
    return mpi_rank >= 0 ? mpi_size : launcher_number(names);
}

/* What names the process's files: "rank3", or the pid. */
static void process_tag(char *buf, size_t size)
{
    int rank = process_rank();
    if (rank >= 0)
        snprintf(buf, size, "rank%d", rank);
    else
        snprintf(buf, size, "%ld", (long)getpid());
}

/* Pops the top frame at time `now`, charging its time. */
static void pop(thread_state_t *ts, uint64_t now, uint32_t kind)
{
    frame_t *f = &ts->stack[--ts->depth];
    slot_t *s = &ts->slots[f->slot];
    uint64_t duration = now > f->start ? now - f->start : 0;
    if (--s->active == 0)
        s->inclusive += duration;  /* outermost activation only (recursion) */
    s->exclusive += duration > f->children ? duration - f->children : 0;
    if (kind == END_UNWOUND) {
        s->unwound++;
        ts->unwound++;
    } else if (kind == END_OPEN) {
        s->open_at_exit++;
    }
    if (ts->depth)
        ts->stack[ts->depth - 1].children += duration;
    if (LIKELY(!s->throttled))
        record(ts, s->routine, f->start, now, kind, ts->depth);
    else
        throttle_skip(ts);
    /* The throttle rule, at a return to the outermost activation (not at
       exit: the writer holds the lock then). */
    if (UNLIKELY(s->calls > throttle_calls) && !s->active && !s->throttled && kind != END_OPEN)
        throttle_check(ts, s, now);
}

static int grow_stack(thread_state_t *ts)
{
    uint32_t cap = ts->stack_cap ? ts->stack_cap * 2 : 64;
    frame_t *stack = (frame_t *)realloc(ts->stack, cap * sizeof *stack);
    if (!stack)
        return 0;
    ts->stack = stack;
    ts->stack_cap = cap;
    return 1;
}

/* Frames that a longjmp (or an exception without a scope guard) left behind
   lie deeper in the stack than the routine being entered.  At the same frame
   address lies a caller the entered routine was inlined into (then both have
   the same return address), or a routine left behind at the same depth: one
   with another return address, or this very routine entered from the same
   place again (a loop around setjmp). */
static void pop_abandoned(thread_state_t *ts, const void *key, const char *stack_addr,
                          const void *caller, const void *site, uint64_t now)
{
    while (ts->depth) {
        const frame_t *top = &ts->stack[ts->depth - 1];
        if (!top->stack_addr)
            return;
        if (top->stack_addr < stack_addr
            || (top->stack_addr == stack_addr
                && (top->caller != caller || (top->key == key && top->site == site))))
            pop(ts, now, END_UNWOUND);
        else
            return;
    }
}

static void push(thread_state_t *ts, uint32_t slot, const void *key, const char *stack_addr,
                 const void *caller, const void *site, uint64_t now)
{
    frame_t *f;
    if (UNLIKELY(ts->depth == ts->stack_cap) && !grow_stack(ts))
        return;
    f = &ts->stack[ts->depth++];
    f->key = key;
    f->stack_addr = stack_addr;
    f->caller = caller;
    f->site = site;
    f->slot = slot;
    f->start = now;
    f->children = 0;
    ts->slots[slot].active++;
    ts->slots[slot].calls++;
}

static int routine_named(uint32_t routine, const char *name, size_t len)
{
    const char *r = routines[routine]->name;
    return strlen(r) == len && !memcmp(r, name, len);
}

/* An exit whose routine is not on top: pop down to it, or ignore it.
   C passes the routine (index); Fortran its name. */
static void exit_below(thread_state_t *ts, uint32_t routine, const char *name, size_t name_len,
                       uint64_t now)
{
    uint32_t i = ts->depth;
    while (i-- > 0) {
        uint32_t r = ts->slots[ts->stack[i].slot].routine;
        if (name ? routine_named(r, name, name_len) : r == routine) {
            while (ts->depth > i + 1)
                pop(ts, now, END_UNWOUND);
            pop(ts, now, END_RETURN);
            return;
        }
    }
    ts->mismatched++;
}

/* --- C and C++ hooks -------------------------------------------------------- */

/* site: where the caller called the hook.  A loop, timer or call region
   passes the frame and return address of the routine it lies in, as the
   routine did: same frame, same caller, another key, so not abandoned. */
static inline void enter(const srcinst_region *region, int kind, const void *frame, const void *caller,
                         const void *site)
{
    thread_state_t *ts = hook_begin();
    const char *stack_addr = (const char *)frame;
    uint64_t now;
    uint32_t slot;
    if (!ts)
        return;
    now = now_ticks();
    if (!use_frames || stack_addr < ts->stack_lo || stack_addr >= ts->stack_hi)
        stack_addr = NULL;
    if (stack_addr && ts->depth)
        pop_abandoned(ts, region, stack_addr, caller, site, now);
    slot = find_slot(ts, region, 0);
    if (UNLIKELY(slot == NONE))
        slot = new_slot(ts, region, 0, region->name, region->file, region->line, kind);
    if (LIKELY(slot != NONE))
        push(ts, slot, region, stack_addr, caller, site, now);
    hook_end(ts);
}

void srcinst_trace_enter(const srcinst_region *region, const void *frame, const void *caller)
{
    enter(region, SRCINST_KIND_routine, frame, caller, __builtin_return_address(0));
}

void srcinst_trace_region_enter(const srcinst_region *region, int kind, const void *frame, const void *caller)
{
    enter(region, kind, frame, caller, __builtin_return_address(0));
}

static inline void leave_region(const srcinst_region *region)
{
    thread_state_t *ts = hook_begin();
    uint64_t now;
    uint32_t slot;
    if (!ts)
        return;
    now = now_ticks();
    if (LIKELY(ts->depth && ts->stack[ts->depth - 1].key == region))
        pop(ts, now, END_RETURN);
    else if ((slot = find_slot(ts, region, 0)) != NONE)
        exit_below(ts, ts->slots[slot].routine, NULL, 0, now);
    else
        ts->mismatched++;
    hook_end(ts);
}

void srcinst_trace_exit(const srcinst_region *region)
{
    leave_region(region);
}

void srcinst_trace_exit_scope(const srcinst_region *const *scope)
{
    leave_region(*scope);
}

void srcinst_trace_abort(const char *routine, const char *file, int line)
{
    thread_state_t *ts = hook_begin();
    instant_t *in = (instant_t *)calloc(1, sizeof *in);
    if (in && ts) {
        in->routine = strdup(routine);
        in->file = strdup(file);
        in->line = line;
        in->thread = ts->index;
        in->time = now_ticks();
        pthread_mutex_lock(&lock);
        in->next = instants;
        instants = in;
        pthread_mutex_unlock(&lock);
    } else {
        free(in);
    }
    if (ts)
        hook_end(ts);
    /* exit() and abort() follow: write now, as abort() runs no atexit. */
    srcinst_trace_finish();
}

/* --- Fortran hooks (gfortran convention) ----------------------------------- */

static size_t trimmed(const char *s, size_t n)
{
    while (n > 0 && s[n - 1] == ' ')
        n--;
    return n;
}

static char *copy_trimmed(const char *s, size_t n)
{
    char *copy;
    n = trimmed(s, n);
    copy = (char *)malloc(n + 1);
    if (copy) {
        memcpy(copy, s, n);
        copy[n] = '\0';
    }
    return copy;
}

void srcinst_trace_f_init_(void)
{
    srcinst_trace_init(0, NULL);
}

/* The kind named by the spec's @KIND@ ("loop", "timer", "phase", "call");
   no word, or another one, is a routine. */
static int kind_named(const char *word, size_t len)
{
    int k = KINDS;
    len = trimmed(word, len);
    while (--k > 0)
        if (strlen(kind_names[k]) == len && !strncmp(kind_names[k], word, len))
            break;
    return k;
}

/* kind: a region's kind as the spec wrote it (kind_len bytes), read only
   when the region is first seen; NULL for a routine. */
/* `key` (with its length) identifies the literal the slot is found by: the
   name's for f_enter_, the whole place's for f_enter_at_. */
static void f_enter(const char *kind, size_t kind_len, const char *key, size_t key_len, const char *name,
                    size_t name_len, const char *file, size_t file_len, int line)
{
    thread_state_t *ts = hook_begin();
    uint64_t now;
    uint32_t slot;
    if (!ts)
        return;
    now = now_ticks();
    slot = find_slot(ts, key, key_len + 1);
    if (UNLIKELY(slot == NONE)) {
        char *n = copy_trimmed(name, name_len), *f = copy_trimmed(file, file_len);
        if (n && f)
            slot = new_slot(ts, key, key_len + 1, n, f, line, kind ? kind_named(kind, kind_len) : 0);
        free(n);
        free(f);
    }
    if (LIKELY(slot != NONE))
        push(ts, slot, key, NULL, NULL, NULL, now);
    hook_end(ts);
}

void srcinst_trace_f_enter_(const char *name, const char *file, const int *line,
                            size_t name_len, size_t file_len)
{
    f_enter(NULL, 0, name, name_len, name, name_len, file, file_len, *line);
}

/* kind: "loop", "timer", "phase" or "call" (the spec's @KIND@). */
void srcinst_trace_f_region_enter_(const char *kind, const char *name, const char *file, const int *line,
                                   size_t kind_len, size_t name_len, size_t file_len)
{
    f_enter(kind, kind_len, name, name_len, name, name_len, file, file_len, *line);
}

static void f_exit(const char *key, const char *name, size_t name_len)
{
    thread_state_t *ts = hook_begin();
    uint64_t now;
    if (!ts)
        return;
    now = now_ticks();
    if (LIKELY(ts->depth && ts->stack[ts->depth - 1].key == (const void *)key))
        pop(ts, now, END_RETURN);
    else if (ts->depth && routine_named(ts->slots[ts->stack[ts->depth - 1].slot].routine, name, name_len))
        pop(ts, now, END_RETURN);  /* the same name from another literal */
    else
        exit_below(ts, NONE, name, name_len, now);
    hook_end(ts);
}

void srcinst_trace_f_exit_(const char *name, size_t name_len)
{
    f_exit(name, name, trimmed(name, name_len));
}

/* A routine's place in one literal, "NAME FILE:LINE", as trace.spec's
   Fortran rules pass it: one argument, where three cost gfortran about a
   tenth more instructions per instrumented file (bench_copy_compile.py).
   A Fortran name has no blank; the line follows the last colon. */
typedef struct {
    size_t name_len, file_start, file_len;
    int line;
} place_t;

static size_t name_length(const char *place, size_t len)
{
    size_t n = 0;
    while (n < len && place[n] != ' ')
        n++;
    return n;
}

static place_t read_place(const char *place, size_t len)
{
    place_t p = { 0, 0, 0, 0 };
    size_t colon;
    len = trimmed(place, len);
    p.name_len = name_length(place, len);
    p.file_start = p.name_len < len ? p.name_len + 1 : len;
    colon = len;
    while (colon > p.file_start && place[colon - 1] != ':')
        colon--;
    if (colon > p.file_start) {
        size_t i;
        p.file_len = colon - 1 - p.file_start;
        for (i = colon; i < len && place[i] >= '0' && place[i] <= '9' && p.line < 100000000; i++)
            p.line = p.line * 10 + (place[i] - '0');
    } else {
        p.file_len = len - p.file_start;
    }
    return p;
}

void srcinst_trace_f_enter_at_(const char *place, size_t place_len)
{
    place_t p = read_place(place, place_len);
    f_enter(NULL, 0, place, place_len, place, p.name_len, place + p.file_start, p.file_len, p.line);
}

void srcinst_trace_f_exit_at_(const char *place, size_t place_len)
{
    f_exit(place, place, name_length(place, place_len));
}

void srcinst_trace_f_abort_at_(const char *place, size_t place_len)
{
    place_t p = read_place(place, place_len);
    char *n = copy_trimmed(place, p.name_len), *f = copy_trimmed(place + p.file_start, p.file_len);
    srcinst_trace_abort(n ? n : "?", f ? f : "?", p.line);
    free(n);
    free(f);
}

void srcinst_trace_f_abort_(const char *name, const char *file, const int *line,
                            size_t name_len, size_t file_len)
{
    char *n = copy_trimmed(name, name_len), *f = copy_trimmed(file, file_len);
    srcinst_trace_abort(n ? n : "?", f ? f : "?", *line);
    free(n);
    free(f);
}

/* --- threads ending, processes forking ---------------------------------------- */

static void free_chunks(thread_state_t *ts)
{
    chunk_t *c = ts->first, *next;
    for (; c; c = next) {
        next = c->next;
        free(c);
    }
    ts->first = ts->last = NULL;
}

static void fold_into_routines(const thread_state_t *ts)
{
    uint32_t i;
    for (i = 0; i < ts->nslots; i++) {
        const slot_t *s = &ts->slots[i];
        routine_t *r = routines[s->routine];
        r->calls += s->calls;
        r->inclusive += s->inclusive;
        r->exclusive += s->exclusive;
        r->unwound += s->unwound;
        r->open_at_exit += s->open_at_exit;
        r->throttled += s->throttled != 0;
    }
}

/* pthread key destructor: routines still active in an ending thread are
   closed now; its profile goes to the routines, its events stay, the rest
   of its state is freed, and the budget it did not use is given back. */
static void thread_ended(void *state)
{
    thread_state_t *ts = (thread_state_t *)state;
    uint64_t now;
    if (ts != current || hook_begin() != ts)
        return;
    now = now_ticks();
    while (ts->depth)
        pop(ts, now, END_OPEN);
    pthread_mutex_lock(&lock);
    fold_into_routines(ts);
    ts->ended = 1;
    pthread_mutex_unlock(&lock);
    if (ts->last && ts->last->capacity > ts->last->count) {
        __atomic_fetch_add(&event_budget, (long)(ts->last->capacity - ts->last->count), __ATOMIC_RELAXED);
        ts->last->capacity = ts->last->count;
    }
    free(ts->slots);
    free(ts->table);
    free(ts->stack);
    ts->slots = NULL;
    ts->table = NULL;
    ts->stack = NULL;
    ts->nslots = ts->slot_cap = ts->depth = ts->stack_cap = 0;
    current = NULL;
    hook_end(ts);
}

/* A forked child starts its own measurement: it writes its own files
   (its pid differs), with only its own calls. Only the forking thread
   lives on; the routines active in it are active in the child too. */
static void in_forked_child(void)
{
    thread_state_t *me = current, *ts;
    uint64_t now = now_ticks();
    uint32_t i;
    pthread_mutex_init(&lock, NULL);   /* another thread may have held it */
    instants = NULL;
    for (ts = threads; ts; ts = ts->next) {
        free(ts->messages);
        ts->messages = NULL;
        ts->nmessages = ts->message_cap = 0;
        if (ts != me)
            free_chunks(ts);           /* their other state is left: it is small */
    }
    forked = 1;
    mpi_rank = -1;
    mpi_size = 0;
    message_sums = NULL;               /* the parent's: left, they are small */
    messages_dropped = 0;
    message_budget = event_limit;
    for (i = 0; i < nroutines; i++) {
        routine_t *r = routines[i];
        r->calls = r->inclusive = r->exclusive = r->unwound = r->open_at_exit = 0;
        r->throttled = 0;
    }
    throttle_forget();
    threads = threads_tail = me;
    nthreads = me ? 1 : 0;
    event_budget = event_limit;
    if (!me)
        return;
    me->next = NULL;
    me->index = 1;
    me->os_tid = (long)syscall(SYS_gettid);
    me->next_chunk = FIRST_CHUNK;
    free_chunks(me);
    me->dropped = me->unwound = me->mismatched = me->throttled = 0;
    for (i = 0; i < me->nslots; i++) {
        slot_t *s = &me->slots[i];
        s->calls = s->inclusive = s->exclusive = s->unwound = s->open_at_exit = 0;
        s->throttled = 0;
    }
    for (i = 0; i < me->depth; i++) {
        me->stack[i].start = now;
        me->stack[i].children = 0;
        me->slots[me->stack[i].slot].calls++;
    }
}

/* --- finishing ------------------------------------------------------------------ */

/* After `finished` is set, waits until no other thread is inside a hook, so
   that nothing changes their state any more.  A thread that stays inside
   for 100 ms (stopped in a debugger, say) is left out of the outputs. */
static void wait_for_hooks(thread_state_t **snapshot, int count)
{
    struct timespec pause = { 0, 1000000 };
    int i, others = 0, spins, busy;
    for (i = 0; i < count; i++)
        others += snapshot[i] != current;
    if (!others)
        return;
    /* Let stores still in flight on other CPUs land, so that a thread that
       read `finished` as 0 is seen inside its hook. */
    nanosleep(&pause, NULL);
    for (i = 0; i < count; i++) {
        thread_state_t *ts = snapshot[i];
        /* One read decides: a thread that still calls hooks sets in_hook
           again for a moment at each, until it sees `finished`. */
        for (spins = 0; (busy = ts != current && __atomic_load_n(&ts->in_hook, __ATOMIC_ACQUIRE)) && spins < 100;
             spins++)
            nanosleep(&pause, NULL);
        ts->busy_at_exit = busy;
    }
}

void srcinst_trace_finish(void)
{
    thread_state_t **snapshot, *ts;
    uint64_t now;
    int count = 0, i;
    pthread_mutex_lock(&lock);
    if (finishing || !started) {
        __atomic_store_n(&finished, 1, __ATOMIC_SEQ_CST);
        pthread_mutex_unlock(&lock);
        return;
    }
    finishing = 1;
    __atomic_store_n(&finished, 1, __ATOMIC_SEQ_CST);
    snapshot = (thread_state_t **)malloc((size_t)(nthreads + 1) * sizeof *snapshot);
    for (ts = threads; ts && snapshot; ts = ts->next)
        snapshot[count++] = ts;
    pthread_mutex_unlock(&lock);
    if (!snapshot)
        return;
    wait_for_hooks(snapshot, count);
    pthread_mutex_lock(&lock);
    now = now_ticks();
    for (i = 0; i < count; i++) {
        ts = snapshot[i];
        if (!ts->busy_at_exit)
            while (ts->depth)
                pop(ts, now, END_OPEN);
    }
    calibrate();
    write_outputs(snapshot, count);
    pthread_mutex_unlock(&lock);
    free(snapshot);
}

/* --- JSON ------------------------------------------------------------------------ */

/* Length of the well-formed UTF-8 sequence at p (RFC 3629: no overlong
   forms, no surrogates, nothing above U+10FFFF), or 0. */
static int utf8_length(const unsigned char *p)
{
    unsigned char c = p[0];
    int n, k;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF)
        n = 3;
    else if (c >= 0xF0 && c <= 0xF4)
        n = 4;
    else
        return 0;
    for (k = 1; k < n; k++)
        if ((p[k] & 0xC0) != 0x80)
            return 0;
    if ((c == 0xE0 && p[1] < 0xA0) || (c == 0xED && p[1] >= 0xA0)
        || (c == 0xF0 && p[1] < 0x90) || (c == 0xF4 && p[1] >= 0x90))
        return 0;
    return n;
}

static void json_string(FILE *out, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    putc('"', out);
    while (*p) {
        unsigned char c = *p;
        int n;
        if (c == '"' || c == '\\') {
            putc('\\', out);
            putc(c, out);
            p++;
        } else if (c < 0x20) {
            fprintf(out, "\\u%04x", c);
            p++;
        } else if (c < 0x80) {
            putc(c, out);
            p++;
        } else if ((n = utf8_length(p)) > 0) {
            fwrite(p, 1, (size_t)n, out);
            p += n;
        } else {
            fprintf(out, "\\u%04x", c);  /* any other byte is read as Latin-1 */
            p++;
        }
    }
    putc('"', out);
}

/* Microseconds with three decimals, without printf: the trace can hold
   millions of numbers. */
static void json_us(FILE *out, uint64_t ns)
{
    char digits[32], *p = digits + sizeof digits;
    uint64_t us = ns / 1000;
    unsigned frac = (unsigned)(ns % 1000);
    *--p = (char)('0' + frac % 10);
    *--p = (char)('0' + frac / 10 % 10);
    *--p = (char)('0' + frac / 100);
    *--p = '.';
    do {
        *--p = (char)('0' + us % 10);
        us /= 10;
    } while (us);
    fwrite(p, 1, (size_t)(digits + sizeof digits - p), out);
}

/* head, then text as a JSON string, then rest formatted with a and b
   (extra printf arguments are allowed and ignored). */
static char *printed(const char *head, const char *text, const char *rest, long a, long b)
{
    char *buf = NULL;
    size_t size = 0;
    FILE *mem = open_memstream(&buf, &size);
    if (!mem)
        return NULL;
    fputs(head, mem);
    json_string(mem, text);
    fprintf(mem, rest, a, b);
    if (fclose(mem) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* The parts of a routine's events that never change, escaped once. */
typedef struct { char *head, *tail; } event_text_t;

static event_text_t *event_texts(void)
{
    event_text_t *text = (event_text_t *)calloc(nroutines ? nroutines : 1, sizeof *text);
    uint32_t i;
    for (i = 0; text && i < nroutines; i++) {
        /* cat: the region's kind, which the viewers filter by */
        char rest[64];
        snprintf(rest, sizeof rest, ",\"cat\":\"%s\",\"pid\":%%ld,\"tid\":", kind_names[routines[i]->kind]);
        text[i].head = printed(",\n{\"ph\":\"X\",\"name\":", routines[i]->name, rest, (long)getpid(), 0);
        text[i].tail = printed(",\"args\":{\"file\":", routines[i]->file, ",\"line\":%ld",
                               (long)routines[i]->line, 0);
    }
    return text;
}

static void free_event_texts(event_text_t *text)
{
    uint32_t i;
    for (i = 0; text && i < nroutines; i++) {
        free(text[i].head);
        free(text[i].tail);
    }
    free(text);
}

static void write_events(FILE *out, const thread_state_t *ts, const event_text_t *text)
{
    const chunk_t *c;
    uint32_t i;
    char tid[48];
    snprintf(tid, sizeof tid, "%d,\"ts\":", ts->index);
    for (c = ts->first; c; c = c->next) {
        for (i = 0; i < c->count; i++) {
            const event_t *e = &c->events[i];
            const event_text_t *t = &text[e->routine];
            uint64_t start = ticks_to_ns(e->start), end = ticks_to_ns(e->end);
            if (!t->head || !t->tail)
                continue;
            fputs(t->head, out);
            fputs(tid, out);
            json_us(out, start);
            fputs(",\"dur\":", out);
            json_us(out, end > start ? end - start : 0);
            fputs(t->tail, out);
            if (e->end_kind) {
                fputs(",\"end\":\"", out);
                fputs(end_names[e->end_kind], out);
                putc('"', out);
            }
            fputs("}}", out);
        }
    }
}

/* Where the throttle rule stopped a routine's calls on a thread: an instant
   there, naming the routine (srcinst report lists them). */
static void write_json_throttle_marks(FILE *out, long pid)
{
    const throttle_mark_t *m;
    for (m = throttle_marks; m; m = m->next) {
        const routine_t *r = routines[m->routine];
        fprintf(out, ",\n{\"ph\":\"i\",\"name\":\"throttled\",\"cat\":\"%s\",\"s\":\"t\",\"pid\":%ld,"
                "\"tid\":%d,\"ts\":", kind_names[r->kind], pid, m->thread);
        json_us(out, ticks_to_ns(m->time));
        fputs(",\"args\":{\"routine\":", out);
        json_string(out, r->name);
        fputs(",\"file\":", out);
        json_string(out, r->file);
        fprintf(out, ",\"line\":%d,\"kind\":\"%s\",\"calls\":%llu,\"ns_per_call\":%llu}}", r->line,
                kind_names[r->kind], (unsigned long long)m->calls,
                (unsigned long long)throttle_mark_ns_per_call(m));
    }
}

/* otherData's MPI part, where the process knows a rank: the rank, the job's
   size, the communicators (their members as ranks of MPI_COMM_WORLD, by the
   numbers the records give) and the records not kept. */
static void json_mpi_data(FILE *out)
{
    uint32_t c;
    int k, rank = process_rank(), size = job_size();
    if (rank < 0)
        return;
    fprintf(out, ",\"rank\":%d", rank);
    if (size > 0)
        fprintf(out, ",\"ranks\":%d", size);
    if (!ncomms)
        return;
    fprintf(out, ",\"mpi_records_dropped\":%llu,\"mpi_comms\":[", (unsigned long long)messages_dropped);
    for (c = 0; c < ncomms; c++) {
        fprintf(out, "%s{\"name\":", c ? "," : "");
        json_string(out, comms[c].name);
        fputs(",\"ranks\":[", out);
        for (k = 0; k < comms[c].size; k++)
            fprintf(out, "%s%d", k ? "," : "", comms[c].world[k]);
        fputs("]}", out);
    }
    putc(']', out);
}

/* The thread's MPI records as instants: a send or receive names its peer
   (a rank of its communicator, and of MPI_COMM_WORLD), tag, communicator
   and bytes; a collective's end its call, root, communicator and bytes. */
static void json_messages(FILE *out, const thread_state_t *ts)
{
    uint32_t i;
    for (i = 0; i < ts->nmessages; i++) {
        const message_t *m = &ts->messages[i];
        fprintf(out, ",\n{\"ph\":\"i\",\"name\":\"%s\",\"cat\":\"mpi\",\"s\":\"t\",\"pid\":%ld,\"tid\":%d,\"ts\":",
                message_names[m->type], (long)getpid(), ts->index);
        json_us(out, ticks_to_ns(m->time));
        fputs(",\"args\":{", out);
        if (m->type == MSG_SEND || m->type == MSG_RECV)
            fprintf(out, "\"peer\":%d,\"world_peer\":%d,\"tag\":%d,\"comm\":%u,\"bytes\":%llu", m->peer,
                    world_rank_of(m->comm, m->peer), m->tag, m->comm, (unsigned long long)m->bytes);
        else if (m->type == MSG_COLL_END)
            fprintf(out, "\"call\":\"%s\",\"root\":%d,\"comm\":%u,\"bytes\":%llu,\"received\":%llu",
                    m->op < nroutines ? routines[m->op]->name : "?", m->peer, m->comm,
                    (unsigned long long)m->bytes, (unsigned long long)m->received);
        fputs("}}", out);
    }
}

/* Writes path.tmp and renames it, so a reader never sees half a file. */
static FILE *open_output(const char *path, char *tmp, size_t size)
{
    FILE *out;
    snprintf(tmp, size, "%s.tmp", path);
    out = fopen(tmp, "w");
    if (out)
        setvbuf(out, NULL, _IOFBF, 1 << 20);
    else if (verbose)
        fprintf(stderr, "srcinst-trace: cannot write %s: %s\n", tmp, strerror(errno));
    return out;
}

static int close_output(FILE *out, const char *path, const char *tmp)
{
    int failed = ferror(out);
    failed |= fclose(out) != 0;
    if (failed || rename(tmp, path) != 0) {
        if (verbose)
            fprintf(stderr, "srcinst-trace: cannot write %s: %s\n", path, strerror(errno));
        remove(tmp);
        return 0;
    }
    return 1;
}

static int write_trace(const char *path, thread_state_t **snapshot, int count, const totals_t *t)
{
    char tmp[sizeof prefix + 64];
    const instant_t *in;
    event_text_t *text;
    long pid = (long)getpid();
    int i;
    FILE *out = open_output(path, tmp, sizeof tmp);
    if (!out)
        return 0;
    fputs("{\"displayTimeUnit\":\"ns\",\n\"otherData\":{\"srcinst_trace\":1,\"pid\":", out);
    fprintf(out, "%ld,\"program\":", pid);
    json_string(out, program);
    fprintf(out, ",\"clock\":\"%s\",\"threads\":%d,\"threads_busy_at_exit\":%d,\"dropped_events\":%llu,"
            "\"unwound_frames\":%llu,\"mismatched_exits\":%llu,\"open_at_exit\":%llu,"
            "\"throttled_routines\":%u,\"throttled_events\":%llu",
            use_tsc ? "tsc" : "monotonic", t->threads, t->busy, (unsigned long long)t->dropped,
            (unsigned long long)t->unwound, (unsigned long long)t->mismatched, (unsigned long long)t->open_at_exit,
            t->throttled_routines, (unsigned long long)t->throttled);
    json_mpi_data(out);
    fputs("},\n\"traceEvents\":[", out);
    fprintf(out, "\n{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":%ld,\"tid\":0,\"args\":{\"name\":", pid);
    json_string(out, program);
    fputs("}}", out);
    for (i = 0; i < count; i++)
        if (!snapshot[i]->busy_at_exit && snapshot[i]->first)
            fprintf(out, ",\n{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":%ld,\"tid\":%d,"
                    "\"args\":{\"name\":\"thread %d\"}}", pid, snapshot[i]->index, snapshot[i]->index);
    text = event_texts();
    for (i = 0; text && i < count; i++)
        if (!snapshot[i]->busy_at_exit)
            write_events(out, snapshot[i], text);
    free_event_texts(text);
    for (i = 0; i < count; i++)
        if (!snapshot[i]->busy_at_exit)
            json_messages(out, snapshot[i]);
    for (in = instants; in; in = in->next) {
        fprintf(out, ",\n{\"ph\":\"i\",\"name\":\"exit\",\"s\":\"t\",\"pid\":%ld,\"tid\":%d,\"ts\":",
                pid, in->thread);
        json_us(out, ticks_to_ns(in->time));
        fputs(",\"args\":{\"routine\":", out);
        json_string(out, in->routine);
        fputs(",\"file\":", out);
        json_string(out, in->file);
        fprintf(out, ",\"line\":%d}}", in->line);
    }
    write_json_throttle_marks(out, pid);
    fputs("\n]}\n", out);
    return close_output(out, path, tmp);
}

/* --- a thread's calls in time order (for the writers of begins and ends) ---- */

/* The kept events are in end order, the post-order of the thread's call tree
   (of what is kept, when the budget dropped some).  A call's callees are the
   events just before it that have no caller yet, ended deeper on the stack
   and began no earlier (a callee whose caller's event was dropped began
   before a later call of the same depth): one pass with a stack links them,
   whatever the clock's resolution.  20 bytes per event while writing. */
typedef struct call_tree {
    const event_t **event;     /* in end order */
    uint32_t *first, *next;    /* first callee and next sibling, in time order (NONE: none) */
    uint32_t *stack;
    uint32_t n, root;          /* root: the first top-level call */
} call_tree_t;

static void free_call_tree(call_tree_t *t)
{
    free((void *)t->event);
    free(t->first);
    free(t->next);
    free(t->stack);
}

/* Returns 0 when out of memory. */
static int build_call_tree(const thread_state_t *ts, call_tree_t *t)
{
    const chunk_t *c;
    uint32_t i, k, top = 0;
    memset(t, 0, sizeof *t);
    t->root = NONE;
    for (c = ts->first; c; c = c->next)
        t->n += c->count;
    if (!t->n)
        return 1;
    t->event = (const event_t **)malloc(t->n * sizeof *t->event);
    t->first = (uint32_t *)malloc(t->n * sizeof *t->first);
    t->next = (uint32_t *)malloc(t->n * sizeof *t->next);
    t->stack = (uint32_t *)malloc(t->n * sizeof *t->stack);
    if (!t->event || !t->first || !t->next || !t->stack) {
        free_call_tree(t);
        return 0;
    }
    for (c = ts->first, i = 0; c; c = c->next)
        for (k = 0; k < c->count; k++)
            t->event[i++] = &c->events[k];
    for (i = 0; i < t->n; i++) {
        const event_t *e = t->event[i];
        t->first[i] = NONE;
        while (top && t->event[t->stack[top - 1]]->depth > e->depth && t->event[t->stack[top - 1]]->start >= e->start) {
            uint32_t callee = t->stack[--top];
            t->next[callee] = t->first[i];   /* popped latest first */
            t->first[i] = callee;
        }
        t->stack[top++] = i;
    }
    /* What is left on the stack are the top-level calls, earliest first. */
    while (top--) {
        t->next[t->stack[top]] = t->root;
        t->root = t->stack[top];
    }
    return 1;
}

/* enter() and leave() for every call, in time order.  Depth first; the
   stack holds the open calls, and `first` becomes each one's cursor to its
   next callee (the tree is walked once). */
static void walk_call_tree(call_tree_t *t, void (*enter)(void *, const event_t *),
                           void (*leave)(void *, const event_t *), void *context)
{
    uint32_t i, top = 0;
    for (i = t->root; i != NONE; i = t->next[i]) {
        t->stack[top++] = i;
        enter(context, t->event[i]);
        while (top) {
            uint32_t open = t->stack[top - 1], callee = t->first[open];
            if (callee != NONE) {
                t->first[open] = t->next[callee];
                t->stack[top++] = callee;
                enter(context, t->event[callee]);
            } else {
                top--;
                leave(context, t->event[open]);
            }
        }
    }
}

#include "srcinst_trace_perfetto.c"

/* --- flat profile ------------------------------------------------------------ */

/* Per routine: what ended threads measured plus what the others did. */
static routine_t *profile_rows(thread_state_t **snapshot, int count)
{
    routine_t *rows = (routine_t *)calloc(nroutines ? nroutines : 1, sizeof *rows);
    uint32_t i;
    int t;
    if (!rows)
        return NULL;
    for (i = 0; i < nroutines; i++)
        rows[i] = *routines[i];
    for (t = 0; t < count; t++) {
        const thread_state_t *ts = snapshot[t];
        if (ts->busy_at_exit || ts->ended)
            continue;
        for (i = 0; i < ts->nslots; i++) {
            const slot_t *s = &ts->slots[i];
            routine_t *r = &rows[s->routine];
            r->calls += s->calls;
            r->inclusive += s->inclusive;
            r->exclusive += s->exclusive;
            r->unwound += s->unwound;
            r->open_at_exit += s->open_at_exit;
            r->throttled += s->throttled != 0;
        }
    }
    return rows;
}

static int by_exclusive(const void *a, const void *b)
{
    const routine_t *x = (const routine_t *)a, *y = (const routine_t *)b;
    if (x->exclusive != y->exclusive)
        return x->exclusive < y->exclusive ? 1 : -1;
    return strcmp(x->name, y->name);
}

static double ms(uint64_t ticks)
{
    return use_tsc ? (double)ticks * ns_per_tick / 1e6 : (double)ticks / 1e6;
}

static void print_message_sums(FILE *out);

static void print_profile(FILE *out, const routine_t *rows, uint32_t n, const totals_t *t)
{
    uint32_t i;
    uint64_t total = 0;
    for (i = 0; i < n; i++)
        total += rows[i].exclusive;
    int rank = process_rank(), size = job_size();
    fprintf(out, "# srcinst flat profile: %s, pid %ld, ", program, (long)getpid());
    if (rank >= 0 && size > 0)
        fprintf(out, "rank %d of %d, ", rank, size);
    else if (rank >= 0)
        fprintf(out, "rank %d, ", rank);
    fprintf(out, "%d thread%s, %.3f ms in routines\n", t->threads, t->threads == 1 ? "" : "s", ms(total));
    fprintf(out, "# unwound frames %llu, mismatched exits %llu, open at exit %llu, dropped events %llu, "
            "threads busy at exit %d\n", (unsigned long long)t->unwound, (unsigned long long)t->mismatched,
            (unsigned long long)t->open_at_exit, (unsigned long long)t->dropped, t->busy);
    if (throttle_calls != THROTTLE_OFF)
        fprintf(out, "# throttled routines %u, throttled events %llu (more than %llu calls at under %g us "
                "each: later calls in the profile only)\n", t->throttled_routines,
                (unsigned long long)t->throttled, (unsigned long long)throttle_calls, throttle_us);
    fprintf(out, "# %12s %12s %12s %7s  %s\n", "calls", "incl ms", "excl ms", "excl %",
            "routine [file:line] {unwound, open at exit} <kind> (throttled)");
    for (i = 0; i < n; i++) {
        const routine_t *r = &rows[i];
        if (!r->calls)
            continue;
        fprintf(out, "  %12llu %12.3f %12.3f %7.2f  %s [%s:%d]", (unsigned long long)r->calls,
                ms(r->inclusive), ms(r->exclusive), total ? 100.0 * (double)r->exclusive / (double)total : 0.0,
                r->name, r->file, r->line);
        if (r->unwound || r->open_at_exit)
            fprintf(out, " {%llu, %llu}", (unsigned long long)r->unwound,
                    (unsigned long long)r->open_at_exit);
        if (r->kind)
            fprintf(out, " <%s>", kind_names[r->kind]);
        if (r->throttled)
            fputs(" (throttled)", out);
        putc('\n', out);
    }
    print_message_sums(out);
}

/* The MPI records summed: one comment line per kind, peer (a rank of
   MPI_COMM_WORLD; a collective's root, -1 for none), tag and communicator. */
static void print_message_sums(FILE *out)
{
    const message_sum_t *m;
    for (m = message_sums; m; m = m->next) {
        const char *call = m->op < nroutines ? routines[m->op]->name : "?";
        if (m->type == MSG_COLL_END)
            fprintf(out, "# mpi %s root %d comm %u: %llu calls, %llu bytes sent, %llu received\n", call,
                    m->peer, m->comm, (unsigned long long)m->count, (unsigned long long)m->bytes,
                    (unsigned long long)m->received);
        else
            fprintf(out, "# mpi %s %s %d tag %d comm %u: %llu messages, %llu bytes\n",
                    call, m->type == MSG_SEND ? "sent to" : "received from", m->peer, m->tag, m->comm,
                    (unsigned long long)m->count, (unsigned long long)m->bytes);
    }
}

static int write_profile(const char *where, const char *path, routine_t *rows, const totals_t *t)
{
    char tmp[sizeof prefix + 64];
    FILE *out;
    int ok = 1;
    qsort(rows, nroutines, sizeof *rows, by_exclusive);
    if (!strcmp(where, "stderr"))
        print_profile(stderr, rows, nroutines, t);
    else if ((out = open_output(path, tmp, sizeof tmp)) != NULL) {
        print_profile(out, rows, nroutines, t);
        ok = close_output(out, path, tmp);
    } else
        ok = 0;
    return ok;
}

static totals_t count_totals(thread_state_t **snapshot, int count, const routine_t *rows)
{
    totals_t t;
    uint32_t i;
    int k;
    memset(&t, 0, sizeof t);
    for (k = 0; k < count; k++) {
        const thread_state_t *ts = snapshot[k];
        if (ts->busy_at_exit) {
            t.busy++;
            continue;
        }
        t.threads++;
        t.dropped += ts->dropped;
        t.unwound += ts->unwound;
        t.mismatched += ts->mismatched;
        t.throttled += ts->throttled;
    }
    for (i = 0; rows && i < nroutines; i++) {
        t.open_at_exit += rows[i].open_at_exit;
        t.throttled_routines += rows[i].throttled != 0;
    }
    return t;
}

/* SRCINST_TRACE_FORMAT=otf2: an OTF2 archive, where the runtime was built
   with libotf2 (srcinst_trace_otf2.c); else choose_format keeps the default. */
#ifdef SRCINST_HAVE_OTF2
#include "srcinst_trace_otf2.c"
#endif

/* Called with the lock held, once. */
static void write_outputs(thread_state_t **snapshot, int count)
{
    const char *profile = env("SRCINST_PROFILE");
    char trace_path[sizeof prefix + 64], profile_path[sizeof prefix + 64];
    char tag[24];
    int wrote_trace = 0, wrote_profile = 0;
    routine_t *rows;
    totals_t totals;
    if (!profile)
        profile = "file";
    process_tag(tag, sizeof tag);
    snprintf(trace_path, sizeof trace_path, "%s.%s.%s", prefix, tag, format_suffix[trace_format]);
    snprintf(profile_path, sizeof profile_path, "%s.%s.profile.txt", prefix, tag);
    rows = profile_rows(snapshot, count);
    totals = count_totals(snapshot, count, rows);
#if defined(SRCINST_HAVE_OTF2) && defined(SRCINST_HAVE_MPI)
    if (keep_trace && trace_format == FORMAT_OTF2 && job_archive) {
        snprintf(trace_path, sizeof trace_path, "%s.otf2", prefix);
        wrote_trace = write_otf2_job(trace_path, snapshot, count, &totals);
    } else
#endif
#ifdef SRCINST_HAVE_OTF2
    if (keep_trace && trace_format == FORMAT_OTF2)
        wrote_trace = write_otf2(trace_path, snapshot, count, &totals);
    else
#endif
    if (keep_trace && trace_format == FORMAT_JSON)
        wrote_trace = write_trace(trace_path, snapshot, count, &totals);
    else if (keep_trace)
        wrote_trace = write_perfetto(trace_path, snapshot, count, &totals);
    if (rows && strcmp(profile, "off") && strcmp(profile, "0"))
        wrote_profile = write_profile(profile, profile_path, rows, &totals) && strcmp(profile, "stderr");
    free(rows);
    if (verbose && (wrote_trace || wrote_profile))
        fprintf(stderr, "srcinst-trace: %s%s%s%s\n", wrote_trace ? "trace " : "",
                wrote_trace ? trace_path : "",
                wrote_trace && wrote_profile ? ", profile " : wrote_profile ? "profile " : "",
                wrote_profile ? profile_path : "");
}

/* MPI: the PMPI wrappers, where built with an MPI compiler. */
#ifdef SRCINST_HAVE_MPI
#include "srcinst_trace_mpi.c"
#endif
