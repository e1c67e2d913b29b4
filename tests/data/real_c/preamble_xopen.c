#define _XOPEN_SOURCE 600
#include <stdio.h>

/* The first line a command prints, through a pipe: popen() returns a
   FILE *, which an implicit declaration would cut to int. */
static int first_line(const char *command, char *buf, int size)
{
    FILE *pipe = popen(command, "r");
    int ok;

    if (pipe == NULL)
        return 0;
    ok = fgets(buf, size, pipe) != NULL;
    pclose(pipe);
    return ok;
}

int main(void)
{
    char line[64];

    if (!first_line("echo popen works", line, (int)sizeof line))
        return 1;
    fputs(line, stdout);
    return 0;
}
