#include "stats.h"

static double sum(const double *x, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += x[i];
    return s;
}

double stats_mean(const double *x, int n)
{
    if (n <= 0)
        return 0.0;
    return sum(x, n) / n;
}
