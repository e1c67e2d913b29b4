#include <stdio.h>

/* `return;` of a void function, in an inactive branch. */
static void report(int v)
{
#ifdef ARMOR
    if (v < 0) {
        puts("negative value ignored");
        return;
    }
#endif
    printf("value %d\n", v);
}

int main(void)
{
    report(3);
    report(-4);
    return 0;
}
