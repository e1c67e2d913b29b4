/*
 * srcinst_trace_throttle.c - TAU's throttle rule for the timeline, included
 * by srcinst_trace.c.
 *
 * Why: the timeline keeps a bounded number of calls per process
 * (SRCINST_TRACE_MAX_EVENTS), and a routine called millions of times for a
 * few ns each would spend the budget in the first phase of a run, leaving
 * none for the later ones.  TAU's rule (TAU_THROTTLE): a routine called more
 * than N times (TAU_THROTTLE_NUMCALLS, 100,000) at under T microseconds of
 * inclusive time per call (TAU_THROTTLE_PERCALL, 10) is throttled.  TAU then
 * stops measuring it altogether; here it only stops feeding the timeline: its
 * calls still count in the profile, which stays exact.
 *
 * The rule is applied when a call returns to its outermost activation on its
 * thread (TAU checks at the routine's stop, recursion excluded), from that
 * thread's own counts, and throttles the routine on that thread: no shared
 * state on the record path.  Each throttling leaves a mark (routine, thread,
 * time, calls, time per call) that the outputs turn into "throttled" instants
 * and totals, and the profile into a (throttled) mark on the routine's row.
 */

#define THROTTLE_OFF UINT64_MAX

static uint64_t throttle_calls = 100000;   /* SRCINST_TRACE_THROTTLE_CALLS; THROTTLE_OFF: off */
static double throttle_us = 10.0;          /* SRCINST_TRACE_THROTTLE_US */
static uint64_t throttle_ticks;            /* throttle_us in clock ticks; 0 until known (atomic) */

/* One routine throttled on one thread, at `time`, after `calls` calls that
   took `inclusive` ticks in all (both as the rule saw them). */
typedef struct throttle_mark {
    struct throttle_mark *next;
    uint32_t routine;
    int thread;
    uint64_t time, calls, inclusive;
} throttle_mark_t;

static throttle_mark_t *throttle_marks;    /* newest first; changed under `lock` */

static double env_microseconds(const char *name, double fallback)
{
    const char *v = env(name);
    char *end;
    double us;
    if (!v)
        return fallback;
    errno = 0;
    us = strtod(v, &end);
    if (errno || *end || !(us >= 0.0) || us > 1e12) {
        if (verbose)
            fprintf(stderr, "srcinst-trace: ignoring %s=%s (not a time in microseconds); using %g\n", name, v,
                    fallback);
        return fallback;
    }
    return us;
}

/* Called by start_process, with the lock held, after the clock and the
   trace settings are chosen. */
static void start_throttle(void)
{
    throttle_calls = (uint64_t)env_count("SRCINST_TRACE_THROTTLE_CALLS", (long)throttle_calls);
    throttle_us = env_microseconds("SRCINST_TRACE_THROTTLE_US", throttle_us);
    if (!keep_trace || env_off("SRCINST_TRACE_THROTTLE") || throttle_us <= 0.0)
        throttle_calls = THROTTLE_OFF;   /* nothing to keep out, or nothing is cheap enough */
    if (!use_tsc)
        throttle_ticks = (uint64_t)(throttle_us * 1000.0 + 0.5);
}

/* throttle_us in ticks.  The TSC's rate is measured from the start of the
   run (kept once 5 ms have passed, enough for the rule's precision); before
   the first check nobody needs it. */
static uint64_t throttle_limit(uint64_t now)
{
    uint64_t limit = __atomic_load_n(&throttle_ticks, __ATOMIC_RELAXED), ns;
    if (limit)
        return limit;
    ns = monotonic_ns() - origin_ns;
    if (!ns || now <= origin_ticks)
        return 0;
    limit = (uint64_t)(throttle_us * 1000.0 * (double)(now - origin_ticks) / (double)ns + 0.5);
    if (ns >= 5000000u && limit)
        __atomic_store_n(&throttle_ticks, limit, __ATOMIC_RELAXED);
    return limit;
}

/* The slot passed throttle_calls and is not throttled yet: is it cheap? */
static void throttle_check(thread_state_t *ts, slot_t *s, uint64_t now)
{
    throttle_mark_t *mark;
    const char *name;
    uint64_t limit = throttle_limit(now);
    if (s->calls > UINT64_MAX / (limit ? limit : 1) || s->inclusive >= limit * s->calls)
        return;
    s->throttled = 1;
    mark = (throttle_mark_t *)calloc(1, sizeof *mark);
    if (!mark)
        return;                      /* throttled all the same, without its mark */
    mark->routine = s->routine;
    mark->thread = ts->index;
    mark->time = now;
    mark->calls = s->calls;
    mark->inclusive = s->inclusive;
    pthread_mutex_lock(&lock);
    mark->next = throttle_marks;
    throttle_marks = mark;
    name = routines[s->routine]->name;   /* another thread may grow routines[]: read under the lock */
    pthread_mutex_unlock(&lock);
    if (verbose)
        fprintf(stderr, "srcinst-trace: throttled %s on thread %d: %llu calls, under %g us each; "
                "its later calls count in the profile only\n", name, ts->index,
                (unsigned long long)s->calls, throttle_us);
}

/* A call of a throttled routine ends: counted (in the profile as always,
   here as one the timeline lacks), not kept. */
static inline void throttle_skip(thread_state_t *ts)
{
    ts->throttled++;
}

/* Ns per call as the rule saw it, for the marks' arguments. */
static uint64_t throttle_mark_ns_per_call(const throttle_mark_t *mark)
{
    double ticks = mark->calls ? (double)mark->inclusive / (double)mark->calls : 0.0;
    return (uint64_t)(use_tsc ? ticks * ns_per_tick + 0.5 : ticks + 0.5);
}

#ifdef SRCINST_HAVE_OTF2
/* Whether a thread throttled the routine (for the OTF2 region). */
static int throttle_marked(uint32_t routine)
{
    const throttle_mark_t *m;
    for (m = throttle_marks; m; m = m->next)
        if (m->routine == routine)
            return 1;
    return 0;
}
#endif

/* A forked child starts with nothing throttled (its counts start afresh).
   The parent's marks are freed: the child's copies are its own, and left
   unreachable they were leaks (LeakSanitizer said so at the child's exit). */
static void throttle_forget(void)
{
    throttle_mark_t *m, *next;
    for (m = throttle_marks; m; m = next) {
        next = m->next;
        free(m);
    }
    throttle_marks = NULL;
}
