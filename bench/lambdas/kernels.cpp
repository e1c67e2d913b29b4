// What lambdas cost when instrumented (bench/bench_lambdas.py): a std::sort
// comparator (tiny, called n log n times) and a Kokkos-style parallel_for
// whose body, a lambda, is the kernel (few calls, the work of the program).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

template <class F>
static void parallel_for(int n, F body)
{
    for (int i = 0; i < n; ++i)
        body(i);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? std::atoi(argv[1]) : 1000000;
    std::vector<double> data(n);
    unsigned seed = 12345;
    for (double &x : data) {
        seed = seed * 1103515245u + 12345u;
        x = (seed >> 8) % 100000 / 7.0;
    }
    std::vector<double> sorted(data);
    std::sort(sorted.begin(), sorted.end(), [](double a, double b) { return a < b; });
    const int rows = 64;
    std::vector<double> sums(rows);
    parallel_for(rows, [&](int r) {
        double s = 0;
        for (int rep = 0; rep < 20; ++rep)
            for (int i = r; i < n; i += rows)
                s += data[i] * (rep + 1) / (1.0 + sorted[i]);
        sums[r] = s;
    });
    double total = 0;
    for (double s : sums)
        total += s;
    std::printf("%.6g %.6g\n", sorted[n / 2], total);
    return 0;
}
