// Function-try-blocks: the routine is left after its handlers, so routines
// called from a handler nest under it, and main's init and entry code run
// before its try block.
#include <cstdio>
#include <stdexcept>

static void in_handler(const char *who) { std::printf("handler of %s\n", who); }

static int parse(int v)
try {
    if (v < 0)
        throw std::runtime_error("negative");
    return v * 2;
} catch (const std::exception &) {
    in_handler("parse");
    return -1;
}

static void rethrows(int v)
try {
    if (v)
        throw 7;
} catch (int) {
    in_handler("rethrows");
    throw;
}

struct Counter {
    int n;
    int bump(int by)
    try {
        if (by > 10)
            throw by;
        return n += by;
    } catch (int too_big) {
        in_handler("bump");
        return n - too_big;
    }
};

template <class T> T checked(T v)
try {
    if (v == T())
        throw std::invalid_argument("zero");
    return v;
} catch (const std::invalid_argument &) {
    in_handler("checked");
    return T(1);
}

struct Built {
    int v;
    explicit Built(int x)
    try : v(x > 5 ? throw std::out_of_range("member") : x) {
        if (x < 0)
            throw std::domain_error("body");
    } catch (const std::exception &) {
        in_handler("Built");
    }
};

static int build(int x)
{
    try {
        Built b(x);
        return b.v;
    } catch (const std::exception &) {
        return -9;
    }
}

int main(int argc, char **argv)
try {
    Counter c = {1};
    std::printf("%d %d\n", parse(4), parse(-4));
    std::printf("%d %d\n", c.bump(2), c.bump(20));
    std::printf("%d %.1f\n", checked(0), checked(2.5));
    std::printf("%d %d\n", build(3), build(7));
#if __cplusplus >= 201103L
    // C++98 has no scope guard: an exception leaving a routine skips its exit code
    std::printf("%d\n", build(-1));
#endif
    try {
        rethrows(1);
    } catch (int) {
        std::printf("rethrown\n");
    }
    throw std::logic_error(argv[0]);
} catch (const std::exception &) {
    in_handler("main");
    if (argc > 1)
        return 3;
}
