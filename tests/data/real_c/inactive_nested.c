#include <stdio.h>

/* Returns in inactive blocks nested inside inactive blocks. */
static int classify(int v)
{
#ifdef ARMOR
#ifdef PARANOID
    if (v > 1000)
        return -2;
#endif
#if 0
    if (v == 7)
        return 7;
#endif
    if (v < 0)
        return -1;
#endif
    return v % 10;
}

int main(void)
{
    printf("%d %d %d\n", classify(12), classify(-5), classify(2024));
    return 0;
}
