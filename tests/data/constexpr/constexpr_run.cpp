// constexpr functions evaluated both while compiling (static_assert, array
// bounds, constexpr and constant-initialised variables, template arguments)
// and at run time with run-time arguments. Only the run-time calls count:
// tests/test_constexpr.py knows how many there are in each C++ mode.
#include <cstdio>

constexpr int sq(int x) { return x * x; }
constexpr int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

template <typename T>
constexpr T biggest(T a, T b) { return a < b ? b : a; }

struct Vec {
    int x, y;
    constexpr Vec(int a, int b) : x(a), y(b) {}
    constexpr int dot(const Vec &o) const { return x * o.x + y * o.y; }
    static constexpr Vec unit() { return Vec(1, 1); }
};

template <int N>
struct Fixed {
    static int value() { return N; }
};

static_assert(sq(7) == 49, "static_assert");
static_assert(fact(5) == 120, "recursion while compiling");
static int table[sq(3)];          // an array bound
constexpr int folded = fact(4);   // a constexpr variable
static int constant_init = sq(5); // constant initialisation

#if __cplusplus >= 201402L
constexpr int count_bits(unsigned v)
{
    int n = 0;
    while (v) {
        n += v & 1u;
        v >>= 1;
    }
    return n;
}

constexpr void bump(int &v, int by)
{
    if (by == 0)
        return;
    v += by;
}

struct Counter {
    int n;
    constexpr explicit Counter(int start) : n(0)
    {
        for (int i = 0; i < start; ++i)
            ++n;
    }
};

constexpr int bumped()
{
    int v = 1;
    bump(v, 2);
    bump(v, 0);
    return v;
}

static_assert(count_bits(0xffu) == 8, "a loop while compiling");
#endif

#if __cplusplus >= 202002L
// C++20: a literal guard runs the exit code, also for a throw and a braced list.
constexpr int checked(int v)
{
    if (v < 0)
        throw v;
    return v;
}

constexpr Vec twice(Vec v) { return {2 * v.x, 2 * v.y}; }

static_assert(checked(2) == 2, "a throw not taken while compiling");
static_assert(twice(Vec(1, 2)).y == 4, "a braced list while compiling");
#endif

#if __cplusplus >= 201402L
static_assert(bumped() == 3, "a void constexpr function while compiling");
static_assert(Counter(4).n == 4, "a constexpr constructor while compiling");
#endif

int main(int argc, char **)
{
    int n = argc + 2; // 3, unknown while compiling
    std::printf("sq=%d fact=%d biggest=%d\n", sq(n), fact(n), biggest(n, 2));
    std::printf("biggest=%.1f\n", biggest(1.5, 0.5 * n));
    Vec v(n, 2);
    std::printf("dot=%d fixed=%d\n", v.dot(Vec::unit()), Fixed<sq(2)>::value());
    table[n] = n;
    std::printf("table=%d:%d folded=%d init=%d\n", static_cast<int>(sizeof table / sizeof table[0]), table[n],
                folded, constant_init);
#if __cplusplus >= 201402L
    int b = 0;
    bump(b, n);
    bump(b, 0);
    Counter c(n);
    std::printf("bits=%d bumped=%d counted=%d\n", count_bits(static_cast<unsigned>(n) * 37u), b, c.n);
#endif
#if __cplusplus >= 202002L
    try {
        checked(-n);
    } catch (int thrown) {
        std::printf("thrown=%d checked=%d twice=%d\n", thrown, checked(n), twice(v).x);
    }
#endif
    return n == 3 ? 0 : 1;
}
