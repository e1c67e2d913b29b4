#line 1 "corpus/cpp/exceptions.cpp"
// srcinst-test: std=c++17
// Exceptions thrown through several routines and caught in main, caught and
// rethrown halfway, thrown from a constructor and from inside a return
// expression. Every routine the exception leaves must still report its exit.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <TAU.h>
#line 8 "corpus/cpp/exceptions.cpp"

class ParseError : public std::runtime_error {
public:
    ParseError(const std::string &what, int pos) : std::runtime_error(what), pos_(pos) {
TAU_PROFILE("ParseError::ParseError(const std::string &, int)", " ", TAU_USER);
#line 11 "corpus/cpp/exceptions.cpp"
                                                                                        }
    int position() const {
TAU_PROFILE("int ParseError::position() const", " ", TAU_USER);
#line 12 "corpus/cpp/exceptions.cpp"
                           return pos_; }

private:
    int pos_;
};

struct Guard {
    const char *name;
    explicit Guard(const char *n) : name(n) {
TAU_PROFILE("Guard::Guard(const char *)", " ", TAU_USER);
#line 20 "corpus/cpp/exceptions.cpp"
                                             }
    ~Guard() {
TAU_PROFILE("Guard::~Guard()", " ", TAU_USER);
#line 21 "corpus/cpp/exceptions.cpp"
               std::printf("  unwinding %s\n", name); }
};

static int digit_value(char c, int pos)
{
TAU_PROFILE("int digit_value(char, int)", " ", TAU_USER);
#line 25 "corpus/cpp/exceptions.cpp"
 
    if (c < '0' || c > '9')
        throw ParseError(std::string("bad digit '") + c + "'", pos);
    return c - '0';
}

static int parse_number(const std::string &s)
{
TAU_PROFILE("int parse_number(const std::string &)", " ", TAU_USER);
#line 32 "corpus/cpp/exceptions.cpp"
 
    Guard g("parse_number");
    int v = 0;
    for (std::size_t i = 0; i < s.size(); ++i)
        v = v * 10 + digit_value(s[i], static_cast<int>(i));
    return v;
}

static int parse_sum(const std::string &a, const std::string &b)
{
TAU_PROFILE("int parse_sum(const std::string &, const std::string &)", " ", TAU_USER);
#line 41 "corpus/cpp/exceptions.cpp"
 
    Guard g("parse_sum");
    int first = parse_number(a);
    return first + parse_number(b);
}

static int checked_half(int v)
{
TAU_PROFILE("int checked_half(int)", " ", TAU_USER);
#line 48 "corpus/cpp/exceptions.cpp"
 
    return v % 2 == 0 ? v / 2 : throw std::invalid_argument("odd value " + std::to_string(v));
}

static int rethrowing(int v)
{
TAU_PROFILE("int rethrowing(int)", " ", TAU_USER);
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
TAU_PROFILE("Fragile::Fragile(int)", " ", TAU_USER);
#line 64 "corpus/cpp/exceptions.cpp"
                                                   std::printf("  Fragile(%d) built\n", x); }
};

static int swallow(int v) noexcept
{
TAU_PROFILE("int swallow(int)", " ", TAU_USER);
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
TAU_PROFILE("void level3(int)", " ", TAU_USER);
#line 78 "corpus/cpp/exceptions.cpp"
 
    if (n == 0)
        throw 42;
    std::printf("  level3(%d) ok\n", n);
}

static void level2(int n) {
TAU_PROFILE("void level2(int)", " ", TAU_USER);
#line 84 "corpus/cpp/exceptions.cpp"
                            Guard g("level2"); level3(n); }
static void level1(int n) {
TAU_PROFILE("void level1(int)", " ", TAU_USER);
#line 85 "corpus/cpp/exceptions.cpp"
                            level2(n - 1); std::printf("  level1 after level2\n"); }

int main()
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE("int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
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
