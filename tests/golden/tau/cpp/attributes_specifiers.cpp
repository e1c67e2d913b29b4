#line 1 "corpus/cpp/attributes_specifiers.cpp"
// srcinst-test: std=c++17
// Declaration specifiers and attributes around instrumented routines:
// a trailing-return main, [[nodiscard]], [[noreturn]], noexcept(expr),
// inline/static/extern, a friend function defined inside its class,
// final virtual members, alignas and [[maybe_unused]] parameters.
#include <cstdio>
#include <stdexcept>
#include <TAU.h>
#line 8 "corpus/cpp/attributes_specifiers.cpp"

[[nodiscard]] static int must_use(int x) {
TAU_PROFILE("int must_use(int)", " ", TAU_USER);
#line 9 "corpus/cpp/attributes_specifiers.cpp"
                                           return x + 1; }

[[noreturn]] static void fail(const char *msg)
{
TAU_PROFILE("void fail(const char *)", " ", TAU_USER);
#line 12 "corpus/cpp/attributes_specifiers.cpp"
 
    throw std::runtime_error(msg);
}

template <typename T>
static int guarded(T v) noexcept(noexcept(T(v)))
{
TAU_PROFILE("int guarded(T)", " ", TAU_USER);
#line 18 "corpus/cpp/attributes_specifiers.cpp"
 
    return static_cast<int>(v) * 3;
}

inline int inline_fn(int x) {
TAU_PROFILE("int inline_fn(int)", " ", TAU_USER);
#line 22 "corpus/cpp/attributes_specifiers.cpp"
                              return x - 1; }
static inline int static_inline_fn(int x) {
TAU_PROFILE("int static_inline_fn(int)", " ", TAU_USER);
#line 23 "corpus/cpp/attributes_specifiers.cpp"
                                            return x * x; }
extern int extern_fn(int x);
extern int extern_fn(int x) {
TAU_PROFILE("int extern_fn(int)", " ", TAU_USER);
#line 25 "corpus/cpp/attributes_specifiers.cpp"
                              return -x; }

class Money {
public:
    explicit Money(long cents) : cents_(cents) {
TAU_PROFILE("Money::Money(long)", " ", TAU_USER);
#line 29 "corpus/cpp/attributes_specifiers.cpp"
                                                }
    friend Money operator+(Money a, Money b) {
TAU_PROFILE("Money operator+(Money, Money)", " ", TAU_USER);
#line 30 "corpus/cpp/attributes_specifiers.cpp"
                                               return Money(a.cents_ + b.cents_); }
    friend long cents_of(const Money &m) {
TAU_PROFILE("long cents_of(const Money &)", " ", TAU_USER);
#line 31 "corpus/cpp/attributes_specifiers.cpp"
                                           return m.cents_; }

private:
    long cents_;
};

struct Animal {
    virtual ~Animal() = default;
    virtual const char *sound() const noexcept = 0;
};

struct Cat final : Animal {
    const char *sound() const noexcept final {
TAU_PROFILE("const char * Cat::sound() const", " ", TAU_USER);
#line 43 "corpus/cpp/attributes_specifiers.cpp"
                                               return "meow"; }
};

struct alignas(32) Aligned {
    int v;
    [[nodiscard]] int get() const noexcept {
TAU_PROFILE("int Aligned::get() const", " ", TAU_USER);
#line 48 "corpus/cpp/attributes_specifiers.cpp"
                                             return v; }
};

static int ignore_second(int a, [[maybe_unused]] int b)
{
TAU_PROFILE("int ignore_second(int, int)", " ", TAU_USER);
#line 52 "corpus/cpp/attributes_specifiers.cpp"
 
    return a;
}

static int const const_return() {
TAU_PROFILE("const int const_return()", " ", TAU_USER);
#line 56 "corpus/cpp/attributes_specifiers.cpp"
                                  return 5; }

auto main(int argc, char *argv[]) -> int
{
TAU_PROFILE("int main(int, char *[])", " ", TAU_DEFAULT);
TAU_INIT(&argc, &argv);
TAU_PROFILE_SET_NODE(0);
#line 59 "corpus/cpp/attributes_specifiers.cpp"
 
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
