#line 1 "corpus/c/varargs.c"
/* srcinst-test: std=c11 */
/* Variadic functions: va_list forwarding, early returns between va_start
   and va_end, and a varargs function returning a struct. */
#include <stdarg.h>
#include <stdio.h>
#include <opari2/pomp2_lib.h>
#line 6 "corpus/c/varargs.c"

struct stats { int count; long sum; };

static int sum_until_zero(int first, ...)
{
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

static int vformat(char *buf, size_t n, const char *fmt, va_list ap)
{
    return vsnprintf(buf, n, fmt, ap);
}

static int format(char *buf, size_t n, const char *fmt, ...)
{
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = vformat(buf, n, fmt, ap);
    va_end(ap);
    return r;
}

static struct stats collect(int count, ...)
{
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

static const char *first_nonempty(const char *a, ...)
{
    va_list ap;
    const char *s = a;
    va_start(ap, a);
    while (s != NULL && s[0] == '\0')
        s = va_arg(ap, const char *);
    va_end(ap);
    return s ? s : "(none)";
}

static void log_msg(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("[log] ");
    vprintf(fmt, ap);
    va_end(ap);
}

int main(void)
{
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
