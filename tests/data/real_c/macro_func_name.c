#include <stdio.h>

/* The routine prints its own name: instrumentation must keep it one function. */
#define REQUIRE(c) do { if (!(c)) { printf("%s: failed %s\n", __func__, #c); return 0; } } while (0)

int checked_half(int x)
{
    REQUIRE(x % 2 == 0);
    printf("%s: ok\n", __func__);
    return x / 2;
}

int main(void)
{
    printf("%d\n", checked_half(10));
    printf("%d\n", checked_half(7));
    return 0;
}
