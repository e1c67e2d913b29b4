#line 1 "corpus/cpp/threads.cpp"
// srcinst-test: std=c++17
// Instrumented routines running on several threads at once. Each thread's
// events must be well nested on their own. Output is printed only after all
// threads have been joined, so it does not depend on scheduling.
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>
#include <opari2/pomp2_lib.h>
#line 9 "corpus/cpp/threads.cpp"

static std::mutex total_mutex;
static long total = 0;

static long collatz_steps(long n)
{
    long steps = 0;
    while (n != 1) {
        if (n % 2 == 0)
            n /= 2;
        else
            n = 3 * n + 1;
        ++steps;
    }
    return steps;
}

static int depth_sum(int depth)
{
    if (depth == 0)
        return 0;
    return depth + depth_sum(depth - 1);
}

static void add_to_total(long v)
{
    std::lock_guard<std::mutex> lock(total_mutex);
    total += v;
}

static void worker(int id, long *result)
{
    long local = 0;
    for (long n = 1 + id * 100; n <= 100 + id * 100; ++n)
        local += collatz_steps(n);
    local += depth_sum(10 + id);
    add_to_total(local);
    *result = local;
}

int main(int argc, char **argv)
{
    (void)argv;
    const int n_threads = 3 + (argc > 5);
    std::vector<long> results(n_threads, 0);
    std::vector<std::thread> threads;
    for (int i = 0; i < n_threads; ++i)
        threads.emplace_back(worker, i, &results[i]);
    for (auto &t : threads)
        t.join();
    for (int i = 0; i < n_threads; ++i)
        std::printf("thread %d: %ld\n", i, results[i]);
    std::printf("total=%ld\n", total);
    return 0;
}
