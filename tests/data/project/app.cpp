// app: C++ main using the C library, the C++ class and the Fortran module.
#include <cstdio>

#include "stats.h"

static const double values[] = {1.5, 2.0, 3.5, 4.0, 6.25, 7.0};
static const double weights[] = {1.0, 0.5, 2.0, 1.0, 0.25, 1.0};

static int count_of(const double *) { return sizeof values / sizeof values[0]; }

int main()
{
    int n = count_of(values);
    Counter counter(3.0);
    for (int i = 0; i < n; ++i)
        counter.add(values[i]);
    std::printf("n %d\n", n);
    std::printf("mean %.4f\n", stats_mean(values, n));
    std::printf("variance %.4f\n", stats_variance(values, n));
    std::printf("weighted %.4f\n", fmath_weighted_sum(values, weights, n));
    std::printf("above %d below %d\n", counter.above(), counter.below());
    return 0;
}
