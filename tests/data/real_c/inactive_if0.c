#include <stdio.h>

/* A disabled fast path: its return is never compiled in any configuration. */
static int tripled(int x)
{
#if 0
    if (x == 0)
        return 0;
#endif
    return x * 3;
}

int main(void)
{
    printf("%d %d\n", tripled(0), tripled(5));
    return 0;
}
