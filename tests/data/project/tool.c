/* tool: C main using the static library. */
#include <stdio.h>

#include "stats.h"

static void report(const char *label, const double *x, int n)
{
    printf("%s: mean %.3f variance %.3f\n", label, stats_mean(x, n), stats_variance(x, n));
}

int main(void)
{
    static const double a[] = {2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0};
    static const double b[] = {10.0, 20.0, 30.0};
    report("a", a, 8);
    report("b", b, 3);
    return 0;
}
