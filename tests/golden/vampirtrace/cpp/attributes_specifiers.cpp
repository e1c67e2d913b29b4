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
#include <vt_user.h>
#line 8 "corpus/cpp/attributes_specifiers.cpp"

[[nodiscard]] static int must_use(int x) {
VT_User_start__("int must_use(int)", "corpus/cpp/attributes_specifiers.cpp", 9);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int must_use(int)");
});
#line 9 "corpus/cpp/attributes_specifiers.cpp"
                                           return x + 1; }

[[noreturn]] static void fail(const char *msg)
{
VT_User_start__("void fail(const char *)", "corpus/cpp/attributes_specifiers.cpp", 12);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("void fail(const char *)");
});
#line 12 "corpus/cpp/attributes_specifiers.cpp"
 
    throw std::runtime_error(msg);
}

template <typename T>
static int guarded(T v) noexcept(noexcept(T(v)))
{
VT_User_start__("int guarded(T)", "corpus/cpp/attributes_specifiers.cpp", 18);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int guarded(T)");
});
#line 18 "corpus/cpp/attributes_specifiers.cpp"
 
    return static_cast<int>(v) * 3;
}

inline int inline_fn(int x) {
VT_User_start__("int inline_fn(int)", "corpus/cpp/attributes_specifiers.cpp", 22);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int inline_fn(int)");
});
#line 22 "corpus/cpp/attributes_specifiers.cpp"
                              return x - 1; }
static inline int static_inline_fn(int x) {
VT_User_start__("int static_inline_fn(int)", "corpus/cpp/attributes_specifiers.cpp", 23);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int static_inline_fn(int)");
});
#line 23 "corpus/cpp/attributes_specifiers.cpp"
                                            return x * x; }
extern int extern_fn(int x);
extern int extern_fn(int x) {
VT_User_start__("int extern_fn(int)", "corpus/cpp/attributes_specifiers.cpp", 25);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int extern_fn(int)");
});
#line 25 "corpus/cpp/attributes_specifiers.cpp"
                              return -x; }

class Money {
public:
    explicit Money(long cents) : cents_(cents) {
VT_User_start__("Money::Money(long)", "corpus/cpp/attributes_specifiers.cpp", 29);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Money::Money(long)");
});
#line 29 "corpus/cpp/attributes_specifiers.cpp"
                                                }
    friend Money operator+(Money a, Money b) {
VT_User_start__("Money operator+(Money, Money)", "corpus/cpp/attributes_specifiers.cpp", 30);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Money operator+(Money, Money)");
});
#line 30 "corpus/cpp/attributes_specifiers.cpp"
                                               return Money(a.cents_ + b.cents_); }
    friend long cents_of(const Money &m) {
VT_User_start__("long cents_of(const Money &)", "corpus/cpp/attributes_specifiers.cpp", 31);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("long cents_of(const Money &)");
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
VT_User_start__("const char * Cat::sound() const", "corpus/cpp/attributes_specifiers.cpp", 43);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("const char * Cat::sound() const");
});
#line 43 "corpus/cpp/attributes_specifiers.cpp"
                                               return "meow"; }
};

struct alignas(32) Aligned {
    int v;
    [[nodiscard]] int get() const noexcept {
VT_User_start__("int Aligned::get() const", "corpus/cpp/attributes_specifiers.cpp", 48);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int Aligned::get() const");
});
#line 48 "corpus/cpp/attributes_specifiers.cpp"
                                             return v; }
};

static int ignore_second(int a, [[maybe_unused]] int b)
{
VT_User_start__("int ignore_second(int, int)", "corpus/cpp/attributes_specifiers.cpp", 52);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int ignore_second(int, int)");
});
#line 52 "corpus/cpp/attributes_specifiers.cpp"
 
    return a;
}

static int const const_return() {
VT_User_start__("const int const_return()", "corpus/cpp/attributes_specifiers.cpp", 56);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("const int const_return()");
});
#line 56 "corpus/cpp/attributes_specifiers.cpp"
                                  return 5; }

auto main(int argc, char *argv[]) -> int
{
VT_User_start__("int main(int, char *[])", "corpus/cpp/attributes_specifiers.cpp", 59);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int main(int, char *[])");
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
