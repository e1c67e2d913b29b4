// srcinst-test: std=c++17 calls=level3:6,level2:6,level1:6,attempt:6,calc::Stepper::advance:6,calc::Stepper::scale:6,main:1
// C++17 version of exceptions98.cpp: level3 throws on even inputs, three
// calls below attempt, which catches.  main calls attempt for i = 0..5, so
// three throws each leave level3 (the thrower), level2 and level1:
// 3 x 3 = 9 activations unwound (attempt, the catcher, returns normally).
// In C++11 and later srcinst's scope guard runs their exit code during the
// unwinding, so the runtime sees ordinary returns (no unwound= here; the
// C++98 twin, where there is no guard, expects unwound=9).
// On odd inputs the same chain returns normally.  Member functions of a
// class in a namespace are called normally as well.  The thrown type has no
// user-written functions, so no constructor or destructor of it is
// instrumented.
#include <array>
#include <cstdio>

struct Fault {
    int code;
};

namespace calc {

class Stepper {
public:
    int state = 1;
    int advance(int by);
    static int scale(int x) noexcept;
};

int Stepper::advance(int by)
{
    state = state * 3 + scale(by);
    return state;
}

int Stepper::scale(int x) noexcept
{
    return x * 2 + 1;
}

} // namespace calc

static int level3(int i)
{
    if (i % 2 == 0)
        throw Fault{100 + i};
    return i * 10;
}

static int level2(int i)
{
    return level3(i) + 2;
}

static int level1(int i)
{
    auto r = level2(i);
    return r + 1;
}

static int attempt(int i)
{
    try {
        return level1(i);
    } catch (const Fault &f) {
        return -f.code;
    }
}

int main()
{
    calc::Stepper s;
    long sum = 0;
    constexpr std::array<int, 6> inputs{{0, 1, 2, 3, 4, 5}};

    for (int i : inputs) {
        const int r = attempt(i);
        std::printf("attempt(%d) = %d\n", i, r);
        sum += r + s.advance(i);
    }
    std::printf("state=%d sum=%ld\n", s.state, sum);
    return 0;
}
