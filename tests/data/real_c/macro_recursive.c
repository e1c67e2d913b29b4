#include <stdio.h>

#define RETURN_IF(c, v) if (c) return (v)

unsigned long factorial(unsigned n)
{
    RETURN_IF(n <= 1, 1);
    return n * factorial(n - 1);
}

int main(void)
{
    printf("%lu\n", factorial(5));
    return 0;
}
