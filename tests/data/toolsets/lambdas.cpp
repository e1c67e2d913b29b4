// Lambdas as routines under every toolset spec: generic, nested, in a
// template, in a default argument, in a global initialiser, mutable, with a
// trailing return type, immediately invoked; constexpr and macro-argument
// lambdas stay as they are.
#include <algorithm>
#include <cstdio>
#include <vector>

#define APPLY(f, x) (f)(x)

static auto twice = [](int v) { return 2 * v; };

static int bump(int x, int (*h)(int) = [](int v) { return v + 1; })
{
    return h(x);
}

template <class T>
static T total(const std::vector<T> &items)
{
    T sum = T();
    std::for_each(items.begin(), items.end(), [&sum](const T &item) { sum += item; });
    return sum;
}

int main()
{
    std::vector<int> v{4, 1, 3};
    std::sort(v.begin(), v.end(), [](int a, int b) { return a < b; });
    auto generic = [](auto x) { return x + x; };
    auto outer = [&v](int k) {
        auto inner = [k](int y) -> int { return y * k; };
        return inner(v.front());
    };
    int counter = 0;
    auto count = [counter]() mutable { return ++counter; };
    count();
    constexpr auto square = [](int x) { return x * x; };
    static_assert(square(3) == 9, "constexpr lambdas still evaluate");
    int first = [&v]() {
        for (int x : v)
            if (x > 2)
                return x;
        return 0;
    }();
    std::printf("%d %d %.1f %d %d %d %d %d %d\n", twice(3), bump(1), total(std::vector<double>{0.5, 1.0}),
                generic(2), outer(5), count(), square(4), first, APPLY([](int x) { return x - 1; }, 10));
    return total(v) == 8 ? 0 : 1;
}
