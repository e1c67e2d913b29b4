#line 1 "corpus/cpp/exceptions.cpp"
// srcinst-test: std=c++17
// Exceptions thrown through several routines and caught in main, caught and
// rethrown halfway, thrown from a constructor and from inside a return
// expression. Every routine the exception leaves must still report its exit.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <opari2/pomp2_lib.h>
#line 8 "corpus/cpp/exceptions.cpp"

class ParseError : public std::runtime_error {
public:
    ParseError(const std::string &what, int pos) : std::runtime_error(what), pos_(pos) {}
    int position() const { return pos_; }

private:
    int pos_;
};

struct Guard {
    const char *name;
    explicit Guard(const char *n) : name(n) {}
    ~Guard() { std::printf("  unwinding %s\n", name); }
};

static int digit_value(char c, int pos)
{
    if (c < '0' || c > '9')
        throw ParseError(std::string("bad digit '") + c + "'", pos);
    return c - '0';
}

static int parse_number(const std::string &s)
{
    Guard g("parse_number");
    int v = 0;
    for (std::size_t i = 0; i < s.size(); ++i)
        v = v * 10 + digit_value(s[i], static_cast<int>(i));
    return v;
}

static int parse_sum(const std::string &a, const std::string &b)
{
    Guard g("parse_sum");
    int first = parse_number(a);
    return first + parse_number(b);
}

static int checked_half(int v)
{
    return v % 2 == 0 ? v / 2 : throw std::invalid_argument("odd value " + std::to_string(v));
}

static int rethrowing(int v)
{
    try {
        return checked_half(v);
    } catch (const std::invalid_argument &e) {
        std::printf("  rethrowing: %s\n", e.what());
        throw;
    }
}

struct Fragile {
    int v;
    explicit Fragile(int x) : v(checked_half(x)) { std::printf("  Fragile(%d) built\n", x); }
};

static int swallow(int v) noexcept
{
    try {
        Fragile f(v);
        return f.v;
    } catch (...) {
        return -1;
    }
}

static void level3(int n)
{
    if (n == 0)
        throw 42;
    std::printf("  level3(%d) ok\n", n);
}

static void level2(int n) { Guard g("level2"); level3(n); }
static void level1(int n) { level2(n - 1); std::printf("  level1 after level2\n"); }

int main()
{
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
