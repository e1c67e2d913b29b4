#line 1 "corpus/c/varargs.c"
/* srcinst-test: std=c11 */
/* Variadic functions: va_list forwarding, early returns between va_start
   and va_end, and a varargs function returning a struct. */
#include <stdarg.h>
#include <stdio.h>
#include <srcinst_trace.h>
#line 6 "corpus/c/varargs.c"

struct stats { int count; long sum; };

static int sum_until_zero(int first, ...)
{
static const srcinst_region __srcinst_region = { "int sum_until_zero(int, ...)", "corpus/c/varargs.c", 10 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 10 "corpus/c/varargs.c"
 
    va_list ap;
    int total = first, v;
    if (first == 0)
        return 0;
    va_start(ap, first);
    while ((v = va_arg(ap, int)) != 0)
        total += v;
    va_end(ap);
    return total;
}
#line 20 "corpus/c/varargs.c"
}

static int vformat(char *buf, size_t n, const char *fmt, va_list ap)
{
static const srcinst_region __srcinst_region = { "int vformat(char *, size_t, const char *, va_list)", "corpus/c/varargs.c", 23 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 23 "corpus/c/varargs.c"
 
    return vsnprintf(buf, n, fmt, ap);
}
#line 25 "corpus/c/varargs.c"
}

static int format(char *buf, size_t n, const char *fmt, ...)
{
static const srcinst_region __srcinst_region = { "int format(char *, size_t, const char *, ...)", "corpus/c/varargs.c", 28 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 28 "corpus/c/varargs.c"
 
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = vformat(buf, n, fmt, ap);
    va_end(ap);
    return r;
}
#line 35 "corpus/c/varargs.c"
}

static struct stats collect(int count, ...)
{
static const srcinst_region __srcinst_region = { "struct stats collect(int, ...)", "corpus/c/varargs.c", 38 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 38 "corpus/c/varargs.c"
 
    struct stats s = { 0, 0 };
    va_list ap;
    int i;
    va_start(ap, count);
    for (i = 0; i < count; i++) {
        long v = va_arg(ap, long);
        if (v < 0) {
            va_end(ap);
            return s;   /* early return with the va_list already ended */
        }
        s.count++;
        s.sum += v;
    }
    va_end(ap);
    return s;
}
#line 54 "corpus/c/varargs.c"
}

static const char *first_nonempty(const char *a, ...)
{
static const srcinst_region __srcinst_region = { "const char * first_nonempty(const char *, ...)", "corpus/c/varargs.c", 57 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 57 "corpus/c/varargs.c"
 
    va_list ap;
    const char *s = a;
    va_start(ap, a);
    while (s != NULL && s[0] == '\0')
        s = va_arg(ap, const char *);
    va_end(ap);
    return s ? s : "(none)";
}
#line 65 "corpus/c/varargs.c"
}

static void log_msg(const char *fmt, ...)
{
static const srcinst_region __srcinst_region = { "void log_msg(const char *, ...)", "corpus/c/varargs.c", 68 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 68 "corpus/c/varargs.c"
 
    va_list ap;
    va_start(ap, fmt);
    printf("[log] ");
    vprintf(fmt, ap);
    va_end(ap);
}
#line 74 "corpus/c/varargs.c"
}

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/varargs.c", 77 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 77 "corpus/c/varargs.c"
 
    char buf[64];
    struct stats s;
    printf("sum=%d %d\n", sum_until_zero(1, 2, 3, 4, 0), sum_until_zero(0, 9, 0));
    printf("format=%d [%s]\n", format(buf, sizeof buf, "%s-%d-%c", "x", 42, 'z'), buf);
    s = collect(4, 10L, 20L, 30L, 40L);
    printf("collect=%d/%ld\n", s.count, s.sum);
    s = collect(4, 10L, -1L, 30L, 40L);
    printf("collect=%d/%ld\n", s.count, s.sum);
    printf("first_nonempty=%s %s\n", first_nonempty("", "", "third", (char *)NULL),
           first_nonempty("", (char *)NULL));
    log_msg("%d items, %s\n", 3, "done");
    return 0;
}
#line 90 "corpus/c/varargs.c"
}
