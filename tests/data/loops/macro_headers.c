/* Loops whose header a macro writes and whose body is in the file: they
   are loops of the file. A macro that writes a whole loop does not make
   one. RUN(k) as in loops.c. */
#include <stdio.h>

static int runs[200];
#define RUN(below) (runs[__LINE__ + (below)]++)

struct node { int v; struct node *next; };
#define FOR_EACH(p, list) for ((p) = (list); (p); (p) = (p)->next)
#define FOREVER for (;;)
#define WHILE(c) while (c)
#define FOR_2D(i, j, n) for (i = 0; i < (n); i++) for (j = 0; j < (n); j++)
#define DECLARE_AND_LOOP(i, n) int i; for (i = 0; i < (n); i++)
#define REPEAT(k, body) do { int r_; for (r_ = 0; r_ < (k); r_++) { body; } } while (0)

static int find(struct node *list, int n)
{
    struct node *p, *q;
    int i, j, s = 0;
    RUN(0); FOR_EACH(p, list) { s += p->v; if (p->v == 2) break; }
    RUN(0); FOR_EACH(p, list) s += p->v;
    RUN(0); FOREVER { if (++s > 50) break; }
    RUN(0); WHILE(s > 10) s -= 3;
    RUN(0); FOR_2D(i, j, n) s += i * j;     /* its inner loop: noted, as the macro writes both */
    RUN(0); DECLARE_AND_LOOP(k, n) s += k;  /* no region, noted: the macro writes a declaration too */
    REPEAT(3, s++);                          /* no region: a macro writes it */
    RUN(0); FOR_EACH(p, list) {
        RUN(0); FOR_EACH(q, p) if (q->v == n) return s;
        if (p->v > 5) goto out;
    }
out:
    return -s;
}

int main(int argc, char **argv)
{
    struct node c = {3, 0}, b = {2, &c}, a = {1, &b};
    int line;
    (void) argv;
    printf("%d %d\n", find(&a, argc + 2), find(&a, 7));
    RUN(0); for (line = 0; line < 200; line++)
        if (runs[line]) printf("line %d: %d\n", line, runs[line]);
    return 0;
}
