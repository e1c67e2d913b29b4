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
#line 1 "corpus/cpp/nrvo_counts.cpp"
// srcinst-test: std=c++17
// Named return value optimization and implicit moves, observed through a type
// that counts its copies and moves. Instrumentation must not change any of
// the printed counts (g++ applies NRVO where it is possible).
#include <cstdio>
#include <string>
#include <utility>
#include <srcinst_trace.h>
#line 8 "corpus/cpp/nrvo_counts.cpp"

struct Counted {
    static int copies, moves, constructions;
    std::string tag;

    explicit Counted(std::string t) : tag(std::move(t)) {
static const srcinst_region __srcinst_region = { "Counted::Counted(std::string)", "corpus/cpp/nrvo_counts.cpp", 13 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 13 "corpus/cpp/nrvo_counts.cpp"
                                                          ++constructions; }
    Counted(const Counted &o) : tag(o.tag) {
static const srcinst_region __srcinst_region = { "Counted::Counted(const Counted &)", "corpus/cpp/nrvo_counts.cpp", 14 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 14 "corpus/cpp/nrvo_counts.cpp"
                                             ++copies; }
    Counted(Counted &&o) noexcept : tag(std::move(o.tag)) {
static const srcinst_region __srcinst_region = { "Counted::Counted(Counted &&)", "corpus/cpp/nrvo_counts.cpp", 15 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 15 "corpus/cpp/nrvo_counts.cpp"
                                                            ++moves; }
    Counted &operator=(const Counted &o) {
static const srcinst_region __srcinst_region = { "Counted & Counted::operator=(const Counted &)", "corpus/cpp/nrvo_counts.cpp", 16 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 16 "corpus/cpp/nrvo_counts.cpp"
                                           tag = o.tag; ++copies; return *this; }
    Counted &operator=(Counted &&o) noexcept {
static const srcinst_region __srcinst_region = { "Counted & Counted::operator=(Counted &&)", "corpus/cpp/nrvo_counts.cpp", 17 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 17 "corpus/cpp/nrvo_counts.cpp"
                                               tag = std::move(o.tag); ++moves; return *this; }

    static void reset() {
static const srcinst_region __srcinst_region = { "void Counted::reset()", "corpus/cpp/nrvo_counts.cpp", 19 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 19 "corpus/cpp/nrvo_counts.cpp"
                          copies = moves = constructions = 0; }
    static void report(const char *what)
    {
static const srcinst_region __srcinst_region = { "void Counted::report(const char *)", "corpus/cpp/nrvo_counts.cpp", 21 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 21 "corpus/cpp/nrvo_counts.cpp"
     
        std::printf("%-22s constructions=%d copies=%d moves=%d\n", what, constructions, copies, moves);
    }
};

int Counted::copies = 0;
int Counted::moves = 0;
int Counted::constructions = 0;

static Counted nrvo_simple()
{
static const srcinst_region __srcinst_region = { "Counted nrvo_simple()", "corpus/cpp/nrvo_counts.cpp", 31 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 31 "corpus/cpp/nrvo_counts.cpp"
 
    Counted c("simple");
    c.tag += "!";
    return c;
}

static Counted nrvo_two_paths(bool flag)
{
static const srcinst_region __srcinst_region = { "Counted nrvo_two_paths(bool)", "corpus/cpp/nrvo_counts.cpp", 38 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 38 "corpus/cpp/nrvo_counts.cpp"
 
    Counted c("two-paths");
    if (flag) {
        c.tag += "-a";
        return c;
    }
    c.tag += "-b";
    return c;
}

static Counted rvo_prvalue()
{
static const srcinst_region __srcinst_region = { "Counted rvo_prvalue()", "corpus/cpp/nrvo_counts.cpp", 49 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 49 "corpus/cpp/nrvo_counts.cpp"
 
    return Counted("prvalue");
}

static Counted from_parameter(Counted p)
{
static const srcinst_region __srcinst_region = { "Counted from_parameter(Counted)", "corpus/cpp/nrvo_counts.cpp", 54 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 54 "corpus/cpp/nrvo_counts.cpp"
 
    p.tag += "+param";
    return p;                       // implicit move, no NRVO for parameters
}

static Counted one_of_two(bool first)
{
static const srcinst_region __srcinst_region = { "Counted one_of_two(bool)", "corpus/cpp/nrvo_counts.cpp", 60 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 60 "corpus/cpp/nrvo_counts.cpp"
 
    Counted a("first"), b("second");
    if (first)
        return a;                   // different objects returned: moves
    return b;
}

struct Box {
    Counted inner{"member"};
    Counted get_copy() const {
static const srcinst_region __srcinst_region = { "Counted Box::get_copy() const", "corpus/cpp/nrvo_counts.cpp", 69 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 69 "corpus/cpp/nrvo_counts.cpp"
                               return inner; }       // must copy
    Counted take() {
static const srcinst_region __srcinst_region = { "Counted Box::take()", "corpus/cpp/nrvo_counts.cpp", 70 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 70 "corpus/cpp/nrvo_counts.cpp"
                     return std::move(inner); }      // moves
};

static const Counted &by_ref(const Counted &c) {
static const srcinst_region __srcinst_region = { "const Counted & by_ref(const Counted &)", "corpus/cpp/nrvo_counts.cpp", 73 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 73 "corpus/cpp/nrvo_counts.cpp"
                                                 return c; }

int main()
{
static const srcinst_region __srcinst_region = { "int main()", "corpus/cpp/nrvo_counts.cpp", 76 };
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 76 "corpus/cpp/nrvo_counts.cpp"
 
    Counted::reset();
    Counted a = nrvo_simple();
    Counted::report("nrvo_simple");

    Counted::reset();
    Counted b = nrvo_two_paths(true);
    Counted c = nrvo_two_paths(false);
    Counted::report("nrvo_two_paths");

    Counted::reset();
    Counted d = rvo_prvalue();
    Counted::report("rvo_prvalue");

    Counted::reset();
    Counted e = from_parameter(Counted("arg"));
    Counted::report("from_parameter");

    Counted::reset();
    Counted f = one_of_two(true);
    Counted g = one_of_two(false);
    Counted::report("one_of_two");

    Box box;
    Counted::reset();
    Counted h = box.get_copy();
    Counted i = box.take();
    Counted::report("member copy/move");

    Counted::reset();
    const Counted &r = by_ref(a);
    Counted::report("by_ref");

    std::printf("tags: %s %s %s %s %s %s %s %s %s %s\n", a.tag.c_str(), b.tag.c_str(),
                c.tag.c_str(), d.tag.c_str(), e.tag.c_str(), f.tag.c_str(), g.tag.c_str(),
                h.tag.c_str(), i.tag.c_str(), r.tag.c_str());
    return 0;
}
