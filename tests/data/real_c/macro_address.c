#include <stdio.h>

#define CHECK(x) do { if (!(x)) return -1; } while (0)

typedef int (*checker)(int);

/* Called through a pointer, and the pointer compared with the function. */
int positive_only(int x)
{
    CHECK(x > 0);
    return x;
}

int main(void)
{
    checker f = &positive_only;
    int a = f(5), b = f(-5);

    printf("%d %d %d\n", a, b, f == positive_only);
    return 0;
}
