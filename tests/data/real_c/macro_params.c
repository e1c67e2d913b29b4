#include <stdio.h>

/* The returned expression names the function's own parameters. */
#define RETURN_SCALED_IF_SMALL if (value < limit) return value * scale

long scale_small(long value, long limit, int scale)
{
    RETURN_SCALED_IF_SMALL;
    return value;
}

int main(void)
{
    printf("%ld %ld\n", scale_small(3, 10, 4), scale_small(30, 10, 4));
    return 0;
}
