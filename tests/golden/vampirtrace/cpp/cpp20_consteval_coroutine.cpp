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
#include <vt_user.h>
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
VT_User_start__("T twice(T)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 25);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("T twice(T)");
});
#line 25 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    return v + v;
}

struct IntGenerator {
    struct promise_type {
        int current = 0;
        IntGenerator get_return_object()
        {
VT_User_start__("IntGenerator IntGenerator::promise_type::get_return_object()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 33);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("IntGenerator IntGenerator::promise_type::get_return_object()");
});
#line 33 "corpus/cpp/cpp20_consteval_coroutine.cpp"
         
            return IntGenerator{std::coroutine_handle<promise_type>::from_promise(*this)};
        }
        std::suspend_always initial_suspend() noexcept {
VT_User_start__("std::suspend_always IntGenerator::promise_type::initial_suspend()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 36);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("std::suspend_always IntGenerator::promise_type::initial_suspend()");
});
#line 36 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                         return {}; }
        std::suspend_always final_suspend() noexcept {
VT_User_start__("std::suspend_always IntGenerator::promise_type::final_suspend()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 37);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("std::suspend_always IntGenerator::promise_type::final_suspend()");
});
#line 37 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                       return {}; }
        std::suspend_always yield_value(int v)
        {
VT_User_start__("std::suspend_always IntGenerator::promise_type::yield_value(int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 39);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("std::suspend_always IntGenerator::promise_type::yield_value(int)");
});
#line 39 "corpus/cpp/cpp20_consteval_coroutine.cpp"
         
            current = v;
            return {};
        }
        void return_void() {
VT_User_start__("void IntGenerator::promise_type::return_void()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 43);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("void IntGenerator::promise_type::return_void()");
});
#line 43 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                            }
        void unhandled_exception() {
VT_User_start__("void IntGenerator::promise_type::unhandled_exception()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 44);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("void IntGenerator::promise_type::unhandled_exception()");
});
#line 44 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                     std::terminate(); }
    };

    explicit IntGenerator(std::coroutine_handle<promise_type> h) : handle(h) {
VT_User_start__("IntGenerator::IntGenerator(std::coroutine_handle<promise_type>)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 47);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("IntGenerator::IntGenerator(std::coroutine_handle<promise_type>)");
});
#line 47 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                                              }
    IntGenerator(const IntGenerator &) = delete;
    IntGenerator(IntGenerator &&o) noexcept : handle(o.handle) {
VT_User_start__("IntGenerator::IntGenerator(IntGenerator &&)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 49);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("IntGenerator::IntGenerator(IntGenerator &&)");
});
#line 49 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                                 o.handle = {}; }
    ~IntGenerator()
    {
VT_User_start__("IntGenerator::~IntGenerator()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 51);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("IntGenerator::~IntGenerator()");
});
#line 51 "corpus/cpp/cpp20_consteval_coroutine.cpp"
     
        if (handle)
            handle.destroy();
    }

    bool next()
    {
VT_User_start__("bool IntGenerator::next()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 57);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("bool IntGenerator::next()");
});
#line 57 "corpus/cpp/cpp20_consteval_coroutine.cpp"
     
        handle.resume();
        return !handle.done();
    }
    int value() const {
VT_User_start__("int IntGenerator::value() const", "corpus/cpp/cpp20_consteval_coroutine.cpp", 61);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int IntGenerator::value() const");
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
VT_User_start__("IntGenerator coro_range(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 67);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("IntGenerator coro_range(int, int, int)");
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
VT_User_start__("IntGenerator coro_range(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 67);
__srcinst_exit_guard.armed = true;
throw;
}
#endif
VT_User_start__("IntGenerator coro_range(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 67);
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
VT_User_start__("int sum_generated(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 76);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int sum_generated(int, int, int)");
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
VT_User_start__("int main()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 85);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int main()");
});
#line 85 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    constexpr int c = ce_cube(3);
    std::printf("cube=%d pick=%d\n", c, ce_pick(true) + ce_pick(false));
    std::printf("twice=%d %.2f\n", twice(21), twice(1.25));
    std::printf("sum=%d\n", sum_generated(0, 10, 3));
    std::printf("sum=%d\n", sum_generated(30, 100, 5));
    return 0;
}
