#ifndef __SRCINST_ON_EXIT_DEFINED
#define __SRCINST_ON_EXIT_DEFINED
template <class __srcinst_F> struct __srcinst_scope_exit {
  __srcinst_F fn; bool armed;
  explicit __srcinst_scope_exit(__srcinst_F f) : fn(f), armed(true) {}
  __srcinst_scope_exit(__srcinst_scope_exit &&other) : fn(other.fn), armed(other.armed) { other.armed = false; }
  ~__srcinst_scope_exit() { if (armed) fn(); }
};
template <class __srcinst_F> inline __srcinst_scope_exit<__srcinst_F> __srcinst_on_exit(__srcinst_F f) {
  return __srcinst_scope_exit<__srcinst_F>(f);
}
#endif
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
#include <nvtx3/nvToolsExt.h>
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
nvtxRangePushA("T twice(T)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 25 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    return v + v;
}

struct IntGenerator {
    struct promise_type {
        int current = 0;
        IntGenerator get_return_object()
        {
nvtxRangePushA("IntGenerator IntGenerator::promise_type::get_return_object()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 33 "corpus/cpp/cpp20_consteval_coroutine.cpp"
         
            return IntGenerator{std::coroutine_handle<promise_type>::from_promise(*this)};
        }
        std::suspend_always initial_suspend() noexcept {
nvtxRangePushA("std::suspend_always IntGenerator::promise_type::initial_suspend()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 36 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                         return {}; }
        std::suspend_always final_suspend() noexcept {
nvtxRangePushA("std::suspend_always IntGenerator::promise_type::final_suspend()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 37 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                       return {}; }
        std::suspend_always yield_value(int v)
        {
nvtxRangePushA("std::suspend_always IntGenerator::promise_type::yield_value(int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 39 "corpus/cpp/cpp20_consteval_coroutine.cpp"
         
            current = v;
            return {};
        }
        void return_void() {
nvtxRangePushA("void IntGenerator::promise_type::return_void()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 43 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                            }
        void unhandled_exception() {
nvtxRangePushA("void IntGenerator::promise_type::unhandled_exception()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 44 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                     std::terminate(); }
    };

    explicit IntGenerator(std::coroutine_handle<promise_type> h) : handle(h) {
nvtxRangePushA("IntGenerator::IntGenerator(std::coroutine_handle<promise_type>)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 47 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                                              }
    IntGenerator(const IntGenerator &) = delete;
    IntGenerator(IntGenerator &&o) noexcept : handle(o.handle) {
nvtxRangePushA("IntGenerator::IntGenerator(IntGenerator &&)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 49 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                                 o.handle = {}; }
    ~IntGenerator()
    {
nvtxRangePushA("IntGenerator::~IntGenerator()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 51 "corpus/cpp/cpp20_consteval_coroutine.cpp"
     
        if (handle)
            handle.destroy();
    }

    bool next()
    {
nvtxRangePushA("bool IntGenerator::next()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 57 "corpus/cpp/cpp20_consteval_coroutine.cpp"
     
        handle.resume();
        return !handle.done();
    }
    int value() const {
nvtxRangePushA("int IntGenerator::value() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 61 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                        return handle.promise().current; }

    std::coroutine_handle<promise_type> handle;
};

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 66 "corpus/cpp/cpp20_consteval_coroutine.cpp"
IntGenerator coro_range(int from, int to, int step)
{
nvtxRangePushA("IntGenerator coro_range(int, int, int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 67 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    for (int i = from; i < to; i += step) {
        if (i > 40)
            co_return;          // ends the coroutine early
        { __srcinst_exit_guard.fn(); __srcinst_exit_guard.armed = false;
#if __cpp_exceptions
try {
#endif
#line 71 "corpus/cpp/cpp20_consteval_coroutine.cpp"
        co_yield i;
#if __cpp_exceptions
} catch (...) {
nvtxRangePushA("IntGenerator coro_range(int, int, int)");
__srcinst_exit_guard.armed = true;
throw;
}
#endif
nvtxRangePushA("IntGenerator coro_range(int, int, int)");
__srcinst_exit_guard.armed = true; }
#line 71 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                   
    }
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#line 73 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 

static int sum_generated(int from, int to, int step)
{
nvtxRangePushA("int sum_generated(int, int, int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 76 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    IntGenerator gen = coro_range(from, to, step);
    int sum = 0;
    while (gen.next())
        sum += gen.value();
    return sum;
}

int main()
{
nvtxRangePushA("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 85 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    constexpr int c = ce_cube(3);
    std::printf("cube=%d pick=%d\n", c, ce_pick(true) + ce_pick(false));
    std::printf("twice=%d %.2f\n", twice(21), twice(1.25));
    std::printf("sum=%d\n", sum_generated(0, 10, 3));
    std::printf("sum=%d\n", sum_generated(30, 100, 5));
    return 0;
}
