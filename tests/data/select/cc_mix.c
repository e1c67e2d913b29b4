/* Routines of cyclomatic complexity 1, 2 and 3, for --min-cc 2. */
#include <stdio.h>

static int add1(int x) { return x + 1; }

int square(int x)
{
    return x * x;
}

int clamp(int x, int hi)
{
    if (x > hi)
        return hi;
    return x;
}

int count_odd(int n)
{
    int c = 0;
    for (int i = 0; i < n; i++) {
        if (i % 2)
            c++;
    }
    return c;
}

int twice(int x)
{
    if (x)
        return 2 * x;
    return 0;
}

int main(void)
{
    printf("%d\n", clamp(add1(square(5)), 21));
    printf("%d\n", clamp(count_odd(16), 100) + twice(clamp(0, 1)));
    return 0;
}
