// Lambdas of every kind, each a routine. A line with `// count: N` holds
// one lambda, whose `[` is the line's first: the trace must record N calls
// of it (`cN` from the C++ standard N on; `in X`: the routine or variable
// it is named in). The std::sort comparator counts its own calls.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <stdexcept>
#include <vector>

#define TWICE(f) ((f)(1) + (f)(2))

static long comparisons = 0;

static auto square = [](int v) { return v * v; };  // count: 3 in square

static int with_default(int x, int (*h)(int) = [](int v) { return v + 1; })  // count: 2 in with_default
{
    return h(x);
}

template <class T>
static T sum_all(const std::vector<T> &items)
{
    T total = T();
    std::for_each(items.begin(), items.end(), [&total](const T &item) { total += item; });  // count: 5 in sum_all
    return total;
}

struct Counter {
    int step;
    int run(int times)
    {
        int value = 0;
        auto bump = [this, &value]() {  // count: 4 in Counter::run
            if (value > 100)
                return;
            value += step;
        };
        for (int i = 0; i < times; ++i)
            bump();
        return value;
    }
};

static int &pick(std::vector<int> &v, int i)
{
    auto at = [&v](int k) -> int & { return v[k]; };  // count: 2 in pick
    at(i) += 0;
    return at(i);
}

static int first_positive(const std::vector<int> &v)
{
    return [&v]() {  // count: 1 in first_positive
        for (int x : v)
            if (x > 0)
                return x;
        return -1;
    }();
}

static int nested(int seed)
{
    auto outer = [seed](int x) {  // count: 2 in nested
        auto inner = [&](int y) { return y * seed; };  // count: 4 in nested
        return inner(x) + inner(1);
    };
    return outer(2) + outer(3);
}

static int throws_through(int v)
{
    auto check = [](int x) {  // count: 2 in throws_through
        if (x < 0)
            throw std::runtime_error("negative");
        return x;
    };
    try {
        return check(v) + check(-v);
    } catch (const std::exception &) {
        return -1;
    }
}

static int by_value(int base)
{
    auto add = [base](int v) mutable { base += v; return base; };  // count: 3 in by_value
    add(1);
    add(2);
    return add(3);
}

#if __cplusplus >= 201402L
static double generic_twice()
{
    auto twice = [](auto v) { return v + v; };  // count: 3 c14 in generic_twice
    return twice(1) + twice(2.5) + twice(1L);
}

static int counter_init()
{
    auto next = [n = 10]() mutable { return ++n; };  // count: 2 c14 in counter_init
    next();
    return next();
}

static int &deduced_reference(std::vector<int> &v)
{
    auto last = [&v]() -> decltype(auto) { return (v.back()); };  // count: 1 c14 in deduced_reference
    return last();
}
#endif

#if __cplusplus >= 201703L
struct Pinned {
    int value;
    explicit Pinned(int v) : value(v) {}
    Pinned(const Pinned &) = delete;
    Pinned(Pinned &&) = delete;
};

static int pinned_value()
{
    auto make = [](int v) { return Pinned(v); };  // count: 1 c17 in pinned_value
    Pinned p = make(7);
    return p.value;
}

constexpr auto cube = [](int v) { return v * v * v; };
static_assert(cube(2) == 8, "constant evaluation still works");

static int plus_one_const()
{
    auto plus_one = [](int v) { return v + 1; };
    static_assert(plus_one(1) == 2, "held in a variable, called in a constant expression");
    return plus_one(4);
}
#endif

#if __cplusplus >= 202002L
static int template_lambda()
{
    auto pair_sum = []<class T>(T a, T b) { return a + b; };  // count: 2 c20 in template_lambda
    return pair_sum(1, 2) + static_cast<int>(pair_sum(1.5, 1.5));
}
#endif

int main()
{
    std::vector<int> v{5, -3, 9, 1, -7, 2, 8};
    std::sort(v.begin(), v.end(), [](int a, int b) { ++comparisons; return a < b; });  // count: sorted in main
    std::printf("sorted:");
    for (int x : v)
        std::printf(" %d", x);
    std::printf("\n");
    std::printf("square=%d %d %d\n", square(2), square(3), square(4));
    std::printf("default=%d %d\n", with_default(1), with_default(2));
    std::printf("sum=%d %.1f\n", sum_all(std::vector<int>{1, 2, 3}), sum_all(std::vector<double>{0.5, 1.5}));
    Counter c{3};
    std::printf("counter=%d\n", c.run(4));
    std::printf("pick=%d\n", pick(v, 2));
    std::printf("first_positive=%d\n", first_positive(v));
    std::printf("nested=%d\n", nested(3));
    std::printf("throws=%d\n", throws_through(4));
    std::printf("by_value=%d\n", by_value(10));
    std::printf("macro=%d\n", TWICE([](int k) { return k * 3; }));
#if __cplusplus >= 201402L
    std::printf("generic=%.1f\n", generic_twice());
    std::printf("counter_init=%d\n", counter_init());
    deduced_reference(v) = 42;
    std::printf("deduced=%d\n", v.back());
#endif
#if __cplusplus >= 201703L
    std::printf("pinned=%d const=%d cube=%d\n", pinned_value(), plus_one_const(), cube(3));
#endif
#if __cplusplus >= 202002L
    std::printf("template_lambda=%d\n", template_lambda());
#endif
    std::printf("comparisons=%ld\n", comparisons);
    auto status = [](int s) { return s % 7; };  // count: 1 in main
    return status(v.front() + 9);
}
