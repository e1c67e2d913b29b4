#include <stdio.h>

static int doubled(int x)
{
    // an early exit used to live here, disabled by a backslash \
    return 0;
    return 2 * x;
}

int main(void)
{
    printf("%d\n", doubled(21));
    return 0;
}
