#include <stdio.h>

#define RETURN_IF(c, v) if (c) return (v)

int sign(int x)
{
    RETURN_IF(x < 0, -1);
    RETURN_IF(x == 0, 0);
    return 1;
}

int main(void)
{
    printf("%d %d %d\n", sign(-8), sign(0), sign(8));
    return 0;
}
