// srcinst-test: std=c++20
// A C++20 generator: each run of the coroutine's body, from its start or a
// resumption to the next co_yield or its end, is one call of coro_range
// (tests/test_coroutine.py counts them). One generator is abandoned while
// suspended: its frame is destroyed without a run, so without a call.
#include <coroutine>
#include <cstdio>
#include <exception>

struct IntGenerator {
    struct promise_type {
        int current = 0;
        IntGenerator get_return_object()
        {
            return IntGenerator{std::coroutine_handle<promise_type>::from_promise(*this)};
        }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v)
        {
            current = v;
            return {};
        }
        void return_void() {}
        void unhandled_exception() { std::terminate(); }
    };

    explicit IntGenerator(std::coroutine_handle<promise_type> h) : handle(h) {}
    IntGenerator(const IntGenerator &) = delete;
    IntGenerator(IntGenerator &&o) noexcept : handle(o.handle) { o.handle = {}; }
    ~IntGenerator()
    {
        if (handle)
            handle.destroy();
    }

    bool next()
    {
        handle.resume();
        return !handle.done();
    }
    int value() const { return handle.promise().current; }

    std::coroutine_handle<promise_type> handle;
};

static int square(int v) { return v * v; }

IntGenerator coro_range(int from, int to, int step)
{
    for (int i = from; i < to; i += step) {
        if (i > 40)
            co_return; // ends the coroutine early
        int sq = square(i);
        if (sq % 2)
            co_yield i;
        else
            co_yield -i;
    }
}

static int sum_generated(int from, int to, int step, int at_most)
{
    IntGenerator gen = coro_range(from, to, step);
    int sum = 0;
    for (int taken = 0; taken < at_most && gen.next(); ++taken)
        sum += gen.value();
    return sum;
}

int main(int argc, char **)
{
    std::printf("sum=%d\n", sum_generated(0, 10, 3, 100));     // 4 yields, then the end: 5 runs
    std::printf("sum=%d\n", sum_generated(30, 100, 5, 100));   // 3 yields, then co_return: 4 runs
    std::printf("sum=%d\n", sum_generated(argc, 10, 1, 2));    // abandoned after 2 yields: 2 runs
    return 0;
}
