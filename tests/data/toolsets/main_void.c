/* Toolset spec test input (C89): main(void), so init rules that use
 * main's argc/argv need names the instrumentor provides itself. */
#include <stdio.h>

static int twice(int x)
{
    return 2 * x;
}

static void greet(const char *who)
{
    if (who == NULL)
        return;
    printf("hello, %s\n", who);
}

int main(void)
{
    greet("world");
    greet(NULL);
    printf("%d\n", twice(21));
    return 0;
}
