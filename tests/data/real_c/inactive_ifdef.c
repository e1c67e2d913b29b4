#include <stdio.h>

/* ARMOR adds a null check. srcinst parses without it, so this return sits in
   a branch that is inactive at parse time. */
static int value_or_error(const int *p)
{
#ifdef ARMOR
    if (!p) return -1;
#endif
    return *p + 1;
}

int main(void)
{
    int x = 41;

    printf("%d\n", value_or_error(&x));
#ifdef ARMOR
    printf("%d\n", value_or_error(NULL));
#endif
    return 0;
}
