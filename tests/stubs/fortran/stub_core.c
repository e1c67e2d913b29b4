/* Checking core shared by the Fortran API stubs in this directory
 * (tau_f.c, scorep_f.c, epik_f.c #include it; it is not compiled alone).
 *
 * The stubs stand in for the toolsets' Fortran bindings, which Fortran code
 * reaches through implicit interfaces. gfortran's convention for those is
 * the lower-case name with a trailing underscore, every argument passed by
 * reference, and one hidden length (size_t, by value) per CHARACTER argument,
 * appended after the other arguments in the order of the CHARACTER arguments.
 *
 * What the core keeps:
 *   - a registry of regions (timers, region handles), shared by all threads,
 *     each with the name, file and line it was registered with;
 *   - per thread, the stack of regions begun and not yet ended;
 *   - counts of begins and ends, calls of the toolset's exit function, and
 *     whether the program is ending through STOP, ERROR STOP or CALL EXIT.
 * A violation prints one `stub-violation (API): ...` line on stderr and
 * ends the process with exit(99).
 *
 * At normal process exit (atexit) it prints a line per region and a summary
 * on stderr,
 *   stub-region: begins=N line=N file=FILE name=NAME     (in registration order)
 *   stub-summary: api=API begins=N ends=N regions=N open=N exit_calls=N stop=0|1
 * and ends the process with _exit(98) if regions are still open, unless the
 * toolset had a chance to close them:
 *   - TAU: TAU_PROFILE_EXIT was called (tau.spec's abort rule, before STOP);
 *   - Score-P: the program ended through STOP/EXIT. Score-P's finalisation,
 *     run from exit(), ends every region still on the master thread's stack
 *     (SCOREP_Task_ExitAllRegions in scorep_finalize), so scorep.spec needs
 *     no abort rule. A region still open when the program ends normally, by
 *     reaching END PROGRAM, is an exit site srcinst missed, and fails;
 *   - EPIK: treated like Score-P (see epik_f.c).
 * To see STOP and CALL EXIT the test links with
 *   -Wl,--wrap=_gfortran_stop_numeric,--wrap=_gfortran_stop_string,
 *   --wrap=_gfortran_error_stop_numeric,--wrap=_gfortran_error_stop_string,
 *   --wrap=_gfortran_exit_i4,--wrap=_gfortran_exit_i8
 * so that libgfortran's entry points for these statements pass through the
 * __wrap_ functions below first (the linker is required: without the flags
 * the __real_ references do not resolve).
 *
 * A stub defines STUB_API (a short name) and STUB_OPEN_OK_AT_STOP (1 when
 * the library itself closes open regions at exit), then includes this file;
 * a stub of a C API defines STUB_C_ONLY too (no STOP to wrap).
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef STUB_API
#error "define STUB_API before including stub_core.c"
#endif

#define STUB_MAX_REGIONS 512
#define STUB_MAX_DEPTH 1024
#define STUB_MAX_TEXT 512

typedef struct {
    char name[STUB_MAX_TEXT];
    char file[STUB_MAX_TEXT];
    int line;
    long begins;
} stub_region;

static stub_region stub_regions[STUB_MAX_REGIONS];
static int stub_nregions;
static pthread_mutex_t stub_lock = PTHREAD_MUTEX_INITIALIZER;

static __thread int stub_stack[STUB_MAX_DEPTH];
static __thread int stub_depth;

static long stub_begins, stub_ends;
static int stub_exit_calls;
static int stub_stop_seen;
static int stub_violated;

static void stub_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

static void stub_fail(const char *fmt, ...)
{
    va_list ap;
    stub_violated = 1;
    fprintf(stderr, "stub-violation (%s): ", STUB_API);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    fflush(stderr);
    exit(99);
}

/* A Fortran character argument as a C string, for messages and the registry:
 * the bytes up to its hidden length (or to a NUL, for the EPIK names), with
 * trailing blanks removed as Fortran comparisons do. */
__attribute__((unused)) static void stub_text(char *out, const char *text, size_t len, bool stop_at_nul)
{
    size_t n = 0;
    if (text == NULL)
        stub_fail("NULL character argument");
    while (n < len && n < STUB_MAX_TEXT - 1 && !(stop_at_nul && text[n] == '\0'))
        ++n;
    while (n > 0 && text[n - 1] == ' ')
        --n;
    memcpy(out, text, n);
    out[n] = '\0';
}

__attribute__((unused)) static int stub_find_name(const char *name)
{
    for (int i = 0; i < stub_nregions; ++i)
        if (strcmp(stub_regions[i].name, name) == 0)
            return i;
    return -1;
}

/* The region registered with this name, file and line, or -1. */
static int stub_find_region(const char *name, const char *file, int line)
{
    for (int i = 0; i < stub_nregions; ++i)
        if (strcmp(stub_regions[i].name, name) == 0 && strcmp(stub_regions[i].file, file ? file : "") == 0 &&
            stub_regions[i].line == line)
            return i;
    return -1;
}

/* Registers a region on the first use of its handle. A second registration
 * of the same name (from the same file and line, where the API passes them:
 * call regions of one callee at different lines have handles of their own)
 * means that the handle was not kept (not SAVEd, or reset): every routine
 * has exactly one handle, so its name comes here once. */
static int stub_register(const char *name, const char *file, int line)
{
    int index;
    if (name[0] == '\0')
        stub_fail("empty region name");
    pthread_mutex_lock(&stub_lock);
    if (stub_find_region(name, file, line) >= 0) {
        pthread_mutex_unlock(&stub_lock);
        stub_fail("region '%s' registered a second time: its handle was not kept "
                  "from the first call", name);
    }
    if (stub_nregions == STUB_MAX_REGIONS) {
        pthread_mutex_unlock(&stub_lock);
        stub_fail("more than %d regions", STUB_MAX_REGIONS);
    }
    index = stub_nregions++;
    snprintf(stub_regions[index].name, STUB_MAX_TEXT, "%s", name);
    snprintf(stub_regions[index].file, STUB_MAX_TEXT, "%s", file ? file : "");
    stub_regions[index].line = line;
    pthread_mutex_unlock(&stub_lock);
    return index;
}

static void stub_no_calls_after_exit(const char *what)
{
    if (stub_exit_calls > 0)
        stub_fail("%s called after the toolset's exit call", what);
}

static void stub_push(int index)
{
    stub_no_calls_after_exit("region begin");
    if (stub_depth == STUB_MAX_DEPTH)
        stub_fail("more than %d nested regions", STUB_MAX_DEPTH);
    stub_stack[stub_depth++] = index;
    __atomic_add_fetch(&stub_regions[index].begins, 1, __ATOMIC_RELAXED);
    __atomic_add_fetch(&stub_begins, 1, __ATOMIC_RELAXED);
}

/* Ends region `index`, which must be the innermost open one of this thread. */
static void stub_pop(int index)
{
    stub_no_calls_after_exit("region end");
    if (stub_depth == 0)
        stub_fail("end of '%s', but no region is open", stub_regions[index].name);
    if (stub_stack[stub_depth - 1] != index)
        stub_fail("end of '%s', but the innermost open region is '%s'",
                  stub_regions[index].name, stub_regions[stub_stack[stub_depth - 1]].name);
    --stub_depth;
    __atomic_add_fetch(&stub_ends, 1, __ATOMIC_RELAXED);
}

static void stub_at_exit(void)
{
    for (int i = 0; i < stub_nregions; ++i)
        fprintf(stderr, "stub-region: begins=%ld line=%d file=%s name=%s\n", stub_regions[i].begins,
                stub_regions[i].line, stub_regions[i].file, stub_regions[i].name);
    fprintf(stderr,
            "stub-summary: api=%s begins=%ld ends=%ld regions=%d open=%d exit_calls=%d stop=%d\n",
            STUB_API, stub_begins, stub_ends, stub_nregions, stub_depth, stub_exit_calls,
            stub_stop_seen);
    if (stub_violated)
        return;  /* already reported; the status is 99 */
    if (stub_depth > 0) {
        int allowed = stub_exit_calls > 0 || (STUB_OPEN_OK_AT_STOP && stub_stop_seen);
        if (!allowed) {
            fprintf(stderr, "stub-violation (%s): %d region(s) still open at exit, innermost '%s'%s\n",
                    STUB_API, stub_depth, stub_regions[stub_stack[stub_depth - 1]].name,
                    stub_stop_seen ? " (the program ended through STOP/EXIT)" : "");
            fflush(stderr);
            _exit(98);
        }
    }
    fflush(stderr);
}

__attribute__((constructor)) static void stub_install(void)
{
    atexit(stub_at_exit);
}

#ifndef STUB_C_ONLY  /* a stub of a C API (tests/stubs/check/) has no Fortran STOP to see */
/* libgfortran's STOP, ERROR STOP and EXIT entry points (see the top). */
void __real__gfortran_stop_numeric(int code, bool quiet);
void __real__gfortran_stop_string(const char *string, size_t len, bool quiet);
void __real__gfortran_error_stop_numeric(int code, bool quiet);
void __real__gfortran_error_stop_string(const char *string, size_t len, bool quiet);
void __real__gfortran_exit_i4(int32_t *status);
void __real__gfortran_exit_i8(int64_t *status);

void __wrap__gfortran_stop_numeric(int code, bool quiet);
void __wrap__gfortran_stop_string(const char *string, size_t len, bool quiet);
void __wrap__gfortran_error_stop_numeric(int code, bool quiet);
void __wrap__gfortran_error_stop_string(const char *string, size_t len, bool quiet);
void __wrap__gfortran_exit_i4(int32_t *status);
void __wrap__gfortran_exit_i8(int64_t *status);

void __wrap__gfortran_stop_numeric(int code, bool quiet)
{
    stub_stop_seen = 1;
    __real__gfortran_stop_numeric(code, quiet);
}

void __wrap__gfortran_stop_string(const char *string, size_t len, bool quiet)
{
    stub_stop_seen = 1;
    __real__gfortran_stop_string(string, len, quiet);
}

void __wrap__gfortran_error_stop_numeric(int code, bool quiet)
{
    stub_stop_seen = 1;
    __real__gfortran_error_stop_numeric(code, quiet);
}

void __wrap__gfortran_error_stop_string(const char *string, size_t len, bool quiet)
{
    stub_stop_seen = 1;
    __real__gfortran_error_stop_string(string, len, quiet);
}

void __wrap__gfortran_exit_i4(int32_t *status)
{
    stub_stop_seen = 1;
    __real__gfortran_exit_i4(status);
}

void __wrap__gfortran_exit_i8(int64_t *status)
{
    stub_stop_seen = 1;
    __real__gfortran_exit_i8(status);
}
#endif /* STUB_C_ONLY */
