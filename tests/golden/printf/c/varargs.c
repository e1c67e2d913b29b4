#line 1 "corpus/c/varargs.c"
/* srcinst-test: std=c11 */
/* Variadic functions: va_list forwarding, early returns between va_start
   and va_end, and a varargs function returning a struct. */
#include <stdarg.h>
#include <stdio.h>
#include <stdio.h>
#line 6 "corpus/c/varargs.c"

struct stats { int count; long sum; };

static int sum_until_zero(int first, ...)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int sum_until_zero(int, ...)", "corpus/c/varargs.c", 10);
{
#line 10 "corpus/c/varargs.c"
 
    va_list ap;
    int total = first, v;
    if (first == 0)
        { __typeof__(int) __srcinst_rv =
#line 14 "corpus/c/varargs.c"
             ( 0);
fprintf(stderr, "leave %s (%s:%d)\n", "int sum_until_zero(int, ...)", "corpus/c/varargs.c", 14);
return __srcinst_rv; }
#line 14 "corpus/c/varargs.c"
                 
    va_start(ap, first);
    while ((v = va_arg(ap, int)) != 0)
        total += v;
    va_end(ap);
    { __typeof__(int) __srcinst_rv =
#line 19 "corpus/c/varargs.c"
         ( total);
fprintf(stderr, "leave %s (%s:%d)\n", "int sum_until_zero(int, ...)", "corpus/c/varargs.c", 19);
return __srcinst_rv; }
#line 19 "corpus/c/varargs.c"
                 
}
#line 20 "corpus/c/varargs.c"
}

static int vformat(char *buf, size_t n, const char *fmt, va_list ap)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int vformat(char *, size_t, const char *, va_list)", "corpus/c/varargs.c", 23);
{
#line 23 "corpus/c/varargs.c"
 
    { __typeof__(int) __srcinst_rv =
#line 24 "corpus/c/varargs.c"
         ( vsnprintf(buf, n, fmt, ap));
fprintf(stderr, "leave %s (%s:%d)\n", "int vformat(char *, size_t, const char *, va_list)", "corpus/c/varargs.c", 24);
return __srcinst_rv; }
#line 24 "corpus/c/varargs.c"
                                      
}
#line 25 "corpus/c/varargs.c"
}

static int format(char *buf, size_t n, const char *fmt, ...)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int format(char *, size_t, const char *, ...)", "corpus/c/varargs.c", 28);
{
#line 28 "corpus/c/varargs.c"
 
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = vformat(buf, n, fmt, ap);
    va_end(ap);
    { __typeof__(int) __srcinst_rv =
#line 34 "corpus/c/varargs.c"
         ( r);
fprintf(stderr, "leave %s (%s:%d)\n", "int format(char *, size_t, const char *, ...)", "corpus/c/varargs.c", 34);
return __srcinst_rv; }
#line 34 "corpus/c/varargs.c"
             
}
#line 35 "corpus/c/varargs.c"
}

typedef __typeof__(struct stats) __srcinst_rt_7ed347a8_1;
#line 37 "corpus/c/varargs.c"
static struct stats collect(int count, ...)
{
fprintf(stderr, "enter %s (%s:%d)\n", "struct stats collect(int, ...)", "corpus/c/varargs.c", 38);
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
            { __srcinst_rt_7ed347a8_1 __srcinst_rv =
#line 47 "corpus/c/varargs.c"
                 ( s);
fprintf(stderr, "leave %s (%s:%d)\n", "struct stats collect(int, ...)", "corpus/c/varargs.c", 47);
return __srcinst_rv; }
#line 47 "corpus/c/varargs.c"
                        /* early return with the va_list already ended */
        }
        s.count++;
        s.sum += v;
    }
    va_end(ap);
    { __srcinst_rt_7ed347a8_1 __srcinst_rv =
#line 53 "corpus/c/varargs.c"
         ( s);
fprintf(stderr, "leave %s (%s:%d)\n", "struct stats collect(int, ...)", "corpus/c/varargs.c", 53);
return __srcinst_rv; }
#line 53 "corpus/c/varargs.c"
             
}
#line 54 "corpus/c/varargs.c"
}

static const char *first_nonempty(const char *a, ...)
{
fprintf(stderr, "enter %s (%s:%d)\n", "const char * first_nonempty(const char *, ...)", "corpus/c/varargs.c", 57);
{
#line 57 "corpus/c/varargs.c"
 
    va_list ap;
    const char *s = a;
    va_start(ap, a);
    while (s != NULL && s[0] == '\0')
        s = va_arg(ap, const char *);
    va_end(ap);
    { __typeof__(const char *) __srcinst_rv =
#line 64 "corpus/c/varargs.c"
         ( s ? s : "(none)");
fprintf(stderr, "leave %s (%s:%d)\n", "const char * first_nonempty(const char *, ...)", "corpus/c/varargs.c", 64);
return __srcinst_rv; }
#line 64 "corpus/c/varargs.c"
                            
}
#line 65 "corpus/c/varargs.c"
}

static void log_msg(const char *fmt, ...)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void log_msg(const char *, ...)", "corpus/c/varargs.c", 68);
{
#line 68 "corpus/c/varargs.c"
 
    va_list ap;
    va_start(ap, fmt);
    printf("[log] ");
    vprintf(fmt, ap);
    va_end(ap);
}
fprintf(stderr, "leave %s (%s:%d)\n", "void log_msg(const char *, ...)", "corpus/c/varargs.c", 74);
#line 74 "corpus/c/varargs.c"
}

int main(void)
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/c/varargs.c", 77);
fprintf(stderr, "enter %s (%s:%d)\n", "int main(void)", "corpus/c/varargs.c", 77);
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
    { __typeof__(int) __srcinst_rv =
#line 89 "corpus/c/varargs.c"
         ( 0);
fprintf(stderr, "leave %s (%s:%d)\n", "int main(void)", "corpus/c/varargs.c", 89);
return __srcinst_rv; }
#line 89 "corpus/c/varargs.c"
             
}
#line 90 "corpus/c/varargs.c"
}
