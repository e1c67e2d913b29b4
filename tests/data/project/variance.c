#include "stats.h"

static double square(double d)
{
    return d * d;
}

double stats_variance(const double *x, int n)
{
    double m, acc = 0.0;
    int i;
    if (n < 2)
        return 0.0;
    m = stats_mean(x, n);
    for (i = 0; i < n; i++)
        acc += square(x[i] - m);
    return acc / (n - 1);
}
