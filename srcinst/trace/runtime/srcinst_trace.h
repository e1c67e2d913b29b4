/*
 * srcinst_trace.h - hooks of srcinst's trace runtime (the built-in `trace`
 * spec inserts calls to them).  Build flags: `srcinst runtime --cflags --libs`.
 *
 * C and C++: one static region per instrumented routine, passed by address,
 * so the hot path needs no string hashing.  Loops, timers, phases and call
 * sites are regions too, entered through srcinst_trace_region_enter, which
 * also says their kind (SRCINST_KIND_*).  Fortran calls the
 * srcinst_trace_f_* entry points (gfortran convention: lower case, trailing
 * underscore, arguments by reference, hidden string lengths at the end).
 *
 * Environment variables read at run time (see README, "Trace runtime"):
 *   SRCINST_TRACE_PREFIX      output path prefix (default "srcinst-trace")
 *   SRCINST_TRACE             "0" or "off": no timeline, profile only
 *   SRCINST_TRACE_FORMAT      "perfetto" (default, PREFIX.PID.pftrace), "json"
 *                             or "otf2" (where built with libotf2)
 *   SRCINST_PROFILE           "file" (default), "stderr" or "off"
 *   SRCINST_TRACE_MAX_EVENTS  trace events kept per process (default 250000)
 *   SRCINST_TRACE_THROTTLE    "0" or "off": no throttling (TAU's rule, below)
 *   SRCINST_TRACE_THROTTLE_CALLS, SRCINST_TRACE_THROTTLE_US
 *                             a routine or region called more than CALLS
 *                             times (default 100000) on a thread, at under
 *                             US microseconds inclusive per call (default
 *                             10), stops feeding the timeline there; the
 *                             profile still counts its calls, and marks it
 *                             (throttled)
 *   SRCINST_TRACE_CLOCK       "tsc" (default where invariant) or "monotonic"
 *   SRCINST_TRACE_FRAMES      "0": do not use frame addresses to detect
 *                             routines skipped by longjmp
 *   SRCINST_TRACE_VERBOSE     "1": say on stderr what was written (and what
 *                             failed); by default nothing is printed
 *
 * Only C89 comments and declarations, so -std=c89 -pedantic programs can
 * include it.
 */
#ifndef SRCINST_TRACE_H
#define SRCINST_TRACE_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct srcinst_region {
    const char *name;
    const char *file;
    int line;
} srcinst_region;

/* What a region is: a routine (what srcinst_trace_enter enters), or a part
   of one the trace spec gives code.  The kind is taken at a region's first
   entry; the outputs name it (Perfetto and JSON categories, the profile's
   <kind> marker, OTF2 region roles).  Lower-case suffixes, so that
   SRCINST_TRACE_REGION_ENTER(region, loop) can paste the spec's @KIND@. */
#define SRCINST_KIND_routine 0
#define SRCINST_KIND_loop 1
#define SRCINST_KIND_timer 2
#define SRCINST_KIND_phase 3
#define SRCINST_KIND_call 4
/* An MPI call, entered by the runtime's own PMPI wrappers. */
#define SRCINST_KIND_mpi 5
#define SRCINST_KIND_omp 6   /* an OpenMP construct (region=omp) */

void srcinst_trace_init(int argc, char **argv);
/* frame, caller: the routine's frame and return address (see below), or 0. */
void srcinst_trace_enter(const srcinst_region *region, const void *frame, const void *caller);
/* A region of the given kind (SRCINST_KIND_*), left by srcinst_trace_exit. */
void srcinst_trace_region_enter(const srcinst_region *region, int kind, const void *frame, const void *caller);
void srcinst_trace_exit(const srcinst_region *region);
/* srcinst_trace_exit(*scope): the cleanup of SRCINST_TRACE_SCOPE's variable. */
void srcinst_trace_exit_scope(const srcinst_region *const *scope);
void srcinst_trace_abort(const char *routine, const char *file, int line);
/* Writes the outputs now; events after it are not recorded. */
void srcinst_trace_finish(void);

#ifdef __cplusplus
}
#endif

/* What the trace spec calls at entry.  The routine's frame address and
   return address let the runtime notice routines that a longjmp (or an
   exception without a scope guard) left without their exit.  Only where the
   stack grows down and the builtins exist.  On x86-64 the frame is the
   canonical frame address (the stack pointer before the call): unlike
   __builtin_frame_address, __builtin_dwarf_cfa makes gcc keep no frame
   pointer in every instrumented routine, and gcc and clang give it the same
   value there.  Elsewhere they do not (clang gives aarch64's frame pointer,
   and clang 14 cannot compile it for RISC-V), so the frame address stays. */
#if defined(__GNUC__) && defined(__x86_64__)
#define SRCINST_TRACE_FRAME __builtin_dwarf_cfa()
#else
#define SRCINST_TRACE_FRAME __builtin_frame_address(0)
#endif
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) \
                          || defined(__arm__) || defined(__powerpc64__) || defined(__riscv))
#define SRCINST_TRACE_ENTER(region) \
    srcinst_trace_enter((region), SRCINST_TRACE_FRAME, __builtin_return_address(0))
#define SRCINST_TRACE_REGION_ENTER(region, kind) \
    srcinst_trace_region_enter((region), SRCINST_KIND_##kind, SRCINST_TRACE_FRAME, \
                               __builtin_return_address(0))
#else
#define SRCINST_TRACE_ENTER(region) srcinst_trace_enter((region), 0, 0)
#define SRCINST_TRACE_REGION_ENTER(region, kind) srcinst_trace_region_enter((region), SRCINST_KIND_##kind, 0, 0)
#endif

/* What the trace spec declares at the top of a C routine: a variable whose
   cleanup (a GNU C attribute, as the copy's __typeof__ is) calls
   srcinst_trace_exit however the routine's scope is left, by a return or by
   an exception unwinding through C code built with -fexceptions.  The compiler
   places the call on its one way out, as it does -finstrument-functions' exit
   hook, where a call before each return would be one call per return. */
#define SRCINST_TRACE_SCOPE(region) \
    __attribute__((__cleanup__(srcinst_trace_exit_scope), __unused__)) \
    const srcinst_region *const __srcinst_scope = (region)

#endif /* SRCINST_TRACE_H */
