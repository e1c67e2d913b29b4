#include <stdio.h>

#define BAIL return

/* A void function left through a macro that expands to `return`. */
void show(const char *s)
{
    if (s == NULL)
        BAIL;
    printf("[%s]\n", s);
}

int main(void)
{
    show("one");
    show(NULL);
    show("two");
    return 0;
}
