#include <stdio.h>

#define CHECK(x) do { if (!(x)) return -1; } while (0)

int parse_digit(char c)
{
    CHECK(c >= '0');
    CHECK(c <= '9');
    return c - '0';
}

int main(void)
{
    printf("%d %d %d\n", parse_digit('7'), parse_digit('x'), parse_digit(' '));
    return 0;
}
