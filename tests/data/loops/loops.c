/* Loops of every kind, left every way. C89 and C++98 and later alike.
   RUN(k) counts one execution of the loop statement k lines below it;
   main prints the counts, so a test can compare them with the loop
   regions' events. Loops marked as having no region must get no code. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int runs[400];
#define RUN(below) (runs[__LINE__ + (below)]++)
#define CHECKED_RETURN(v, c) if (c) return (v)
#define STEP(x) ((x)++)
#define REPEAT(k, body) do { int r_; for (r_ = 0; r_ < (k); r_++) { body; } } while (0)

static int sum_for(int n)
{
    int i, s = 0;
    RUN(0); for (i = 0; i < n; i++) s += i;
    return s;
}

static int first_negative(const int *a, int n)
{
    int i;
    RUN(0); for (i = 0; i < n; i++) {
        if (a[i] < 0)
            return i;
    }
    return -1;
}

static int nested_return(int n)
{
    int i, j;
    RUN(0); for (i = 0; i < n; i++) {
        RUN(0); for (j = 0; j < n; j++) {
            if (i * j == 6) return i + j;
        }
    }
    return 0;
}

static int goto_out(int n)
{
    int i, j, k = 0;
    RUN(0); for (i = 0; i < n; i++) {
        RUN(0); while (k < 100) {
            k++;
            if (k % 7 == 0) goto done;
            if (k % 3 == 0) break;
        }
    }
done:
    RUN(0); do { k--; } while (k > 50);
    j = 0;
again:
    RUN(0); while (j < 3) { j++; if (j == 1) goto again; }
    return k + j;
}

static int continue_and_switch(int n)
{
    int i, s = 0;
    RUN(0); for (i = 0; i < n; i++) {
        switch (i % 3) {
        case 0: continue;
        case 1: s += i; break;
        default:
            RUN(0); while (s > 10) { s -= 10; if (s == 3) break; }
        }
    }
    return s;
}

static int odd_bodies(int n)
{
    int m = n;
    RUN(0); while (m-- > 0);
    RUN(0); for (;;) { if (++m > 5) break; }
    RUN(0); for (; n > 0; n--) STEP(m);
    RUN(0); for (; n < 3; n++) CHECKED_RETURN(m, n == 7);
    RUN(1);
    while (m > 0)
        if (m > 3) m -= 2; else m--;
    return m;
}

static int duff(char *to, const char *from, int count)
{
    int n = (count + 3) / 4;
    switch (count % 4) {
    case 0: do { *to++ = *from++;              /* no region, noted: case labels inside */
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
    return n;
}

static int jump_in(int n)
{
    int i = 0;
    if (n > 2) goto inside;
    while (i < n) {                            /* no region, noted: a goto jumps in */
        i++;
inside:
        i++;
    }
    return i;
}

static int macro_loops(int n)
{
    int s = 0;
    REPEAT(n, s += 2);                         /* no region: a macro writes it */
    return s;
}

static int directives(int n)
{
    int i, j, s = 0;
    RUN(2);
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < n; i++) s += i;
    RUN(4);
#ifdef _OPENMP
#pragma omp parallel for collapse(2) reduction(+:s)
#endif
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)                /* no region, noted: collapsed */
            s += i * j;
    RUN(2);
#pragma GCC ivdep
    for (i = 0; i < n; i++) s -= i;
    return s;
}

int main(int argc, char **argv)
{
    int a[5] = {3, 1, -4, 1, -5};
    char copy[8];
    int line, n = argc + 3;
    (void) argv;
    printf("%d %d %d\n", sum_for(n), first_negative(a, 5), first_negative(a, 2));
    printf("%d %d\n", nested_return(n), nested_return(2));
    printf("%d %d\n", goto_out(n), goto_out(1));
    printf("%d %d\n", continue_and_switch(n * 4), odd_bodies(n));
    memset(copy, 0, sizeof copy);
    printf("%d %s %d\n", duff(copy, "abcdefg", 7), copy, jump_in(n));
    printf("%d %d\n", macro_loops(n), directives(n));
    RUN(0); for (line = 0; line < 400; line++)
        if (runs[line]) printf("line %d: %d\n", line, runs[line]);
    return 0;
}
