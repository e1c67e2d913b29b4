#line 1 "corpus/cpp/guaranteed_elision.cpp"
// srcinst-test: std=c++17
// Returning a type that can be neither copied nor moved. This only compiles
// because C++17 guarantees copy elision for prvalues: any rewrite of these
// return statements that stores the value in a temporary first will fail to
// compile.
#include <atomic>
#include <cstdio>
#include <TAU.h>
#line 8 "corpus/cpp/guaranteed_elision.cpp"

class Pinned {
public:
    explicit Pinned(int v) : value_(v) {
TAU_PROFILE("Pinned::Pinned(int)", " ", TAU_USER);
#line 11 "corpus/cpp/guaranteed_elision.cpp"
                                         ++live; }
    Pinned(int a, int b) : value_(a * 100 + b) {
TAU_PROFILE("Pinned::Pinned(int, int)", " ", TAU_USER);
#line 12 "corpus/cpp/guaranteed_elision.cpp"
                                                 ++live; }
    ~Pinned() {
TAU_PROFILE("Pinned::~Pinned()", " ", TAU_USER);
#line 13 "corpus/cpp/guaranteed_elision.cpp"
                --live; }
    Pinned(const Pinned &) = delete;
    Pinned(Pinned &&) = delete;
    Pinned &operator=(const Pinned &) = delete;
    Pinned &operator=(Pinned &&) = delete;

    int value() const {
TAU_PROFILE("int Pinned::value() const", " ", TAU_USER);
#line 19 "corpus/cpp/guaranteed_elision.cpp"
                        return value_; }
    static int live;

private:
    int value_;
};

int Pinned::live = 0;

static Pinned make_pinned(int v)
{
TAU_PROFILE("Pinned make_pinned(int)", " ", TAU_USER);
#line 29 "corpus/cpp/guaranteed_elision.cpp"
 
    return Pinned(v);
}

static Pinned make_braced(int a, int b)
{
TAU_PROFILE("Pinned make_braced(int, int)", " ", TAU_USER);
#line 34 "corpus/cpp/guaranteed_elision.cpp"
 
    return {a, b};
}

static Pinned forward_make(int v)
{
TAU_PROFILE("Pinned forward_make(int)", " ", TAU_USER);
#line 39 "corpus/cpp/guaranteed_elision.cpp"
 
    if (v < 0)
        return make_pinned(0);
    return make_pinned(v + 1);
}

static Pinned make_conditional(bool big)
{
TAU_PROFILE("Pinned make_conditional(bool)", " ", TAU_USER);
#line 46 "corpus/cpp/guaranteed_elision.cpp"
 
    return big ? Pinned(1000) : Pinned(1);
}

struct Wrapper {
    Pinned inner;
    explicit Wrapper(int v) : inner(make_pinned(v)) {
TAU_PROFILE("Wrapper::Wrapper(int)", " ", TAU_USER);
#line 52 "corpus/cpp/guaranteed_elision.cpp"
                                                     }
    Pinned make_sibling() const {
TAU_PROFILE("Pinned Wrapper::make_sibling() const", " ", TAU_USER);
#line 53 "corpus/cpp/guaranteed_elision.cpp"
                                  return Pinned(inner.value() * 2); }
};

static std::atomic<int> make_atomic(int v)
{
TAU_PROFILE("std::atomic<int> make_atomic(int)", " ", TAU_USER);
#line 57 "corpus/cpp/guaranteed_elision.cpp"
 
    return std::atomic<int>(v);
}

static int read(const Pinned &p) {
TAU_PROFILE("int read(const Pinned &)", " ", TAU_USER);
#line 61 "corpus/cpp/guaranteed_elision.cpp"
                                   return p.value(); }

int main()
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE("int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
#line 64 "corpus/cpp/guaranteed_elision.cpp"
 
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
