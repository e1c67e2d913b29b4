// OpenMP constructs in C++: members, templates, a lambda's caller.
#include <cstdio>
#include <vector>
#include <omp.h>

template <class T> T reduce(const std::vector<T> &v)
{
    T sum = T();
    #pragma omp parallel for reduction(+:sum)
    for (long i = 0; i < (long)v.size(); i++)
        sum += v[i];
    return sum;
}

class Counter {
public:
    int hits = 0;
    void count(int n)
    {
        #pragma omp parallel
        {
            #pragma omp for
            for (int i = 0; i < n; i++) {
                #pragma omp critical(hits)
                hits++;
            }
            #pragma omp single
            {
                #pragma omp task
                hits += 0;
                #pragma omp taskwait
            }
        }
    }
};

int main()
{
    std::vector<double> v(100, 0.5);
    Counter c;
    c.count(50);
    auto show = [](double x) { std::printf("sum %.1f\n", x); };
    show(reduce(v));
    #pragma omp parallel sections
    {
        #pragma omp section
        std::printf("hits %d\n", c.hits);
    }
    return 0;
}
