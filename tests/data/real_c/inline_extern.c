#include <stdio.h>

/* C99: with this extern declaration, the inline definition below is the
   function's external definition. */
extern int next_even(int x);

inline int next_even(int x)
{
    return x % 2 == 0 ? x : x + 1;
}

int main(void)
{
    printf("%d %d\n", next_even(3), next_even(4));
    return 0;
}
