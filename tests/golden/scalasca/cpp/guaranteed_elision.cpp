#ifndef __SRCINST_ON_EXIT_DEFINED
#define __SRCINST_ON_EXIT_DEFINED
template <class __srcinst_F> struct __srcinst_scope_exit {
  __srcinst_F fn; bool armed;
  explicit __srcinst_scope_exit(__srcinst_F f) : fn(f), armed(true) {}
  __srcinst_scope_exit(__srcinst_scope_exit &&other) : fn(other.fn), armed(other.armed) { other.armed = false; }
  ~__srcinst_scope_exit() { if (armed) fn(); }
};
template <class __srcinst_F> inline __srcinst_scope_exit<__srcinst_F> __srcinst_on_exit(__srcinst_F f) {
  return __srcinst_scope_exit<__srcinst_F>(f);
}
#endif
#line 1 "corpus/cpp/guaranteed_elision.cpp"
// srcinst-test: std=c++17
// Returning a type that can be neither copied nor moved. This only compiles
// because C++17 guarantees copy elision for prvalues: any rewrite of these
// return statements that stores the value in a temporary first will fail to
// compile.
#include <atomic>
#include <cstdio>
#include <epik_user.h>
#line 8 "corpus/cpp/guaranteed_elision.cpp"

class Pinned {
public:
    explicit Pinned(int v) : value_(v) {
EPIK_User_start("Pinned::Pinned(int)", "corpus/cpp/guaranteed_elision.cpp", 11);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Pinned::Pinned(int)", "corpus/cpp/guaranteed_elision.cpp", 11);
});
#line 11 "corpus/cpp/guaranteed_elision.cpp"
                                         ++live; }
    Pinned(int a, int b) : value_(a * 100 + b) {
EPIK_User_start("Pinned::Pinned(int, int)", "corpus/cpp/guaranteed_elision.cpp", 12);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Pinned::Pinned(int, int)", "corpus/cpp/guaranteed_elision.cpp", 12);
});
#line 12 "corpus/cpp/guaranteed_elision.cpp"
                                                 ++live; }
    ~Pinned() {
EPIK_User_start("Pinned::~Pinned()", "corpus/cpp/guaranteed_elision.cpp", 13);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Pinned::~Pinned()", "corpus/cpp/guaranteed_elision.cpp", 13);
});
#line 13 "corpus/cpp/guaranteed_elision.cpp"
                --live; }
    Pinned(const Pinned &) = delete;
    Pinned(Pinned &&) = delete;
    Pinned &operator=(const Pinned &) = delete;
    Pinned &operator=(Pinned &&) = delete;

    int value() const {
EPIK_User_start("int Pinned::value() const", "corpus/cpp/guaranteed_elision.cpp", 19);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int Pinned::value() const", "corpus/cpp/guaranteed_elision.cpp", 19);
});
#line 19 "corpus/cpp/guaranteed_elision.cpp"
                        return value_; }
    static int live;

private:
    int value_;
};

int Pinned::live = 0;

static Pinned make_pinned(int v)
{
EPIK_User_start("Pinned make_pinned(int)", "corpus/cpp/guaranteed_elision.cpp", 29);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Pinned make_pinned(int)", "corpus/cpp/guaranteed_elision.cpp", 31);
});
#line 29 "corpus/cpp/guaranteed_elision.cpp"
 
    return Pinned(v);
}

static Pinned make_braced(int a, int b)
{
EPIK_User_start("Pinned make_braced(int, int)", "corpus/cpp/guaranteed_elision.cpp", 34);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Pinned make_braced(int, int)", "corpus/cpp/guaranteed_elision.cpp", 36);
});
#line 34 "corpus/cpp/guaranteed_elision.cpp"
 
    return {a, b};
}

static Pinned forward_make(int v)
{
EPIK_User_start("Pinned forward_make(int)", "corpus/cpp/guaranteed_elision.cpp", 39);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Pinned forward_make(int)", "corpus/cpp/guaranteed_elision.cpp", 43);
});
#line 39 "corpus/cpp/guaranteed_elision.cpp"
 
    if (v < 0)
        return make_pinned(0);
    return make_pinned(v + 1);
}

static Pinned make_conditional(bool big)
{
EPIK_User_start("Pinned make_conditional(bool)", "corpus/cpp/guaranteed_elision.cpp", 46);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Pinned make_conditional(bool)", "corpus/cpp/guaranteed_elision.cpp", 48);
});
#line 46 "corpus/cpp/guaranteed_elision.cpp"
 
    return big ? Pinned(1000) : Pinned(1);
}

struct Wrapper {
    Pinned inner;
    explicit Wrapper(int v) : inner(make_pinned(v)) {
EPIK_User_start("Wrapper::Wrapper(int)", "corpus/cpp/guaranteed_elision.cpp", 52);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Wrapper::Wrapper(int)", "corpus/cpp/guaranteed_elision.cpp", 52);
});
#line 52 "corpus/cpp/guaranteed_elision.cpp"
                                                     }
    Pinned make_sibling() const {
EPIK_User_start("Pinned Wrapper::make_sibling() const", "corpus/cpp/guaranteed_elision.cpp", 53);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Pinned Wrapper::make_sibling() const", "corpus/cpp/guaranteed_elision.cpp", 53);
});
#line 53 "corpus/cpp/guaranteed_elision.cpp"
                                  return Pinned(inner.value() * 2); }
};

static std::atomic<int> make_atomic(int v)
{
EPIK_User_start("std::atomic<int> make_atomic(int)", "corpus/cpp/guaranteed_elision.cpp", 57);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("std::atomic<int> make_atomic(int)", "corpus/cpp/guaranteed_elision.cpp", 59);
});
#line 57 "corpus/cpp/guaranteed_elision.cpp"
 
    return std::atomic<int>(v);
}

static int read(const Pinned &p) {
EPIK_User_start("int read(const Pinned &)", "corpus/cpp/guaranteed_elision.cpp", 61);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int read(const Pinned &)", "corpus/cpp/guaranteed_elision.cpp", 61);
});
#line 61 "corpus/cpp/guaranteed_elision.cpp"
                                   return p.value(); }

int main()
{
EPIK_User_start("int main()", "corpus/cpp/guaranteed_elision.cpp", 64);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int main()", "corpus/cpp/guaranteed_elision.cpp", 80);
});
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
