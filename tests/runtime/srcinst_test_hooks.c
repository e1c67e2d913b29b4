/*
 * srcinst_test_hooks.c - test-only event recorder for the srcinst test suite.
 * See srcinst_test_hooks.h for the log format.
 *
 * Every event is written with a single write(2) on a file descriptor opened
 * with O_APPEND and closed right after, so nothing is buffered in the process:
 * the log survives exit(), _Exit() and abort(), lines from several threads
 * (or processes) never interleave, and the recorder keeps no file descriptor
 * open that the program under test could observe.  errno is preserved.
 */
#if !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1
#endif

#define SRCINST_TEST_HOOKS_FORTRAN 1 /* declare the Fortran entry points too */
#include "srcinst_test_hooks.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define SRCINST_LINE_MAX 4096

/* Small per-thread id: 1 for the first thread that records an event, 2 for
 * the next one, and so on. */
static __thread int srcinst_tid;
static int srcinst_next_tid;

static int srcinst_thread_id(void)
{
    if (srcinst_tid == 0) {
        srcinst_tid = __sync_add_and_fetch(&srcinst_next_tid, 1);
    }
    return srcinst_tid;
}

typedef struct {
    char data[SRCINST_LINE_MAX];
    size_t len;
} srcinst_buf;

/* Append text, replacing tabs and newlines so the line format stays intact. */
static void srcinst_put(srcinst_buf *b, const char *s)
{
    if (s == NULL) {
        s = "(null)";
    }
    for (; *s != '\0' && b->len < sizeof b->data - 1; ++s) {
        char c = *s;
        if (c == '\t' || c == '\n' || c == '\r') {
            c = ' ';
        }
        b->data[b->len++] = c;
    }
}

/* Append one field separator (tab). */
static void srcinst_sep(srcinst_buf *b)
{
    if (b->len < sizeof b->data - 1) {
        b->data[b->len++] = '\t';
    }
}

static void srcinst_put_int(srcinst_buf *b, long v)
{
    char tmp[32];
    int i = 0;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do {
        tmp[i++] = (char)('0' + (u % 10));
        u /= 10;
    } while (u != 0 && i < (int)sizeof tmp - 1);
    if (v < 0) {
        tmp[i++] = '-';
    }
    while (i > 0 && b->len < sizeof b->data - 1) {
        b->data[b->len++] = tmp[--i];
    }
}

static void srcinst_record(char kind, const char *routine, const char *file,
                           int line)
{
    const char *path;
    srcinst_buf b;
    int fd;
    int saved_errno = errno;

    path = getenv("SRCINST_TEST_LOG");
    if (path == NULL || *path == '\0') {
        return;
    }
    b.len = 0;
    b.data[b.len++] = kind;
    b.data[b.len++] = '\t';
    srcinst_put_int(&b, srcinst_thread_id());
    srcinst_sep(&b);
    srcinst_put(&b, routine);
    srcinst_sep(&b);
    srcinst_put(&b, file);
    srcinst_sep(&b);
    srcinst_put_int(&b, line);
    b.data[b.len++] = '\n'; /* room for it is always kept by srcinst_put */

    fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd >= 0) {
        ssize_t n = write(fd, b.data, b.len);
        (void)n;
        close(fd);
    }
    errno = saved_errno;
}

void srcinst_test_init(int *argc, char ***argv, const char *file, int line)
{
    srcinst_buf b;
    const char *argv0 = "(none)";
    const char *slash;
    int n = argc != NULL ? *argc : -1;

    if (argv != NULL && *argv != NULL && n > 0 && (*argv)[0] != NULL) {
        argv0 = (*argv)[0];
        slash = strrchr(argv0, '/');
        if (slash != NULL) {
            argv0 = slash + 1;
        }
    }
    b.len = 0;
    srcinst_put(&b, "argc=");
    srcinst_put_int(&b, n);
    srcinst_put(&b, " argv0=");
    srcinst_put(&b, argv0);
    b.data[b.len] = '\0';
    srcinst_record('I', b.data, file, line);
}

void srcinst_test_enter(const char *routine, const char *file, int line)
{
    srcinst_record('E', routine, file, line);
}

void srcinst_test_exit(const char *routine, const char *file, int line)
{
    srcinst_record('X', routine, file, line);
}

void srcinst_test_abort(const char *routine, const char *file, int line)
{
    srcinst_record('A', routine, file, line);
}

/* ------------------------------------------------------------------------
 * Fortran entry points (gfortran calling convention, see the header).
 */

/* Copy a Fortran CHARACTER argument (not NUL-terminated, LEN bytes) into a
 * C string, trimming trailing blanks; too long strings are cut. */
static const char *srcinst_fstr(char *out, size_t out_size, const char *s,
                                size_t len)
{
    size_t n = len;
    if (s == NULL) {
        return NULL;
    }
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\0')) {
        --n;
    }
    if (n > out_size - 1) {
        n = out_size - 1;
    }
    memcpy(out, s, n);
    out[n] = '\0';
    return out;
}

static void srcinst_frecord(char kind, const char *routine, size_t routine_len,
                            const char *file, size_t file_len, const int *line)
{
    char rbuf[SRCINST_LINE_MAX / 2];
    char fbuf[SRCINST_LINE_MAX / 2];
    const char *r = srcinst_fstr(rbuf, sizeof rbuf, routine, routine_len);
    const char *f = srcinst_fstr(fbuf, sizeof fbuf, file, file_len);
    srcinst_record(kind, r, f, line != NULL ? *line : 0);
}

void srcinst_test_f_init_(const char *file, const int *line, size_t file_len)
{
    char fbuf[SRCINST_LINE_MAX / 2];
    const char *f = srcinst_fstr(fbuf, sizeof fbuf, file, file_len);
    srcinst_record('I', "fortran", f, line != NULL ? *line : 0);
}

void srcinst_test_f_enter_(const char *routine, const char *file, const int *line,
                           size_t routine_len, size_t file_len)
{
    srcinst_frecord('E', routine, routine_len, file, file_len, line);
}

void srcinst_test_f_exit_(const char *routine, const char *file, const int *line,
                          size_t routine_len, size_t file_len)
{
    srcinst_frecord('X', routine, routine_len, file, file_len, line);
}

void srcinst_test_f_abort_(const char *routine, const char *file, const int *line,
                           size_t routine_len, size_t file_len)
{
    srcinst_frecord('A', routine, routine_len, file, file_len, line);
}
