#include <stdio.h>

static inline int sq(int x) { return x * x; }

int sum(int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += sq(i);
    return s;
}

int main(int argc, char **argv)
{
    (void)argv;
    if (argc > 1)
        printf("%d\n", sum(argc));
    return 0;
}
