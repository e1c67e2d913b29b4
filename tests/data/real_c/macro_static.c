#include <stdio.h>

#define CHECK(x) do { if (!(x)) return -1; } while (0)

/* A static routine with a static local. */
static int take(int n)
{
    static int budget = 10;

    CHECK(n > 0);
    CHECK(budget >= n);
    budget -= n;
    return budget;
}

int main(void)
{
    printf("%d\n", take(4));
    printf("%d\n", take(0));
    printf("%d\n", take(9));
    printf("%d\n", take(6));
    return 0;
}
