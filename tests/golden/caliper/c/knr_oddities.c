#line 1 "corpus/c/knr_oddities.c"
/* srcinst-test: std=c89 */
/* K&R-style definitions and other old C that gcc still accepts:
   identifier lists with separate parameter declarations, implicit int
   return types, register parameters, empty parameter lists, function
   declarations inside blocks, declarations at the top of blocks only. */
#include <stdio.h>

/* implicit int return types are valid C89 but -Wall still reports them */
#pragma GCC diagnostic ignored "-Wreturn-type"
#include <caliper/cali.h>
#line 10 "corpus/c/knr_oddities.c"

static int add(a, b)
    int a;
    int b;
{
cali_begin_region("int add(int, int)");
{
#line 14 "corpus/c/knr_oddities.c"
 
    { __typeof__(int) __srcinst_rv =
#line 15 "corpus/c/knr_oddities.c"
         ( a + b);
cali_end_region("int add(int, int)");
return __srcinst_rv; }
#line 15 "corpus/c/knr_oddities.c"
                 
}
#line 16 "corpus/c/knr_oddities.c"
}

static long scale(v, factor)
    register long v;
    int factor;
{
cali_begin_region("long scale(long, int)");
{
#line 21 "corpus/c/knr_oddities.c"
 
    { __typeof__(long) __srcinst_rv =
#line 22 "corpus/c/knr_oddities.c"
         ( v * factor);
cali_end_region("long scale(long, int)");
return __srcinst_rv; }
#line 22 "corpus/c/knr_oddities.c"
                      
}
#line 23 "corpus/c/knr_oddities.c"
}

/* parameters declared in a different order than listed, one defaulting to int */
static double mix(x, n, y)
    double y, x;
{
cali_begin_region("double mix(double, int, double)");
{
#line 28 "corpus/c/knr_oddities.c"
 
    { __typeof__(double) __srcinst_rv =
#line 29 "corpus/c/knr_oddities.c"
         ( x * n + y);
cali_end_region("double mix(double, int, double)");
return __srcinst_rv; }
#line 29 "corpus/c/knr_oddities.c"
                     
}
#line 30 "corpus/c/knr_oddities.c"
}

static char *
pick(which, a, b)
    char *a, *b;
{
cali_begin_region("char * pick(int, char *, char *)");
{
#line 35 "corpus/c/knr_oddities.c"
 
    if (which)
        { __typeof__(char *) __srcinst_rv =
#line 37 "corpus/c/knr_oddities.c"
             ( a);
cali_end_region("char * pick(int, char *, char *)");
return __srcinst_rv; }
#line 37 "corpus/c/knr_oddities.c"
                 
    { __typeof__(char *) __srcinst_rv =
#line 38 "corpus/c/knr_oddities.c"
         ( b);
cali_end_region("char * pick(int, char *, char *)");
return __srcinst_rv; }
#line 38 "corpus/c/knr_oddities.c"
             
}
#line 39 "corpus/c/knr_oddities.c"
}

static
twice(n)
{
cali_begin_region("int twice(int)");
{
#line 43 "corpus/c/knr_oddities.c"
 
    { __typeof__(int) __srcinst_rv =
#line 44 "corpus/c/knr_oddities.c"
         ( 2 * n);
cali_end_region("int twice(int)");
return __srcinst_rv; }
#line 44 "corpus/c/knr_oddities.c"
                 
}
#line 45 "corpus/c/knr_oddities.c"
}

static int old_proto();

static int old_proto(n)
    int n;
{
cali_begin_region("int old_proto(int)");
{
#line 51 "corpus/c/knr_oddities.c"
 
    { __typeof__(int) __srcinst_rv =
#line 52 "corpus/c/knr_oddities.c"
         ( n - 1);
cali_end_region("int old_proto(int)");
return __srcinst_rv; }
#line 52 "corpus/c/knr_oddities.c"
                 
}
#line 53 "corpus/c/knr_oddities.c"
}

static void
shout(s)
    char *s;
{
cali_begin_region("void shout(char *)");
{
#line 58 "corpus/c/knr_oddities.c"
 
    printf("%s!\n", s);
}
cali_end_region("void shout(char *)");
#line 60 "corpus/c/knr_oddities.c"
}

int
main()
{
cali_begin_region("int main()");
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
cali_end_region("int main()");
return __srcinst_rv; }
#line 81 "corpus/c/knr_oddities.c"
             
}
#line 82 "corpus/c/knr_oddities.c"
}
