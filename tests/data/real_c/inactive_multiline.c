#include <stdio.h>

/* An inactive return whose statement spans several lines. */
static long combine(long a, long b, long c)
{
#ifdef ARMOR
    if (a < 0 || b < 0 || c < 0)
        return
            -(a < 0)
            - (b < 0)
            - (c < 0);
#endif
    return a * 100
         + b * 10
         + c;
}

int main(void)
{
    printf("%ld\n", combine(1, 2, 3));
#ifdef ARMOR
    printf("%ld\n", combine(-1, 2, -3));
#endif
    return 0;
}
