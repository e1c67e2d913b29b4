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
#include <stdio.h>
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
fprintf(stderr, "enter %s (%s:%d)\n", "T twice(T)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 25);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "T twice(T)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 26);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "T twice(T)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 27);
} break;
}
});
#line 25 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    { __srcinst_site = 1;
#line 26 "corpus/cpp/cpp20_consteval_coroutine.cpp"
    return v + v; }
}

struct IntGenerator {
    struct promise_type {
        int current = 0;
        IntGenerator get_return_object()
        {
fprintf(stderr, "enter %s (%s:%d)\n", "IntGenerator IntGenerator::promise_type::get_return_object()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 33);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "IntGenerator IntGenerator::promise_type::get_return_object()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 34);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "IntGenerator IntGenerator::promise_type::get_return_object()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 35);
} break;
}
});
#line 33 "corpus/cpp/cpp20_consteval_coroutine.cpp"
         
            { __srcinst_site = 1;
#line 34 "corpus/cpp/cpp20_consteval_coroutine.cpp"
            return IntGenerator{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        }
        std::suspend_always initial_suspend() noexcept {
fprintf(stderr, "enter %s (%s:%d)\n", "std::suspend_always IntGenerator::promise_type::initial_suspend()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 36);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "std::suspend_always IntGenerator::promise_type::initial_suspend()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 36);
});
#line 36 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                         return {}; }
        std::suspend_always final_suspend() noexcept {
fprintf(stderr, "enter %s (%s:%d)\n", "std::suspend_always IntGenerator::promise_type::final_suspend()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 37);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "std::suspend_always IntGenerator::promise_type::final_suspend()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 37);
});
#line 37 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                       return {}; }
        std::suspend_always yield_value(int v)
        {
fprintf(stderr, "enter %s (%s:%d)\n", "std::suspend_always IntGenerator::promise_type::yield_value(int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 39);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::suspend_always IntGenerator::promise_type::yield_value(int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 41);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::suspend_always IntGenerator::promise_type::yield_value(int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 42);
} break;
}
});
#line 39 "corpus/cpp/cpp20_consteval_coroutine.cpp"
         
            current = v;
            { __srcinst_site = 1;
#line 41 "corpus/cpp/cpp20_consteval_coroutine.cpp"
            return {}; }
        }
        void return_void() {
fprintf(stderr, "enter %s (%s:%d)\n", "void IntGenerator::promise_type::return_void()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 43);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "void IntGenerator::promise_type::return_void()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 43);
});
#line 43 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                            }
        void unhandled_exception() {
fprintf(stderr, "enter %s (%s:%d)\n", "void IntGenerator::promise_type::unhandled_exception()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 44);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "void IntGenerator::promise_type::unhandled_exception()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 44);
});
#line 44 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                     std::terminate(); }
    };

    explicit IntGenerator(std::coroutine_handle<promise_type> h) : handle(h) {
fprintf(stderr, "enter %s (%s:%d)\n", "IntGenerator::IntGenerator(std::coroutine_handle<promise_type>)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 47);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "IntGenerator::IntGenerator(std::coroutine_handle<promise_type>)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 47);
});
#line 47 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                                              }
    IntGenerator(const IntGenerator &) = delete;
    IntGenerator(IntGenerator &&o) noexcept : handle(o.handle) {
fprintf(stderr, "enter %s (%s:%d)\n", "IntGenerator::IntGenerator(IntGenerator &&)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 49);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "IntGenerator::IntGenerator(IntGenerator &&)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 49);
});
#line 49 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                                 o.handle = {}; }
    ~IntGenerator()
    {
fprintf(stderr, "enter %s (%s:%d)\n", "IntGenerator::~IntGenerator()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 51);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "IntGenerator::~IntGenerator()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 54);
});
#line 51 "corpus/cpp/cpp20_consteval_coroutine.cpp"
     
        if (handle)
            handle.destroy();
    }

    bool next()
    {
fprintf(stderr, "enter %s (%s:%d)\n", "bool IntGenerator::next()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 57);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "bool IntGenerator::next()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 59);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "bool IntGenerator::next()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 60);
} break;
}
});
#line 57 "corpus/cpp/cpp20_consteval_coroutine.cpp"
     
        handle.resume();
        { __srcinst_site = 1;
#line 59 "corpus/cpp/cpp20_consteval_coroutine.cpp"
        return !handle.done(); }
    }
    int value() const {
fprintf(stderr, "enter %s (%s:%d)\n", "int IntGenerator::value() const", "corpus/cpp/cpp20_consteval_coroutine.cpp", 61);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int IntGenerator::value() const", "corpus/cpp/cpp20_consteval_coroutine.cpp", 61);
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
fprintf(stderr, "enter %s (%s:%d)\n", "IntGenerator coro_range(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 67);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "IntGenerator coro_range(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 73);
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
fprintf(stderr, "enter %s (%s:%d)\n", "IntGenerator coro_range(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 67);
__srcinst_exit_guard.armed = true;
throw;
}
#endif
fprintf(stderr, "enter %s (%s:%d)\n", "IntGenerator coro_range(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 67);
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
fprintf(stderr, "enter %s (%s:%d)\n", "int sum_generated(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 76);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int sum_generated(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 81);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int sum_generated(int, int, int)", "corpus/cpp/cpp20_consteval_coroutine.cpp", 82);
} break;
}
});
#line 76 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    IntGenerator gen = coro_range(from, to, step);
    int sum = 0;
    while (gen.next())
        sum += gen.value();
    { __srcinst_site = 1;
#line 81 "corpus/cpp/cpp20_consteval_coroutine.cpp"
    return sum; }
}

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/cpp20_consteval_coroutine.cpp", 85);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 85);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 91);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/cpp20_consteval_coroutine.cpp", 92);
} break;
}
});
#line 85 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    constexpr int c = ce_cube(3);
    std::printf("cube=%d pick=%d\n", c, ce_pick(true) + ce_pick(false));
    std::printf("twice=%d %.2f\n", twice(21), twice(1.25));
    std::printf("sum=%d\n", sum_generated(0, 10, 3));
    std::printf("sum=%d\n", sum_generated(30, 100, 5));
    { __srcinst_site = 1;
#line 91 "corpus/cpp/cpp20_consteval_coroutine.cpp"
    return 0; }
}
