#line 1 "corpus/c/knr_oddities.c"
/* srcinst-test: std=c89 */
/* K&R-style definitions and other old C that gcc still accepts:
   identifier lists with separate parameter declarations, implicit int
   return types, register parameters, empty parameter lists, function
   declarations inside blocks, declarations at the top of blocks only. */
#include <stdio.h>

/* implicit int return types are valid C89 but -Wall still reports them */
#pragma GCC diagnostic ignored "-Wreturn-type"
#include <opari2/pomp2_lib.h>
#line 10 "corpus/c/knr_oddities.c"

static int add(a, b)
    int a;
    int b;
{
    return a + b;
}

static long scale(v, factor)
    register long v;
    int factor;
{
    return v * factor;
}

/* parameters declared in a different order than listed, one defaulting to int */
static double mix(x, n, y)
    double y, x;
{
    return x * n + y;
}

static char *
pick(which, a, b)
    char *a, *b;
{
    if (which)
        return a;
    return b;
}

static
twice(n)
{
    return 2 * n;
}

static int old_proto();

static int old_proto(n)
    int n;
{
    return n - 1;
}

static void
shout(s)
    char *s;
{
    printf("%s!\n", s);
}

int
main()
{
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
