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
#line 1 "corpus/cpp/exceptions.cpp"
// srcinst-test: std=c++17
// Exceptions thrown through several routines and caught in main, caught and
// rethrown halfway, thrown from a constructor and from inside a return
// expression. Every routine the exception leaves must still report its exit.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <srcinst_trace.h>
#line 8 "corpus/cpp/exceptions.cpp"

class ParseError : public std::runtime_error {
public:
    ParseError(const std::string &what, int pos) : std::runtime_error(what), pos_(pos) {
static const srcinst_region __srcinst_region = { "ParseError::ParseError(const std::string &, int)", "corpus/cpp/exceptions.cpp", 11 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 11 "corpus/cpp/exceptions.cpp"
                                                                                        }
    int position() const {
static const srcinst_region __srcinst_region = { "int ParseError::position() const", "corpus/cpp/exceptions.cpp", 12 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 12 "corpus/cpp/exceptions.cpp"
                           return pos_; }

private:
    int pos_;
};

struct Guard {
    const char *name;
    explicit Guard(const char *n) : name(n) {
static const srcinst_region __srcinst_region = { "Guard::Guard(const char *)", "corpus/cpp/exceptions.cpp", 20 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 20 "corpus/cpp/exceptions.cpp"
                                             }
    ~Guard() {
static const srcinst_region __srcinst_region = { "Guard::~Guard()", "corpus/cpp/exceptions.cpp", 21 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 21 "corpus/cpp/exceptions.cpp"
               std::printf("  unwinding %s\n", name); }
};

static int digit_value(char c, int pos)
{
static const srcinst_region __srcinst_region = { "int digit_value(char, int)", "corpus/cpp/exceptions.cpp", 25 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 25 "corpus/cpp/exceptions.cpp"
 
    if (c < '0' || c > '9')
        throw ParseError(std::string("bad digit '") + c + "'", pos);
    return c - '0';
}

static int parse_number(const std::string &s)
{
static const srcinst_region __srcinst_region = { "int parse_number(const std::string &)", "corpus/cpp/exceptions.cpp", 32 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 32 "corpus/cpp/exceptions.cpp"
 
    Guard g("parse_number");
    int v = 0;
    for (std::size_t i = 0; i < s.size(); ++i)
        v = v * 10 + digit_value(s[i], static_cast<int>(i));
    return v;
}

static int parse_sum(const std::string &a, const std::string &b)
{
static const srcinst_region __srcinst_region = { "int parse_sum(const std::string &, const std::string &)", "corpus/cpp/exceptions.cpp", 41 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 41 "corpus/cpp/exceptions.cpp"
 
    Guard g("parse_sum");
    int first = parse_number(a);
    return first + parse_number(b);
}

static int checked_half(int v)
{
static const srcinst_region __srcinst_region = { "int checked_half(int)", "corpus/cpp/exceptions.cpp", 48 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 48 "corpus/cpp/exceptions.cpp"
 
    return v % 2 == 0 ? v / 2 : throw std::invalid_argument("odd value " + std::to_string(v));
}

static int rethrowing(int v)
{
static const srcinst_region __srcinst_region = { "int rethrowing(int)", "corpus/cpp/exceptions.cpp", 53 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 53 "corpus/cpp/exceptions.cpp"
 
    try {
        return checked_half(v);
    } catch (const std::invalid_argument &e) {
        std::printf("  rethrowing: %s\n", e.what());
        throw;
    }
}

struct Fragile {
    int v;
    explicit Fragile(int x) : v(checked_half(x)) {
static const srcinst_region __srcinst_region = { "Fragile::Fragile(int)", "corpus/cpp/exceptions.cpp", 64 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 64 "corpus/cpp/exceptions.cpp"
                                                   std::printf("  Fragile(%d) built\n", x); }
};

static int swallow(int v) noexcept
{
static const srcinst_region __srcinst_region = { "int swallow(int)", "corpus/cpp/exceptions.cpp", 68 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 68 "corpus/cpp/exceptions.cpp"
 
    try {
        Fragile f(v);
        return f.v;
    } catch (...) {
        return -1;
    }
}

static void level3(int n)
{
static const srcinst_region __srcinst_region = { "void level3(int)", "corpus/cpp/exceptions.cpp", 78 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 78 "corpus/cpp/exceptions.cpp"
 
    if (n == 0)
        throw 42;
    std::printf("  level3(%d) ok\n", n);
}

static void level2(int n) {
static const srcinst_region __srcinst_region = { "void level2(int)", "corpus/cpp/exceptions.cpp", 84 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 84 "corpus/cpp/exceptions.cpp"
                            Guard g("level2"); level3(n); }
static void level1(int n) {
static const srcinst_region __srcinst_region = { "void level1(int)", "corpus/cpp/exceptions.cpp", 85 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 85 "corpus/cpp/exceptions.cpp"
                            level2(n - 1); std::printf("  level1 after level2\n"); }

int main()
{
static const srcinst_region __srcinst_region = { "int main()", "corpus/cpp/exceptions.cpp", 88 };
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 88 "corpus/cpp/exceptions.cpp"
 
    std::printf("sum=%d\n", parse_sum("12", "30"));
    try {
        std::printf("sum=%d\n", parse_sum("12", "3x"));
    } catch (const ParseError &e) {
        std::printf("caught ParseError: %s at %d\n", e.what(), e.position());
    }
    try {
        rethrowing(7);
    } catch (const std::exception &e) {
        std::printf("caught in main: %s\n", e.what());
    }
    std::printf("rethrowing(8)=%d\n", rethrowing(8));
    std::printf("swallow=%d %d\n", swallow(10), swallow(3));
    level1(2);
    try {
        level1(1);
    } catch (int code) {
        std::printf("caught int %d\n", code);
    }
    return 0;
}
