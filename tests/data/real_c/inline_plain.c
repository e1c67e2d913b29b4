#include <stdio.h>

/* C99: an inline definition (no extern declaration in this file). It may not
   hold static variables; the external definition is in inline_plain_def.c. */
inline int clamp_percent(int x)
{
    return x < 0 ? 0 : x > 100 ? 100 : x;
}

int main(void)
{
    printf("%d %d %d\n", clamp_percent(-5), clamp_percent(50), clamp_percent(250));
    return 0;
}
