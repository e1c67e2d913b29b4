#line 1 "corpus/c/early_returns.c"
/* srcinst-test: std=c11 */
/* Early returns in unbraced if/else/while/for/do/switch bodies. */
#include <stdio.h>
#include <srcinst_trace.h>
#line 4 "corpus/c/early_returns.c"

static int sign(int x)
{
static const srcinst_region __srcinst_region = { "int sign(int)", "corpus/c/early_returns.c", 6 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 6 "corpus/c/early_returns.c"
 
    if (x < 0) return -1;
    else if (x == 0) return 0;
    else return 1;
}
#line 10 "corpus/c/early_returns.c"
}

static int first_multiple(int start, int k)
{
static const srcinst_region __srcinst_region = { "int first_multiple(int, int)", "corpus/c/early_returns.c", 13 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 13 "corpus/c/early_returns.c"
 
    int i = start;
    while (1)
        if (i % k == 0) return i; else i++;
}
#line 17 "corpus/c/early_returns.c"
}

static int find(const int *a, int n, int v)
{
static const srcinst_region __srcinst_region = { "int find(const int *, int, int)", "corpus/c/early_returns.c", 20 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 20 "corpus/c/early_returns.c"
 
    int i;
    for (i = 0; i < n; i++)
        if (a[i] == v)
            return(i);
    return(-1);
}
#line 26 "corpus/c/early_returns.c"
}

static const char *classify(int c)
{
static const srcinst_region __srcinst_region = { "const char * classify(int)", "corpus/c/early_returns.c", 29 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 29 "corpus/c/early_returns.c"
 
    switch (c) {
    case 0: return "zero";
    case 1:
    case 2: return ("small");
    case 3: { return "three"; }
    default:
        if (c < 0) return "negative";
        break;
    }
    return "big";
}
#line 40 "corpus/c/early_returns.c"
}

static int count_down(int n)
{
static const srcinst_region __srcinst_region = { "int count_down(int)", "corpus/c/early_returns.c", 43 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 43 "corpus/c/early_returns.c"
 
    do
        if (n == 3) return n * 100;
    while (--n > 0);
    return n;
}
#line 48 "corpus/c/early_returns.c"
}

static int nested_loops(int limit)
{
static const srcinst_region __srcinst_region = { "int nested_loops(int)", "corpus/c/early_returns.c", 51 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 51 "corpus/c/early_returns.c"
 
    int i, j;
    for (i = 0; i < limit; i++)
        for (j = 0; j < limit; j++)
            if (i * j == 12) return i * 10 + j;
    return -1;
}
#line 57 "corpus/c/early_returns.c"
}

static int switch_no_braces(int x)
{
static const srcinst_region __srcinst_region = { "int switch_no_braces(int)", "corpus/c/early_returns.c", 60 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 60 "corpus/c/early_returns.c"
 
    switch (x)
        case 7: return 70;
    return x;
}
#line 64 "corpus/c/early_returns.c"
}

static int ternary_return(int a, int b) {
static const srcinst_region __srcinst_region = { "int ternary_return(int, int)", "corpus/c/early_returns.c", 66 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 66 "corpus/c/early_returns.c"
                                          return a > b ? a : b; 
}
#line 66 "corpus/c/early_returns.c"
                                                                }

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/early_returns.c", 69 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 69 "corpus/c/early_returns.c"
 
    int arr[] = {4, 8, 15, 16, 23, 42};
    int i;
    for (i = -2; i <= 2; i++)
        printf("sign(%d)=%d\n", i, sign(i));
    printf("first_multiple=%d\n", first_multiple(10, 7));
    printf("find 15 -> %d, find 5 -> %d\n", find(arr, 6, 15), find(arr, 6, 5));
    for (i = -1; i <= 5; i++)
        printf("classify(%d)=%s\n", i, classify(i));
    printf("count_down(5)=%d count_down(2)=%d\n", count_down(5), count_down(2));
    printf("nested_loops(6)=%d nested_loops(3)=%d\n", nested_loops(6), nested_loops(3));
    printf("switch_no_braces: %d %d\n", switch_no_braces(7), switch_no_braces(8));
    printf("ternary_return=%d\n", ternary_return(3, 9));
    if (arr[0] == 4)
        return 0;
    else
        return 1;
}
#line 86 "corpus/c/early_returns.c"
}
