// srcinst-test: std=c++98 calls=level3:6,level2:6,level1:6,attempt:6,calc::Stepper::advance:6,calc::Stepper::scale:6,main:1 unwound=9
// C++98: level3 throws on even inputs, three calls below attempt, which
// catches.  main calls attempt for i = 0..5, so three throws each leave
// level3 (the thrower), level2 and level1: 3 x 3 = 9 activations unwound
// (attempt, the catcher, returns normally).  On odd inputs the same chain
// returns normally.  Member functions of a class in a namespace are called
// normally as well.  The thrown type has no user-written functions, so no
// constructor or destructor of it is instrumented.
#include <cstdio>

struct Fault {
    int code;
};

namespace calc {

class Stepper {
public:
    int state;
    int advance(int by);
    static int scale(int x);
};

int Stepper::advance(int by)
{
    state = state * 3 + scale(by);
    return state;
}

int Stepper::scale(int x)
{
    return x * 2 + 1;
}

} // namespace calc

static int level3(int i)
{
    if (i % 2 == 0) {
        Fault f;
        f.code = 100 + i;
        throw f;
    }
    return i * 10;
}

static int level2(int i)
{
    return level3(i) + 2;
}

static int level1(int i)
{
    int r = level2(i);
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
    int i;
    long sum = 0;

    s.state = 1;
    for (i = 0; i < 6; i++) {
        int r = attempt(i);
        std::printf("attempt(%d) = %d\n", i, r);
        sum += r + s.advance(i);
    }
    std::printf("state=%d sum=%ld\n", s.state, sum);
    return 0;
}
