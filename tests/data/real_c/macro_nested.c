#include <stdio.h>

/* The return is two macro expansions deep. */
#define FAIL_WITH(v) return (v)
#define ENSURE(c, v) do { if (!(c)) FAIL_WITH(v); } while (0)
#define ENSURE_PERCENT(x) ENSURE((x) >= 0 && (x) <= 100, -(x))

int percent(int x)
{
    ENSURE_PERCENT(x);
    return x;
}

int main(void)
{
    printf("%d %d %d\n", percent(40), percent(140), percent(-3));
    return 0;
}
