// srcinst-test: std=c++17 flags=-fopenmp calls=step:4,sweep:1,main:1,omp_parallel_for@17:1 open_at_exit=3
// exit() called inside an OpenMP worksharing loop (as LULESH does on a
// failed check): the parse must see the loop's statements to put abort code
// before it. One thread, so the frames open at exit are known: main -> sweep
// -> its parallel loop (an OpenMP region of the trace spec).
#include <cstdio>
#include <cstdlib>

static long step(int i)
{
    return static_cast<long>(i) * i;
}

static long sweep(int n)
{
    long total = 0;
#pragma omp parallel for num_threads(1) reduction(+:total) schedule(static)
    for (int i = 0; i < n; i++) {
        total += step(i);
        if (i == 3) {
            std::printf("total %ld\n", total);
            std::fflush(stdout);
            std::exit(static_cast<int>(total % 7));
        }
    }
    return total;
}

int main()
{
    std::printf("%ld\n", sweep(8));
    return 0;
}
