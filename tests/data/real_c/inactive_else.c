#include <stdio.h>

/* Parsed without ARMOR: the returns of the #else branch are inactive.
   Compiled with ARMOR: the first branch's return is the one left out. */
static int checked_div(int a, int b)
{
#ifndef ARMOR
    return a / b;
#else
    if (b == 0)
        return 0;
    return a / b;
#endif
}

int main(void)
{
    printf("%d\n", checked_div(7, 2));
#ifdef ARMOR
    printf("%d\n", checked_div(1, 0));
#endif
    return 0;
}
