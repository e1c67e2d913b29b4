/* Loops written in unusual ways (C99 and later, C++98 and later). RUN(k)
   counts one execution of the loop statement k lines below it, as in
   loops.c; main prints the counts. */
#include <stdio.h>

static int runs[200];
#define RUN(below) (runs[__LINE__ + (below)]++)

static int spellings(int n)
{
    int i, s = 0;
    RUN(0); for (i = 0; i < n; i++) <% s += i; %>
    RUN(1);
    wh\
ile (s > 5) s -= 3;
    RUN(1);
    f\
or (i = 0; i < 2; i++) s++;
    RUN(1);
    d\
o s++; while (s < 20);
    RUN(0); while (s < 30) <% if (s == 25) g\
oto out; s++; %>
out:
    return s;
}

int main(int argc, char **argv)
{
    int line, n = argc + 5;
    (void) argv;
    printf("%d\n", spellings(n));
    RUN(0); for (line = 0; line < 200; line++)
        if (runs[line]) printf("line %d: %d\n", line, runs[line]);
    return 0;
}
