#line 1 "corpus/c/early_returns.c"
/* srcinst-test: std=c11 */
/* Early returns in unbraced if/else/while/for/do/switch bodies. */
#include <stdio.h>
#include <opari2/pomp2_lib.h>
#line 4 "corpus/c/early_returns.c"

static int sign(int x)
{
    if (x < 0) return -1;
    else if (x == 0) return 0;
    else return 1;
}

static int first_multiple(int start, int k)
{
    int i = start;
    while (1)
        if (i % k == 0) return i; else i++;
}

static int find(const int *a, int n, int v)
{
    int i;
    for (i = 0; i < n; i++)
        if (a[i] == v)
            return(i);
    return(-1);
}

static const char *classify(int c)
{
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

static int count_down(int n)
{
    do
        if (n == 3) return n * 100;
    while (--n > 0);
    return n;
}

static int nested_loops(int limit)
{
    int i, j;
    for (i = 0; i < limit; i++)
        for (j = 0; j < limit; j++)
            if (i * j == 12) return i * 10 + j;
    return -1;
}

static int switch_no_braces(int x)
{
    switch (x)
        case 7: return 70;
    return x;
}

static int ternary_return(int a, int b) { return a > b ? a : b; }

int main(void)
{
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
