#line 1 "corpus/c/knr_oddities.c"
/* srcinst-test: std=c89 */
/* K&R-style definitions and other old C that gcc still accepts:
   identifier lists with separate parameter declarations, implicit int
   return types, register parameters, empty parameter lists, function
   declarations inside blocks, declarations at the top of blocks only. */
#include <stdio.h>

/* implicit int return types are valid C89 but -Wall still reports them */
#pragma GCC diagnostic ignored "-Wreturn-type"
#include <nvtx3/nvToolsExt.h>
#line 10 "corpus/c/knr_oddities.c"

static int add(a, b)
    int a;
    int b;
{
nvtxRangePushA("int add(int, int)");
{
#line 14 "corpus/c/knr_oddities.c"
 
    { __typeof__(int) __srcinst_rv =
#line 15 "corpus/c/knr_oddities.c"
         ( a + b);
nvtxRangePop();
return __srcinst_rv; }
#line 15 "corpus/c/knr_oddities.c"
                 
}
#line 16 "corpus/c/knr_oddities.c"
}

static long scale(v, factor)
    register long v;
    int factor;
{
nvtxRangePushA("long scale(long, int)");
{
#line 21 "corpus/c/knr_oddities.c"
 
    { __typeof__(long) __srcinst_rv =
#line 22 "corpus/c/knr_oddities.c"
         ( v * factor);
nvtxRangePop();
return __srcinst_rv; }
#line 22 "corpus/c/knr_oddities.c"
                      
}
#line 23 "corpus/c/knr_oddities.c"
}

/* parameters declared in a different order than listed, one defaulting to int */
static double mix(x, n, y)
    double y, x;
{
nvtxRangePushA("double mix(double, int, double)");
{
#line 28 "corpus/c/knr_oddities.c"
 
    { __typeof__(double) __srcinst_rv =
#line 29 "corpus/c/knr_oddities.c"
         ( x * n + y);
nvtxRangePop();
return __srcinst_rv; }
#line 29 "corpus/c/knr_oddities.c"
                     
}
#line 30 "corpus/c/knr_oddities.c"
}

static char *
pick(which, a, b)
    char *a, *b;
{
nvtxRangePushA("char * pick(int, char *, char *)");
{
#line 35 "corpus/c/knr_oddities.c"
 
    if (which)
        { __typeof__(char *) __srcinst_rv =
#line 37 "corpus/c/knr_oddities.c"
             ( a);
nvtxRangePop();
return __srcinst_rv; }
#line 37 "corpus/c/knr_oddities.c"
                 
    { __typeof__(char *) __srcinst_rv =
#line 38 "corpus/c/knr_oddities.c"
         ( b);
nvtxRangePop();
return __srcinst_rv; }
#line 38 "corpus/c/knr_oddities.c"
             
}
#line 39 "corpus/c/knr_oddities.c"
}

static
twice(n)
{
nvtxRangePushA("int twice(int)");
{
#line 43 "corpus/c/knr_oddities.c"
 
    { __typeof__(int) __srcinst_rv =
#line 44 "corpus/c/knr_oddities.c"
         ( 2 * n);
nvtxRangePop();
return __srcinst_rv; }
#line 44 "corpus/c/knr_oddities.c"
                 
}
#line 45 "corpus/c/knr_oddities.c"
}

static int old_proto();

static int old_proto(n)
    int n;
{
nvtxRangePushA("int old_proto(int)");
{
#line 51 "corpus/c/knr_oddities.c"
 
    { __typeof__(int) __srcinst_rv =
#line 52 "corpus/c/knr_oddities.c"
         ( n - 1);
nvtxRangePop();
return __srcinst_rv; }
#line 52 "corpus/c/knr_oddities.c"
                 
}
#line 53 "corpus/c/knr_oddities.c"
}

static void
shout(s)
    char *s;
{
nvtxRangePushA("void shout(char *)");
{
#line 58 "corpus/c/knr_oddities.c"
 
    printf("%s!\n", s);
}
nvtxRangePop();
#line 60 "corpus/c/knr_oddities.c"
}

int
main()
{
nvtxRangePushA("int main()");
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
    { __typeof__(int) __srcinst_rv =
#line 81 "corpus/c/knr_oddities.c"
         ( 0);
nvtxRangePop();
return __srcinst_rv; }
#line 81 "corpus/c/knr_oddities.c"
             
}
#line 82 "corpus/c/knr_oddities.c"
}
