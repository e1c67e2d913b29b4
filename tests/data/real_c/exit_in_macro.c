#include <stdio.h>
#include <stdlib.h>

#define DIE(msg) do { fprintf(stderr, msg); exit(3); } while (0)

int parse_count(const char *text)
{
    int n = atoi(text);

    if (n <= 0)
        DIE("bad count\n");
    return n;
}

int main(void)
{
    printf("count %d\n", parse_count("4"));
    printf("count %d\n", parse_count("zero"));
    return 0;
}
