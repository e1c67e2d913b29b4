#include <stdio.h>

/* static inline: an internal definition, which may hold statics. */
static inline int squared(int x)
{
    return x * x;
}

int main(void)
{
    printf("%d\n", squared(7));
    return 0;
}
