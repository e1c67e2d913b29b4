#line 1 "corpus/cpp/attributes_specifiers.cpp"
// srcinst-test: std=c++17
// Declaration specifiers and attributes around instrumented routines:
// a trailing-return main, [[nodiscard]], [[noreturn]], noexcept(expr),
// inline/static/extern, a friend function defined inside its class,
// final virtual members, alignas and [[maybe_unused]] parameters.
#include <cstdio>
#include <stdexcept>
#include <opari2/pomp2_lib.h>
#line 8 "corpus/cpp/attributes_specifiers.cpp"

[[nodiscard]] static int must_use(int x) { return x + 1; }

[[noreturn]] static void fail(const char *msg)
{
    throw std::runtime_error(msg);
}

template <typename T>
static int guarded(T v) noexcept(noexcept(T(v)))
{
    return static_cast<int>(v) * 3;
}

inline int inline_fn(int x) { return x - 1; }
static inline int static_inline_fn(int x) { return x * x; }
extern int extern_fn(int x);
extern int extern_fn(int x) { return -x; }

class Money {
public:
    explicit Money(long cents) : cents_(cents) {}
    friend Money operator+(Money a, Money b) { return Money(a.cents_ + b.cents_); }
    friend long cents_of(const Money &m) { return m.cents_; }

private:
    long cents_;
};

struct Animal {
    virtual ~Animal() = default;
    virtual const char *sound() const noexcept = 0;
};

struct Cat final : Animal {
    const char *sound() const noexcept final { return "meow"; }
};

struct alignas(32) Aligned {
    int v;
    [[nodiscard]] int get() const noexcept { return v; }
};

static int ignore_second(int a, [[maybe_unused]] int b)
{
    return a;
}

static int const const_return() { return 5; }

auto main(int argc, char *argv[]) -> int
{
    (void)argv;
    std::printf("must_use=%d guarded=%d\n", must_use(1), guarded(2.5));
    try {
        if (argc < 100)
            fail("no way back");
    } catch (const std::exception &e) {
        std::printf("caught: %s\n", e.what());
    }
    std::printf("inline=%d static_inline=%d extern=%d\n", inline_fn(10), static_inline_fn(4), extern_fn(7));
    Money m = Money(150) + Money(275);
    std::printf("money=%ld\n", cents_of(m));
    Cat cat;
    const Animal &a = cat;
    Aligned al{9};
    std::printf("sound=%s aligned=%d align=%zu\n", a.sound(), al.get(), alignof(Aligned));
    std::printf("ignore_second=%d const_ret=%d\n", ignore_second(8, 9), const_return());
    return 0;
}
