#line 1 "corpus/cpp/constexpr_runtime.cpp"
// srcinst-test: std=c++17
// constexpr functions (free, member, static member, constructor, template)
// used both in constant expressions and at run time, next to = default and
// = delete special members. The constexpr ones report their run-time calls
// only; the defaulted and deleted ones (Plain::) are skipped.
#include <cstdio>
#include <opari2/pomp2_lib.h>
#line 7 "corpus/cpp/constexpr_runtime.cpp"

constexpr int cx_square(int x) { return x * x; }

constexpr int cx_fact(int n)
{
    if (n <= 1)
        return 1;
    return n * cx_fact(n - 1);
}

constexpr int cx_count_bits(unsigned v)
{
    int n = 0;
    while (v) {
        n += v & 1u;
        v >>= 1;
    }
    return n;
}

template <typename T>
constexpr T cx_max(T a, T b) { return a < b ? b : a; }

struct CxPoint {
    int x, y;
    constexpr CxPoint(int a, int b) : x(a), y(b) {}
    constexpr int cx_dot(const CxPoint &o) const { return x * o.x + y * o.y; }
    static constexpr CxPoint cx_origin() { return CxPoint(0, 0); }
};

struct Plain {
    int v = 3;
    Plain() = default;
    Plain(const Plain &) = default;
    Plain &operator=(const Plain &) = default;
    ~Plain() = default;
    Plain(int) = delete;
    void forbidden() = delete;
};

static_assert(cx_square(7) == 49, "constexpr evaluation");
static_assert(cx_fact(5) == 120, "constexpr recursion");

static int table[cx_count_bits(0xffu)];   // array bound from a constexpr call

template <int N>
struct Fixed {
    static int value() { return N; }
};

static int runtime_input(int v)
{
    return v + 1;
}

int main()
{
    constexpr int at_compile_time = cx_fact(6);
    int n = runtime_input(4);
    std::printf("compile-time fact=%d runtime fact=%d\n", at_compile_time, cx_fact(n));
    std::printf("square=%d bits=%d table=%zu\n", cx_square(n), cx_count_bits(static_cast<unsigned>(n) * 37u),
                sizeof table / sizeof table[0]);
    std::printf("max=%d %.1f\n", cx_max(n, 3), cx_max(1.5, 0.5));
    constexpr CxPoint o = CxPoint::cx_origin();
    CxPoint p(n, 2);
    std::printf("dot=%d origin=%d fixed=%d\n", p.cx_dot(CxPoint(1, 1)), o.cx_dot(p),
                Fixed<cx_square(3)>::value());
    Plain a;
    Plain b = a;
    b.v += 1;
    a = b;
    std::printf("plain=%d\n", a.v);
    return 0;
}
