/* Metrics test data, C. tests/test_metrics.py checks the counts stated
 * before each function: cc (decision points + 1), lines (lines of the body
 * from `{` to `}` holding code), statements (nodes; `{}` and `;` alone do
 * not count; a declaration statement counts once), loops, call sites and
 * callees, properties. */
#include <stdlib.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))

int helper(int);

/* twice: cc 1, lines 1, statements 1 (return), properties static */
static int twice(int x) { return 2 * x; }

/* classify: nested ifs and an else-if chain.
 * decisions: if (x > 0), if (y > 0), else if (x < 0), if (y): 4 -> cc 5
 * lines 14 (`{` to `}`, no blank line)
 * statements 9: if, if, return 1, return 2, if (the else-if), return 3,
 *   if (y), return 4, return 0 */
int classify(int x, int y)
{
    if (x > 0) {
        if (y > 0)
            return 1;
        else
            return 2;
    } else if (x < 0) {
        return 3;
    } else {
        if (y)
            return 4;
    }
    return 0;
}

/* pick: a switch. decisions: case 1, case 2, case 3, case 4 (not default,
 * not the switch itself): 4 -> cc 5
 * lines 17 of 18: the comment-only line does not count
 * statements 14: int r, switch, case 1, r = 10, break, case 2, case 3,
 *   r = 20, case 4, r += 1, break, default, r = -1, return */
int pick(int k)
{
    int r = 0;
    switch (k) {
    case 1:
        r = 10;
        break;
    case 2:
    case 3:
        r = 20;
        /* fall through */
    case 4:
        r += 1;
        break;
    default:
        r = -1;
    }
    return r;
}

/* logic: && || ?: inside and outside conditions.
 * decisions: && (t), || || (u), ?: (v), GNU ?: (w), if + && + ||,
 *   while + &&, the ?: that MAX expands to: 1+2+1+1+3+2+1 = 11 -> cc 12
 * lines 11, statements 9 (4 declarations, if, t = u, while, u++, return),
 * loops 1 (while) */
int logic(int a, int b, int c)
{
    int t = a && b;
    int u = a || b || c;
    int v = a > b ? a : b;
    int w = a ?: c;
    if (a && (b || !c))
        t = u;
    while (a-- > 0 && b)
        u++;
    return MAX(t, u) + v + w;
}

/* loops: for, while, do; comments, blank lines and #if lines in the body.
 * decisions: for, while, do (the for and the GNU ?: in `#if 0` are not
 *   parsed): 3 -> cc 4
 * loops 3
 * statements 9: long s, int i, for, s += v[i], while, n--, do, s /= 2,
 *   return (`i = 0` in the for is not a statement; neither is the code of
 *   the inactive branches)
 * lines 16 of 26: not the 2 blank lines, the 2 comment-only lines and the
 *   5 directive lines; the code lines in the inactive branches count */
long loops(const int *v, int n)
{
    long s = 0;
    int i;

    /* a comment line */
    for (i = 0; i < n; i++)   // a comment after code
        s += v[i];
    // only a comment

    while (n > 0) {
        n--;
    }
#if 0
    for (;;) s++;
    s = s ?: 1;
#endif
#ifdef SRCINST_NOT_DEFINED
    s = -s;
#else
    do {
        s /= 2;
    } while (s > 100);
#endif
    return s;
}

static int (*hook)(int) = helper;

/* calls: helper (twice), twice, exit: 4 call sites; calls through the
 * function pointers fp and hook count nothing.
 * callees: exit, helper, twice
 * decisions: if -> cc 2, lines 9
 * statements 7: int (*fp), x =, x += fp, x += hook, if, exit(1), return */
int calls(int x)
{
    int (*fp)(int) = twice;
    x = helper(x) + twice(x);
    x += fp(x);
    x += hook(x);
    if (x > 1000)
        exit(1);
    return helper(x);
}

/* sq: properties inline, static; cc 1, lines 1, statements 1 */
static inline int sq(int x) { return x * x; }

/* c99: a C99 inline definition, which srcinst does not instrument (skip);
 * its metrics are there all the same: properties inline (not static) */
inline int c99(int x) { return x + 1; }

/* main: properties main; call sites 7 (calls, sq, c99, logic, pick,
 * classify, loops); statements 2 ((void)argv and return); lines 4 */
int main(int argc, char **argv)
{
    (void)argv;
    return calls(argc) + sq(2) + c99(1) + logic(1, 2, 3) + pick(argc) + classify(argc, 1) + (int)loops(0, 0);
}
