/* Calls of chosen functions as regions, in every position: a whole
   statement, a branch, an expression's operand, an initializer, a
   condition, a return value, a for header, an argument of another chosen
   call. Each callee counts its own calls and main prints the counts; ASKED
   counts the library calls (io, memory) written in the file. sizeof's
   operand is never evaluated: no region. C89 and C++98 and later alike. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int counts[3];
static int asked[4];
#define ASKED(k) (asked[k]++)

static int twice(int n) { counts[0]++; return 2 * n; }
static void bump(int *p) { counts[1]++; *p += 1; }
static double half(double x) { counts[2]++; return x / 2; }

static int sum_to(int n)
{
    int i, s = 0;
    for (i = 0; i < twice(n); i++)
        s += i;
    if (s > 10)
        bump(&s);
    else
        bump(&n);
    return twice(s) + (int) half(n);
}

int main(int argc, char **argv)
{
    int x = twice(argc), y = 0, big;
    char *buf;
    FILE *out;
    (void) argv;
    ASKED(0); buf = (char *) malloc(32);
    ASKED(1); out = fopen("/dev/null", "w");
    bump(&y);
    while (twice(y) < 8) bump(&y);
    x += sum_to(3) + (int) sizeof(twice(1));
    ASKED(2); fprintf(out, "%d %d\n", twice(x), y);
    ASKED(3); fclose(out);
    strcpy(buf, "done");
    ASKED(0); free(buf);
    big = half(x) > 1000 ? 1 : 0;
    printf("%d %d\n", x, y);
    printf("twice %d bump %d half %d\n", counts[0], counts[1], counts[2]);
    printf("malloc+free %d fopen %d fprintf %d fclose %d\n", asked[0], asked[1], asked[2], asked[3]);
    return big;
}
