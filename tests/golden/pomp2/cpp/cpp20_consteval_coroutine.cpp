#line 1 "corpus/cpp/cpp20_consteval_coroutine.cpp"
// srcinst-test: std=c++20
// C++20: consteval functions (skipped, never called at run time), a simple
// generator coroutine (each run of its body is a call; its co_return/co_yield
// are not returns), concepts and a constrained function template that is an
// ordinary routine. No event may name a routine containing "ce_".
#include <concepts>
#include <coroutine>
#include <cstdio>
#include <exception>
#include <opari2/pomp2_lib.h>
#line 10 "corpus/cpp/cpp20_consteval_coroutine.cpp"

consteval int ce_cube(int x) { return x * x * x; }

consteval int ce_pick(bool big)
{
    if (big)
        return 1000;
    return 1;
}

template <typename T>
concept Numeric = std::integral<T> || std::floating_point<T>;

template <Numeric T>
T twice(T v)
{
    return v + v;
}

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

IntGenerator coro_range(int from, int to, int step)
{
    for (int i = from; i < to; i += step) {
        if (i > 40)
            co_return;          // ends the coroutine early
        co_yield i;
    }
}

static int sum_generated(int from, int to, int step)
{
    IntGenerator gen = coro_range(from, to, step);
    int sum = 0;
    while (gen.next())
        sum += gen.value();
    return sum;
}

int main()
{
    constexpr int c = ce_cube(3);
    std::printf("cube=%d pick=%d\n", c, ce_pick(true) + ce_pick(false));
    std::printf("twice=%d %.2f\n", twice(21), twice(1.25));
    std::printf("sum=%d\n", sum_generated(0, 10, 3));
    std::printf("sum=%d\n", sum_generated(30, 100, 5));
    return 0;
}
