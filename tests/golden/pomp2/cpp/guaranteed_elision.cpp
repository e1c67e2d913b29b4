#line 1 "corpus/cpp/guaranteed_elision.cpp"
// srcinst-test: std=c++17
// Returning a type that can be neither copied nor moved. This only compiles
// because C++17 guarantees copy elision for prvalues: any rewrite of these
// return statements that stores the value in a temporary first will fail to
// compile.
#include <atomic>
#include <cstdio>
#include <opari2/pomp2_lib.h>
#line 8 "corpus/cpp/guaranteed_elision.cpp"

class Pinned {
public:
    explicit Pinned(int v) : value_(v) { ++live; }
    Pinned(int a, int b) : value_(a * 100 + b) { ++live; }
    ~Pinned() { --live; }
    Pinned(const Pinned &) = delete;
    Pinned(Pinned &&) = delete;
    Pinned &operator=(const Pinned &) = delete;
    Pinned &operator=(Pinned &&) = delete;

    int value() const { return value_; }
    static int live;

private:
    int value_;
};

int Pinned::live = 0;

static Pinned make_pinned(int v)
{
    return Pinned(v);
}

static Pinned make_braced(int a, int b)
{
    return {a, b};
}

static Pinned forward_make(int v)
{
    if (v < 0)
        return make_pinned(0);
    return make_pinned(v + 1);
}

static Pinned make_conditional(bool big)
{
    return big ? Pinned(1000) : Pinned(1);
}

struct Wrapper {
    Pinned inner;
    explicit Wrapper(int v) : inner(make_pinned(v)) {}
    Pinned make_sibling() const { return Pinned(inner.value() * 2); }
};

static std::atomic<int> make_atomic(int v)
{
    return std::atomic<int>(v);
}

static int read(const Pinned &p) { return p.value(); }

int main()
{
    Pinned a = make_pinned(1);
    Pinned b = make_braced(2, 3);
    Pinned c = forward_make(41);
    Pinned d = forward_make(-1);
    Pinned e = make_conditional(true);
    Wrapper w(7);
    Pinned f = w.make_sibling();
    std::printf("values=%d %d %d %d %d %d %d\n", a.value(), b.value(), c.value(), d.value(),
                e.value(), w.inner.value(), f.value());
    int live_before = Pinned::live;
    int temp = read(make_pinned(5));
    std::printf("temporary=%d live=%d->%d\n", temp, live_before, Pinned::live);
    std::atomic<int> at = make_atomic(9);
    std::printf("atomic=%d\n", at.load());
    return 0;
}
