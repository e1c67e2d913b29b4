#line 1 "corpus/c/knr_oddities.c"
/* srcinst-test: std=c89 */
/* K&R-style definitions and other old C that gcc still accepts:
   identifier lists with separate parameter declarations, implicit int
   return types, register parameters, empty parameter lists, function
   declarations inside blocks, declarations at the top of blocks only. */
#include <stdio.h>

/* implicit int return types are valid C89 but -Wall still reports them */
#pragma GCC diagnostic ignored "-Wreturn-type"
#include <srcinst_trace.h>
#line 10 "corpus/c/knr_oddities.c"

static int add(a, b)
    int a;
    int b;
{
static const srcinst_region __srcinst_region = { "int add(int, int)", "corpus/c/knr_oddities.c", 14 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 14 "corpus/c/knr_oddities.c"
 
    return a + b;
}
#line 16 "corpus/c/knr_oddities.c"
}

static long scale(v, factor)
    register long v;
    int factor;
{
static const srcinst_region __srcinst_region = { "long scale(long, int)", "corpus/c/knr_oddities.c", 21 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 21 "corpus/c/knr_oddities.c"
 
    return v * factor;
}
#line 23 "corpus/c/knr_oddities.c"
}

/* parameters declared in a different order than listed, one defaulting to int */
static double mix(x, n, y)
    double y, x;
{
static const srcinst_region __srcinst_region = { "double mix(double, int, double)", "corpus/c/knr_oddities.c", 28 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 28 "corpus/c/knr_oddities.c"
 
    return x * n + y;
}
#line 30 "corpus/c/knr_oddities.c"
}

static char *
pick(which, a, b)
    char *a, *b;
{
static const srcinst_region __srcinst_region = { "char * pick(int, char *, char *)", "corpus/c/knr_oddities.c", 35 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 35 "corpus/c/knr_oddities.c"
 
    if (which)
        return a;
    return b;
}
#line 39 "corpus/c/knr_oddities.c"
}

static
twice(n)
{
static const srcinst_region __srcinst_region = { "int twice(int)", "corpus/c/knr_oddities.c", 43 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 43 "corpus/c/knr_oddities.c"
 
    return 2 * n;
}
#line 45 "corpus/c/knr_oddities.c"
}

static int old_proto();

static int old_proto(n)
    int n;
{
static const srcinst_region __srcinst_region = { "int old_proto(int)", "corpus/c/knr_oddities.c", 51 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 51 "corpus/c/knr_oddities.c"
 
    return n - 1;
}
#line 53 "corpus/c/knr_oddities.c"
}

static void
shout(s)
    char *s;
{
static const srcinst_region __srcinst_region = { "void shout(char *)", "corpus/c/knr_oddities.c", 58 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 58 "corpus/c/knr_oddities.c"
 
    printf("%s!\n", s);
}
#line 60 "corpus/c/knr_oddities.c"
}

int
main()
{
static const srcinst_region __srcinst_region = { "int main()", "corpus/c/knr_oddities.c", 64 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 64 "corpus/c/knr_oddities.c"
 
    int r;
    long big;
    char *s;
    int add();

    r = add(2, 3);
    big = scale(1000L, 3);
    s = pick(r > 4, "yes", "no");
    printf("add=%d scale=%ld pick=%s\n", r, big, s);
    printf("mix=%.1f twice=%d old=%d\n", mix(1.5, 2, 0.25), twice(21), old_proto(10));
    shout("hello");
    {
        int inner;
        inner = twice(add(1, 1));
        printf("inner=%d\n", inner);
    }
    return 0;
}
#line 82 "corpus/c/knr_oddities.c"
}
