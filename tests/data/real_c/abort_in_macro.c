#include <stdio.h>
#include <stdlib.h>

#define FATAL(msg) do { fputs(msg, stderr); fflush(stdout); abort(); } while (0)

int checked_index(int i, int size)
{
    if (i < 0 || i >= size)
        FATAL("index out of range\n");
    return i;
}

int main(void)
{
    printf("index %d\n", checked_index(2, 4));
    printf("index %d\n", checked_index(7, 4));
    return 0;
}
