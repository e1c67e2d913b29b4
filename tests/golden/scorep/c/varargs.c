#line 1 "corpus/c/varargs.c"
/* srcinst-test: std=c11 */
/* Variadic functions: va_list forwarding, early returns between va_start
   and va_end, and a varargs function returning a struct. */
#include <stdarg.h>
#include <stdio.h>
#include <scorep/SCOREP_User.h>
#line 6 "corpus/c/varargs.c"

struct stats { int count; long sum; };

static int sum_until_zero(int first, ...)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int sum_until_zero(int, ...)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 10 "corpus/c/varargs.c"
 
    va_list ap;
    int total = first, v;
    if (first == 0)
        { __typeof__(int) __srcinst_rv =
#line 14 "corpus/c/varargs.c"
             ( 0);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 14 "corpus/c/varargs.c"
                 
    va_start(ap, first);
    while ((v = va_arg(ap, int)) != 0)
        total += v;
    va_end(ap);
    { __typeof__(int) __srcinst_rv =
#line 19 "corpus/c/varargs.c"
         ( total);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 19 "corpus/c/varargs.c"
                 
}
#line 20 "corpus/c/varargs.c"
}

static int vformat(char *buf, size_t n, const char *fmt, va_list ap)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int vformat(char *, size_t, const char *, va_list)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 23 "corpus/c/varargs.c"
 
    { __typeof__(int) __srcinst_rv =
#line 24 "corpus/c/varargs.c"
         ( vsnprintf(buf, n, fmt, ap));
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 24 "corpus/c/varargs.c"
                                      
}
#line 25 "corpus/c/varargs.c"
}

static int format(char *buf, size_t n, const char *fmt, ...)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int format(char *, size_t, const char *, ...)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 34 "corpus/c/varargs.c"
             
}
#line 35 "corpus/c/varargs.c"
}

typedef __typeof__(struct stats) __srcinst_rt_7ed347a8_1;
#line 37 "corpus/c/varargs.c"
static struct stats collect(int count, ...)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "struct stats collect(int, ...)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
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
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 53 "corpus/c/varargs.c"
             
}
#line 54 "corpus/c/varargs.c"
}

static const char *first_nonempty(const char *a, ...)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "const char * first_nonempty(const char *, ...)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 64 "corpus/c/varargs.c"
                            
}
#line 65 "corpus/c/varargs.c"
}

static void log_msg(const char *fmt, ...)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "void log_msg(const char *, ...)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 68 "corpus/c/varargs.c"
 
    va_list ap;
    va_start(ap, fmt);
    printf("[log] ");
    vprintf(fmt, ap);
    va_end(ap);
}
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 74 "corpus/c/varargs.c"
}

int main(void)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int main(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 89 "corpus/c/varargs.c"
             
}
#line 90 "corpus/c/varargs.c"
}
