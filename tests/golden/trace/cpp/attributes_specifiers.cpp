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
#line 1 "corpus/cpp/attributes_specifiers.cpp"
// srcinst-test: std=c++17
// Declaration specifiers and attributes around instrumented routines:
// a trailing-return main, [[nodiscard]], [[noreturn]], noexcept(expr),
// inline/static/extern, a friend function defined inside its class,
// final virtual members, alignas and [[maybe_unused]] parameters.
#include <cstdio>
#include <stdexcept>
#include <srcinst_trace.h>
#line 8 "corpus/cpp/attributes_specifiers.cpp"

[[nodiscard]] static int must_use(int x) {
static const srcinst_region __srcinst_region = { "int must_use(int)", "corpus/cpp/attributes_specifiers.cpp", 9 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 9 "corpus/cpp/attributes_specifiers.cpp"
                                           return x + 1; }

[[noreturn]] static void fail(const char *msg)
{
static const srcinst_region __srcinst_region = { "void fail(const char *)", "corpus/cpp/attributes_specifiers.cpp", 12 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 12 "corpus/cpp/attributes_specifiers.cpp"
 
    throw std::runtime_error(msg);
}

template <typename T>
static int guarded(T v) noexcept(noexcept(T(v)))
{
static const srcinst_region __srcinst_region = { "int guarded(T)", "corpus/cpp/attributes_specifiers.cpp", 18 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 18 "corpus/cpp/attributes_specifiers.cpp"
 
    return static_cast<int>(v) * 3;
}

inline int inline_fn(int x) {
static const srcinst_region __srcinst_region = { "int inline_fn(int)", "corpus/cpp/attributes_specifiers.cpp", 22 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 22 "corpus/cpp/attributes_specifiers.cpp"
                              return x - 1; }
static inline int static_inline_fn(int x) {
static const srcinst_region __srcinst_region = { "int static_inline_fn(int)", "corpus/cpp/attributes_specifiers.cpp", 23 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 23 "corpus/cpp/attributes_specifiers.cpp"
                                            return x * x; }
extern int extern_fn(int x);
extern int extern_fn(int x) {
static const srcinst_region __srcinst_region = { "int extern_fn(int)", "corpus/cpp/attributes_specifiers.cpp", 25 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 25 "corpus/cpp/attributes_specifiers.cpp"
                              return -x; }

class Money {
public:
    explicit Money(long cents) : cents_(cents) {
static const srcinst_region __srcinst_region = { "Money::Money(long)", "corpus/cpp/attributes_specifiers.cpp", 29 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 29 "corpus/cpp/attributes_specifiers.cpp"
                                                }
    friend Money operator+(Money a, Money b) {
static const srcinst_region __srcinst_region = { "Money operator+(Money, Money)", "corpus/cpp/attributes_specifiers.cpp", 30 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 30 "corpus/cpp/attributes_specifiers.cpp"
                                               return Money(a.cents_ + b.cents_); }
    friend long cents_of(const Money &m) {
static const srcinst_region __srcinst_region = { "long cents_of(const Money &)", "corpus/cpp/attributes_specifiers.cpp", 31 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 31 "corpus/cpp/attributes_specifiers.cpp"
                                           return m.cents_; }

private:
    long cents_;
};

struct Animal {
    virtual ~Animal() = default;
    virtual const char *sound() const noexcept = 0;
};

struct Cat final : Animal {
    const char *sound() const noexcept final {
static const srcinst_region __srcinst_region = { "const char * Cat::sound() const", "corpus/cpp/attributes_specifiers.cpp", 43 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 43 "corpus/cpp/attributes_specifiers.cpp"
                                               return "meow"; }
};

struct alignas(32) Aligned {
    int v;
    [[nodiscard]] int get() const noexcept {
static const srcinst_region __srcinst_region = { "int Aligned::get() const", "corpus/cpp/attributes_specifiers.cpp", 48 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 48 "corpus/cpp/attributes_specifiers.cpp"
                                             return v; }
};

static int ignore_second(int a, [[maybe_unused]] int b)
{
static const srcinst_region __srcinst_region = { "int ignore_second(int, int)", "corpus/cpp/attributes_specifiers.cpp", 52 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 52 "corpus/cpp/attributes_specifiers.cpp"
 
    return a;
}

static int const const_return() {
static const srcinst_region __srcinst_region = { "const int const_return()", "corpus/cpp/attributes_specifiers.cpp", 56 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 56 "corpus/cpp/attributes_specifiers.cpp"
                                  return 5; }

auto main(int argc, char *argv[]) -> int
{
static const srcinst_region __srcinst_region = { "int main(int, char *[])", "corpus/cpp/attributes_specifiers.cpp", 59 };
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 59 "corpus/cpp/attributes_specifiers.cpp"
 
    (void)argv;
    std::printf("must_use=%d guarded=%d\n", must_use(1), guarded(2.5));
    try {
        if (argc < 100)
            fail("no way back");
    } catch (const std::exception &e) {
        std::printf("caught: %s\n", e.what());
    }
    std::printf("inline=%d static_inline=%d extern=%d\n", inline_fn(10), static_inline_fn(4), extern_fn(7));
    Money m = Money(150) + Money(275);
    std::printf("money=%ld\n", cents_of(m));
    Cat cat;
    const Animal &a = cat;
    Aligned al{9};
    std::printf("sound=%s aligned=%d align=%zu\n", a.sound(), al.get(), alignof(Aligned));
    std::printf("ignore_second=%d const_ret=%d\n", ignore_second(8, 9), const_return());
    return 0;
}
