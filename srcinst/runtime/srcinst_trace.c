/*
 * srcinst_trace.c - srcinst's trace runtime: per-thread call stacks, a flat
 * profile, and a Chrome Trace Event JSON file (opened by Perfetto and
 * chrome://tracing), written once per process at exit.
 *
 * Hot path (enter + exit): one clock read each, a per-thread hash lookup by
 * region address, a stack push and pop, and a 24-byte event append.  No
 * locks: every thread owns its state; the process-wide list of threads and
 * the event budget are the only shared data.
 *
 * Non-local exits: an exit whose routine is not on top of the stack pops the
 * routines above it as "unwound"; an exit whose routine is not on the stack
 * at all is counted as mismatched and ignored.  At entry, frames left below
 * the current stack pointer by a longjmp are popped as unwound (C and C++,
 * via the routine's frame address).  exit()/abort(): the abort hook writes
 * the outputs, closing active routines as "open_at_exit".
 */
#define _GNU_SOURCE 1
#include "srcinst_trace.h"

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
#else
#define LIKELY(x) (x)
#define UNLIKELY(x) (x)
#define THREAD_LOCAL _Thread_local
#endif

enum end_kind { END_RETURN = 0, END_UNWOUND = 1, END_OPEN = 2 };

/* One routine as seen by one thread.  The key is the C region's address or
   the Fortran name literal's address (with its length). */
typedef struct slot {
    const void *key;
    size_t key_len;
    const char *name;
    const char *file;
    int line;
    uint32_t active;           /* activations on this thread's stack */
    uint64_t calls, inclusive, exclusive, unwound, open_at_exit;
} slot_t;

typedef struct frame {
    const void *key;
    const void *stack_addr;    /* routine's frame address, or NULL */
    const void *site;          /* return address of the enter hook */
    uint32_t slot;
    uint64_t start;
    uint64_t children;         /* ticks spent in direct callees */
} frame_t;

typedef struct event {
    uint64_t start, end;
    uint32_t slot;
    uint32_t end_kind;
} event_t;

#define CHUNK_EVENTS 16384
typedef struct chunk {
    struct chunk *next;
    uint32_t count, capacity;
    event_t events[CHUNK_EVENTS];
} chunk_t;

typedef struct thread_state {
    struct thread_state *next;
    int index;
    slot_t *slots;
    uint32_t nslots, slot_cap;
    uint32_t *table;           /* open addressing: slot index + 1, 0 = empty */
    uint32_t table_mask;
    frame_t *stack;
    uint32_t depth, stack_cap;
    chunk_t *first, *last;
    uint64_t dropped, unwound, mismatched;
} thread_state_t;

typedef struct instant {
    struct instant *next;
    char *routine, *file;
    int line, thread;
    uint64_t time;
} instant_t;

static THREAD_LOCAL thread_state_t *current;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static thread_state_t *threads, *threads_tail;
static int nthreads;
static instant_t *instants;
static volatile int finished;
static int started;
static int use_frames = 1;
static int keep_trace = 1;
static long event_limit = 1000000;    /* SRCINST_TRACE_MAX_EVENTS */
static long event_budget;             /* events still allowed, process-wide */
static char program[256] = "program";

/* --- clock ----------------------------------------------------------------- */

static int use_tsc;
static uint64_t origin_ticks, origin_ns;

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

static double ns_per_tick = 1.0;

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

static void write_outputs(void);

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

static void program_name_from_proc(void)
{
    FILE *f = fopen("/proc/self/cmdline", "rb");
    if (f) {
        size_t n = fread(program, 1, sizeof program - 1, f);
        program[n] = '\0';
        fclose(f);
    }
}

static void free_chunks(thread_state_t *ts)
{
    chunk_t *c = ts->first, *next;
    for (; c; c = next) {
        next = c->next;
        free(c);
    }
    ts->first = ts->last = NULL;
}

/* A forked child starts its own measurement: it writes its own files
   (its pid differs), with only its own calls. Only the forking thread
   lives on; the routines active in it are active in the child too. */
static void in_forked_child(void)
{
    thread_state_t *me = current, *ts, *next;
    uint64_t now = now_ticks();
    uint32_t i;
    pthread_mutex_init(&lock, NULL);   /* another thread may have held it */
    instants = NULL;
    for (ts = threads; ts; ts = next) {
        next = ts->next;
        if (ts != me)
            free_chunks(ts);   /* their other state is left: it is small */
    }
    threads = threads_tail = me;
    nthreads = me ? 1 : 0;
    event_budget = event_limit;
    if (!me)
        return;
    me->next = NULL;
    me->index = 1;
    free_chunks(me);
    me->dropped = me->unwound = me->mismatched = 0;
    for (i = 0; i < me->nslots; i++) {
        slot_t *s = &me->slots[i];
        s->calls = s->inclusive = s->exclusive = s->unwound = s->open_at_exit = 0;
    }
    for (i = 0; i < me->depth; i++) {
        me->stack[i].start = now;
        me->stack[i].children = 0;
        me->slots[me->stack[i].slot].calls++;
    }
}

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
    use_frames = !env_off("SRCINST_TRACE_FRAMES");
    keep_trace = !env_off("SRCINST_TRACE");
    if ((v = env("SRCINST_TRACE_MAX_EVENTS")))
        event_limit = strtol(v, NULL, 10);
    event_budget = event_limit;
    if (program[0] == 'p' && !strcmp(program, "program"))
        program_name_from_proc();
    atexit(at_process_exit);
    pthread_atfork(NULL, NULL, in_forked_child);
}

static thread_state_t *start_thread(void)
{
    thread_state_t *ts = (thread_state_t *)calloc(1, sizeof *ts);
    if (!ts)
        return NULL;
    ts->table_mask = 255;
    ts->table = (uint32_t *)calloc(ts->table_mask + 1, sizeof *ts->table);
    if (!ts->table) {
        free(ts);
        return NULL;
    }
    pthread_mutex_lock(&lock);
    start_process();
    ts->index = ++nthreads;
    if (threads_tail)
        threads_tail->next = ts;
    else
        threads = ts;
    threads_tail = ts;
    pthread_mutex_unlock(&lock);
    current = ts;
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

/* --- per-thread routine table ---------------------------------------------- */

static uint32_t hash_key(const void *key)
{
    uintptr_t k = (uintptr_t)key;
    k ^= k >> 17;
    k *= (uintptr_t)0x9E3779B97F4A7C15ull;
    return (uint32_t)(k >> 24);
}

static int grow_table(thread_state_t *ts)
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

static char *copy_trimmed(const char *s, size_t n)
{
    char *copy;
    while (n > 0 && s[n - 1] == ' ')
        n--;
    copy = (char *)malloc(n + 1);
    if (copy) {
        memcpy(copy, s, n);
        copy[n] = '\0';
    }
    return copy;
}

/* The slot for a key, created on first sight; UINT32_MAX when out of memory. */
static uint32_t new_slot(thread_state_t *ts, const void *key, size_t key_len,
                         const char *name, const char *file, int line, size_t name_len, size_t file_len)
{
    slot_t *s;
    uint32_t h;
    if ((ts->nslots + 1) * 2 > ts->table_mask && !grow_table(ts))
        return UINT32_MAX;
    if (ts->nslots == ts->slot_cap) {
        uint32_t cap = ts->slot_cap ? ts->slot_cap * 2 : 64;
        slot_t *slots = (slot_t *)realloc(ts->slots, cap * sizeof *slots);
        if (!slots)
            return UINT32_MAX;
        ts->slots = slots;
        ts->slot_cap = cap;
    }
    s = &ts->slots[ts->nslots];
    memset(s, 0, sizeof *s);
    s->key = key;
    s->key_len = key_len;
    if (key_len) {  /* Fortran: strings are not NUL-terminated */
        s->name = copy_trimmed(name, name_len);
        s->file = copy_trimmed(file, file_len);
        if (!s->name || !s->file)
            return UINT32_MAX;
    } else {
        s->name = name;
        s->file = file;
    }
    s->line = line;
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
    return UINT32_MAX;
}

/* --- events ------------------------------------------------------------------ */

static void record(thread_state_t *ts, uint32_t slot, uint64_t start, uint64_t end, uint32_t kind)
{
    chunk_t *c = ts->last;
    if (!keep_trace)
        return;
    if (UNLIKELY(!c || c->count == c->capacity)) {
        long granted;
        pthread_mutex_lock(&lock);
        granted = event_budget < CHUNK_EVENTS ? event_budget : CHUNK_EVENTS;
        if (granted > 0)
            event_budget -= granted;
        pthread_mutex_unlock(&lock);
        c = granted > 0 ? (chunk_t *)malloc(sizeof *c) : NULL;
        if (!c) {
            ts->dropped++;
            return;
        }
        c->next = NULL;
        c->count = 0;
        c->capacity = (uint32_t)granted;
        if (ts->last)
            ts->last->next = c;
        else
            ts->first = c;
        ts->last = c;
    }
    c->events[c->count].start = start;
    c->events[c->count].end = end;
    c->events[c->count].slot = slot;
    c->events[c->count].end_kind = kind;
    /* A thread still running while another writes the outputs: publish the
       event before the count that makes it visible. */
    __atomic_store_n(&c->count, c->count + 1, __ATOMIC_RELEASE);
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
    record(ts, f->slot, f->start, now, kind);
}

static int grow_stack(thread_state_t *ts)
{
    uint32_t cap = ts->stack_cap ? ts->stack_cap * 2 : 256;
    frame_t *stack = (frame_t *)realloc(ts->stack, cap * sizeof *stack);
    if (!stack)
        return 0;
    ts->stack = stack;
    ts->stack_cap = cap;
    return 1;
}

/* Frames that a longjmp (or an exception without a scope guard) left behind
   lie deeper in the stack than the routine being entered.  A frame at the
   same address is a caller the entered routine was inlined into, unless it
   is the same routine entered from the same place: a loop around setjmp. */
static void pop_abandoned(thread_state_t *ts, const void *key, const void *stack_addr,
                          const void *site, uint64_t now)
{
    while (ts->depth) {
        const frame_t *top = &ts->stack[ts->depth - 1];
        if (!top->stack_addr)
            return;
        if ((const char *)top->stack_addr < (const char *)stack_addr
            || (top->stack_addr == stack_addr && top->key == key && top->site == site))
            pop(ts, now, END_UNWOUND);
        else
            return;
    }
}

static void push(thread_state_t *ts, uint32_t slot, const void *key, const void *stack_addr,
                 const void *site, uint64_t now)
{
    frame_t *f;
    if (UNLIKELY(ts->depth == ts->stack_cap) && !grow_stack(ts))
        return;
    f = &ts->stack[ts->depth++];
    f->key = key;
    f->stack_addr = stack_addr;
    f->site = site;
    f->slot = slot;
    f->start = now;
    f->children = 0;
    ts->slots[slot].active++;
    ts->slots[slot].calls++;
}

static int same_routine(const slot_t *a, const slot_t *b)
{
    return a->line == b->line && !strcmp(a->name, b->name) && !strcmp(a->file, b->file);
}

static int name_is(const slot_t *s, const char *name, size_t len)
{
    while (len > 0 && name[len - 1] == ' ')
        len--;
    return strlen(s->name) == len && !memcmp(s->name, name, len);
}

/* An exit whose routine is not on top: pop down to it, or ignore it. */
static void exit_below(thread_state_t *ts, const void *key, size_t key_len,
                       const char *name, size_t name_len, uint64_t now)
{
    uint32_t i = ts->depth, target = UINT32_MAX;
    uint32_t slot = find_slot(ts, key, key_len);
    while (i-- > 0) {
        const frame_t *f = &ts->stack[i];
        const slot_t *s = &ts->slots[f->slot];
        if (f->key == key
            || (slot != UINT32_MAX && same_routine(s, &ts->slots[slot]))
            || (key_len && name_is(s, name, name_len))) {
            target = i;
            break;
        }
    }
    if (target == UINT32_MAX) {
        ts->mismatched++;
        return;
    }
    while (ts->depth > target + 1)
        pop(ts, now, END_UNWOUND);
    pop(ts, now, END_RETURN);
}

/* --- C and C++ hooks -------------------------------------------------------- */

void srcinst_trace_enter(const srcinst_region *region, const void *stack_addr)
{
    thread_state_t *ts = current;
    uint64_t now;
    uint32_t slot;
    if (UNLIKELY(!ts) && !(ts = start_thread()))
        return;
    if (UNLIKELY(finished))
        return;
    now = now_ticks();
    if (!use_frames)
        stack_addr = NULL;
    if (stack_addr && ts->depth)
        pop_abandoned(ts, region, stack_addr, __builtin_return_address(0), now);
    slot = find_slot(ts, region, 0);
    if (UNLIKELY(slot == UINT32_MAX)) {
        slot = new_slot(ts, region, 0, region->name, region->file, region->line, 0, 0);
        if (slot == UINT32_MAX)
            return;
    }
    push(ts, slot, region, stack_addr, __builtin_return_address(0), now);
}

void srcinst_trace_exit(const srcinst_region *region)
{
    thread_state_t *ts = current;
    uint64_t now;
    if (UNLIKELY(!ts || finished))
        return;
    now = now_ticks();
    if (LIKELY(ts->depth && ts->stack[ts->depth - 1].key == region))
        pop(ts, now, END_RETURN);
    else
        exit_below(ts, region, 0, NULL, 0, now);
}

void srcinst_trace_abort(const char *routine, const char *file, int line)
{
    thread_state_t *ts = current;
    instant_t *in = (instant_t *)calloc(1, sizeof *in);
    if (!ts)
        ts = start_thread();
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
    }
    /* exit() and abort() follow: write now, as abort() runs no atexit. */
    srcinst_trace_finish();
}

/* --- Fortran hooks (gfortran convention) ----------------------------------- */

void srcinst_trace_f_init_(void)
{
    srcinst_trace_init(0, NULL);
}

void srcinst_trace_f_enter_(const char *name, const char *file, const int *line,
                            size_t name_len, size_t file_len)
{
    thread_state_t *ts = current;
    uint64_t now;
    uint32_t slot;
    if (UNLIKELY(!ts) && !(ts = start_thread()))
        return;
    if (UNLIKELY(finished))
        return;
    now = now_ticks();
    slot = find_slot(ts, name, name_len + 1);
    if (UNLIKELY(slot == UINT32_MAX)) {
        slot = new_slot(ts, name, name_len + 1, name, file, *line, name_len, file_len);
        if (slot == UINT32_MAX)
            return;
    }
    push(ts, slot, name, NULL, NULL, now);
}

void srcinst_trace_f_exit_(const char *name, size_t name_len)
{
    thread_state_t *ts = current;
    uint64_t now;
    if (UNLIKELY(!ts || finished))
        return;
    now = now_ticks();
    if (LIKELY(ts->depth && ts->stack[ts->depth - 1].key == (const void *)name))
        pop(ts, now, END_RETURN);
    else if (ts->depth && name_is(&ts->slots[ts->stack[ts->depth - 1].slot], name, name_len))
        pop(ts, now, END_RETURN);  /* the same name from another literal */
    else
        exit_below(ts, name, name_len + 1, name, name_len, now);
}

void srcinst_trace_f_abort_(const char *name, const char *file, const int *line,
                            size_t name_len, size_t file_len)
{
    char *n = copy_trimmed(name, name_len), *f = copy_trimmed(file, file_len);
    srcinst_trace_abort(n ? n : "?", f ? f : "?", *line);
    free(n);
    free(f);
}

/* --- output ------------------------------------------------------------------ */

void srcinst_trace_finish(void)
{
    thread_state_t *ts;
    uint64_t now = now_ticks();
    pthread_mutex_lock(&lock);
    if (finished || !started) {
        finished = 1;
        pthread_mutex_unlock(&lock);
        return;
    }
    finished = 1;
    /* Routines still active (exit() inside them, threads still running). */
    for (ts = threads; ts; ts = ts->next)
        while (ts->depth)
            pop(ts, now, END_OPEN);
    calibrate();
    write_outputs();
    pthread_mutex_unlock(&lock);
}

static void json_string(FILE *out, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    putc('"', out);
    for (; *p; p++) {
        unsigned char c = *p;
        if (c == '"' || c == '\\') {
            putc('\\', out);
            putc(c, out);
        } else if (c < 0x20) {
            fprintf(out, "\\u%04x", c);
        } else if (c < 0x80) {
            putc(c, out);
        } else {
            /* Valid UTF-8 passes through; any other byte is read as Latin-1. */
            int n = (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1, k;
            for (k = 1; n > 0 && k <= n; k++)
                if ((p[k] & 0xC0) != 0x80)
                    n = -1;
            if (n > 0) {
                fwrite(p, 1, (size_t)n + 1, out);
                p += n;
            } else {
                fprintf(out, "\\u%04x", c);
            }
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

static const char *const end_names[] = { "", "unwound", "open_at_exit" };

/* The parts of a routine's events that never change, escaped once. */
typedef struct { char *head, *tail; } event_text_t;

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

static void write_events(FILE *out, const thread_state_t *ts, long pid)
{
    const chunk_t *c;
    uint32_t i;
    event_text_t *text = (event_text_t *)calloc(ts->nslots ? ts->nslots : 1, sizeof *text);
    if (!text)
        return;
    for (i = 0; i < ts->nslots; i++) {
        text[i].head = printed(",\n{\"ph\":\"X\",\"name\":", ts->slots[i].name,
                               ",\"pid\":%ld,\"tid\":%ld,\"ts\":", pid, (long)ts->index);
        text[i].tail = printed(",\"args\":{\"file\":", ts->slots[i].file, ",\"line\":%ld",
                               (long)ts->slots[i].line, 0);
    }
    for (c = ts->first; c; c = c->next) {
        uint32_t n = __atomic_load_n(&c->count, __ATOMIC_ACQUIRE);
        for (i = 0; i < n; i++) {
            const event_t *e = &c->events[i];
            const event_text_t *t = &text[e->slot];
            uint64_t start = ticks_to_ns(e->start), end = ticks_to_ns(e->end);
            if (!t->head || !t->tail)
                continue;
            fputs(t->head, out);
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
    for (i = 0; i < ts->nslots; i++) {
        free(text[i].head);
        free(text[i].tail);
    }
    free(text);
}

/* Writes path.tmp and renames it, so a reader never sees half a file. */
static FILE *open_output(const char *path, char *tmp, size_t size)
{
    FILE *out;
    snprintf(tmp, size, "%s.tmp", path);
    out = fopen(tmp, "w");
    if (out)
        setvbuf(out, NULL, _IOFBF, 1 << 20);
    return out;
}

static int close_output(FILE *out, const char *path, const char *tmp)
{
    int failed = ferror(out);
    failed |= fclose(out) != 0;
    if (failed || rename(tmp, path) != 0) {
        fprintf(stderr, "srcinst-trace: cannot write %s: %s\n", path, strerror(errno));
        remove(tmp);
        return 0;
    }
    return 1;
}

static int write_trace(const char *path, long pid, uint64_t *nevents)
{
    char tmp[4200];
    const thread_state_t *ts;
    const instant_t *in;
    uint64_t dropped = 0, unwound = 0, mismatched = 0, open = 0;
    FILE *out = open_output(path, tmp, sizeof tmp);
    if (!out) {
        fprintf(stderr, "srcinst-trace: cannot write %s: %s\n", tmp, strerror(errno));
        return 0;
    }
    *nevents = 0;
    for (ts = threads; ts; ts = ts->next) {
        uint32_t i;
        dropped += ts->dropped;
        unwound += ts->unwound;
        mismatched += ts->mismatched;
        for (i = 0; i < ts->nslots; i++) {
            open += ts->slots[i].open_at_exit;
            *nevents += ts->slots[i].calls;
        }
    }
    fputs("{\"displayTimeUnit\":\"ns\",\n\"otherData\":{\"srcinst_trace\":1,\"pid\":", out);
    fprintf(out, "%ld,\"program\":", pid);
    json_string(out, program);
    fprintf(out, ",\"clock\":\"%s\",\"threads\":%d,\"dropped_events\":%llu,\"unwound_frames\":%llu,"
            "\"mismatched_exits\":%llu,\"open_at_exit\":%llu},\n\"traceEvents\":[",
            use_tsc ? "tsc" : "monotonic", nthreads, (unsigned long long)dropped,
            (unsigned long long)unwound, (unsigned long long)mismatched, (unsigned long long)open);
    fprintf(out, "\n{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":%ld,\"tid\":0,\"args\":{\"name\":", pid);
    json_string(out, program);
    fputs("}}", out);
    for (ts = threads; ts; ts = ts->next)
        fprintf(out, ",\n{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":%ld,\"tid\":%d,"
                "\"args\":{\"name\":\"thread %d\"}}", pid, ts->index, ts->index);
    for (ts = threads; ts; ts = ts->next)
        write_events(out, ts, pid);
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
    fputs("\n]}\n", out);
    return close_output(out, path, tmp);
}

/* --- flat profile ------------------------------------------------------------ */

static int by_identity(const void *a, const void *b)
{
    const slot_t *x = *(const slot_t *const *)a, *y = *(const slot_t *const *)b;
    int c = strcmp(x->name, y->name);
    if (!c)
        c = strcmp(x->file, y->file);
    return c ? c : (x->line > y->line) - (x->line < y->line);
}

static int by_exclusive(const void *a, const void *b)
{
    const slot_t *x = (const slot_t *)a, *y = (const slot_t *)b;
    if (x->exclusive != y->exclusive)
        return x->exclusive < y->exclusive ? 1 : -1;
    return strcmp(x->name, y->name);
}

/* All threads' slots merged by routine (name, file, line). */
static slot_t *merged_profile(size_t *count)
{
    const thread_state_t *ts;
    size_t n = 0, i, m = 0;
    slot_t **all, *merged;
    for (ts = threads; ts; ts = ts->next)
        n += ts->nslots;
    all = (slot_t **)malloc((n ? n : 1) * sizeof *all);
    merged = (slot_t *)calloc(n ? n : 1, sizeof *merged);
    if (!all || !merged) {
        free(all);
        free(merged);
        return NULL;
    }
    n = 0;
    for (ts = threads; ts; ts = ts->next)
        for (i = 0; i < ts->nslots; i++)
            all[n++] = &ts->slots[i];
    qsort(all, n, sizeof *all, by_identity);
    for (i = 0; i < n; i++) {
        if (m == 0 || !same_routine(&merged[m - 1], all[i]))
            merged[m++] = *all[i];
        else {
            merged[m - 1].calls += all[i]->calls;
            merged[m - 1].inclusive += all[i]->inclusive;
            merged[m - 1].exclusive += all[i]->exclusive;
            merged[m - 1].unwound += all[i]->unwound;
            merged[m - 1].open_at_exit += all[i]->open_at_exit;
        }
    }
    free(all);
    qsort(merged, m, sizeof *merged, by_exclusive);
    *count = m;
    return merged;
}

static double ms(uint64_t ticks)
{
    return use_tsc ? (double)ticks * ns_per_tick / 1e6 : (double)ticks / 1e6;
}

static void print_profile(FILE *out, long pid, const slot_t *rows, size_t n)
{
    size_t i;
    uint64_t total = 0;
    for (i = 0; i < n; i++)
        total += rows[i].exclusive;
    fprintf(out, "# srcinst flat profile: %s, pid %ld, %d thread%s, %.3f ms in routines\n",
            program, pid, nthreads, nthreads == 1 ? "" : "s", ms(total));
    fprintf(out, "# %12s %12s %12s %7s  %s\n", "calls", "incl ms", "excl ms", "excl %",
            "routine [file:line] {unwound, open at exit}");
    for (i = 0; i < n; i++) {
        const slot_t *s = &rows[i];
        fprintf(out, "  %12llu %12.3f %12.3f %7.2f  %s [%s:%d]", (unsigned long long)s->calls,
                ms(s->inclusive), ms(s->exclusive), total ? 100.0 * (double)s->exclusive / (double)total : 0.0,
                s->name, s->file, s->line);
        if (s->unwound || s->open_at_exit)
            fprintf(out, " {%llu, %llu}", (unsigned long long)s->unwound,
                    (unsigned long long)s->open_at_exit);
        putc('\n', out);
    }
}

static int write_profile(const char *where, const char *path, long pid)
{
    size_t n = 0;
    slot_t *rows = merged_profile(&n);
    char tmp[4200];
    FILE *out;
    int ok = 1;
    if (!rows)
        return 0;
    if (!strcmp(where, "stderr")) {
        print_profile(stderr, pid, rows, n);
    } else if ((out = open_output(path, tmp, sizeof tmp)) != NULL) {
        print_profile(out, pid, rows, n);
        ok = close_output(out, path, tmp);
    } else {
        fprintf(stderr, "srcinst-trace: cannot write %s: %s\n", tmp, strerror(errno));
        ok = 0;
    }
    free(rows);
    return ok;
}

/* Called with the lock held, once. */
static void write_outputs(void)
{
    const char *prefix = env("SRCINST_TRACE_PREFIX");
    const char *profile = env("SRCINST_PROFILE");
    char trace_path[4096], profile_path[4096];
    long pid = (long)getpid();
    uint64_t nevents = 0;
    int wrote_trace = 0, wrote_profile = 0;
    if (!prefix)
        prefix = "srcinst-trace";
    if (!profile)
        profile = "file";
    snprintf(trace_path, sizeof trace_path, "%s.%ld.json", prefix, pid);
    snprintf(profile_path, sizeof profile_path, "%s.%ld.profile.txt", prefix, pid);
    if (keep_trace)
        wrote_trace = write_trace(trace_path, pid, &nevents);
    if (strcmp(profile, "off") && strcmp(profile, "0"))
        wrote_profile = write_profile(profile, profile_path, pid) && strcmp(profile, "stderr");
    if (!env("SRCINST_TRACE_QUIET") && (wrote_trace || wrote_profile))
        fprintf(stderr, "srcinst-trace: %s%s%s%s\n", wrote_trace ? "trace " : "",
                wrote_trace ? trace_path : "", wrote_trace && wrote_profile ? ", profile " : wrote_profile ? "profile " : "",
                wrote_profile ? profile_path : "");
}
