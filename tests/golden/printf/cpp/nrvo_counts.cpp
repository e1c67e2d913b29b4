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
#include <stdio.h>
#line 8 "corpus/cpp/nrvo_counts.cpp"

struct Counted {
    static int copies, moves, constructions;
    std::string tag;

    explicit Counted(std::string t) : tag(std::move(t)) {
fprintf(stderr, "enter %s (%s:%d)\n", "Counted::Counted(std::string)", "corpus/cpp/nrvo_counts.cpp", 13);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted::Counted(std::string)", "corpus/cpp/nrvo_counts.cpp", 13);
});
#line 13 "corpus/cpp/nrvo_counts.cpp"
                                                          ++constructions; }
    Counted(const Counted &o) : tag(o.tag) {
fprintf(stderr, "enter %s (%s:%d)\n", "Counted::Counted(const Counted &)", "corpus/cpp/nrvo_counts.cpp", 14);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted::Counted(const Counted &)", "corpus/cpp/nrvo_counts.cpp", 14);
});
#line 14 "corpus/cpp/nrvo_counts.cpp"
                                             ++copies; }
    Counted(Counted &&o) noexcept : tag(std::move(o.tag)) {
fprintf(stderr, "enter %s (%s:%d)\n", "Counted::Counted(Counted &&)", "corpus/cpp/nrvo_counts.cpp", 15);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted::Counted(Counted &&)", "corpus/cpp/nrvo_counts.cpp", 15);
});
#line 15 "corpus/cpp/nrvo_counts.cpp"
                                                            ++moves; }
    Counted &operator=(const Counted &o) {
fprintf(stderr, "enter %s (%s:%d)\n", "Counted & Counted::operator=(const Counted &)", "corpus/cpp/nrvo_counts.cpp", 16);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted & Counted::operator=(const Counted &)", "corpus/cpp/nrvo_counts.cpp", 16);
});
#line 16 "corpus/cpp/nrvo_counts.cpp"
                                           tag = o.tag; ++copies; return *this; }
    Counted &operator=(Counted &&o) noexcept {
fprintf(stderr, "enter %s (%s:%d)\n", "Counted & Counted::operator=(Counted &&)", "corpus/cpp/nrvo_counts.cpp", 17);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted & Counted::operator=(Counted &&)", "corpus/cpp/nrvo_counts.cpp", 17);
});
#line 17 "corpus/cpp/nrvo_counts.cpp"
                                               tag = std::move(o.tag); ++moves; return *this; }

    static void reset() {
fprintf(stderr, "enter %s (%s:%d)\n", "void Counted::reset()", "corpus/cpp/nrvo_counts.cpp", 19);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "void Counted::reset()", "corpus/cpp/nrvo_counts.cpp", 19);
});
#line 19 "corpus/cpp/nrvo_counts.cpp"
                          copies = moves = constructions = 0; }
    static void report(const char *what)
    {
fprintf(stderr, "enter %s (%s:%d)\n", "void Counted::report(const char *)", "corpus/cpp/nrvo_counts.cpp", 21);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "void Counted::report(const char *)", "corpus/cpp/nrvo_counts.cpp", 23);
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
fprintf(stderr, "enter %s (%s:%d)\n", "Counted nrvo_simple()", "corpus/cpp/nrvo_counts.cpp", 31);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted nrvo_simple()", "corpus/cpp/nrvo_counts.cpp", 34);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted nrvo_simple()", "corpus/cpp/nrvo_counts.cpp", 35);
} break;
}
});
#line 31 "corpus/cpp/nrvo_counts.cpp"
 
    Counted c("simple");
    c.tag += "!";
    { __srcinst_site = 1;
#line 34 "corpus/cpp/nrvo_counts.cpp"
    return c; }
}

static Counted nrvo_two_paths(bool flag)
{
fprintf(stderr, "enter %s (%s:%d)\n", "Counted nrvo_two_paths(bool)", "corpus/cpp/nrvo_counts.cpp", 38);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted nrvo_two_paths(bool)", "corpus/cpp/nrvo_counts.cpp", 42);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted nrvo_two_paths(bool)", "corpus/cpp/nrvo_counts.cpp", 45);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted nrvo_two_paths(bool)", "corpus/cpp/nrvo_counts.cpp", 46);
} break;
}
});
#line 38 "corpus/cpp/nrvo_counts.cpp"
 
    Counted c("two-paths");
    if (flag) {
        c.tag += "-a";
        { __srcinst_site = 1;
#line 42 "corpus/cpp/nrvo_counts.cpp"
        return c; }
    }
    c.tag += "-b";
    { __srcinst_site = 2;
#line 45 "corpus/cpp/nrvo_counts.cpp"
    return c; }
}

static Counted rvo_prvalue()
{
fprintf(stderr, "enter %s (%s:%d)\n", "Counted rvo_prvalue()", "corpus/cpp/nrvo_counts.cpp", 49);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted rvo_prvalue()", "corpus/cpp/nrvo_counts.cpp", 50);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted rvo_prvalue()", "corpus/cpp/nrvo_counts.cpp", 51);
} break;
}
});
#line 49 "corpus/cpp/nrvo_counts.cpp"
 
    { __srcinst_site = 1;
#line 50 "corpus/cpp/nrvo_counts.cpp"
    return Counted("prvalue"); }
}

static Counted from_parameter(Counted p)
{
fprintf(stderr, "enter %s (%s:%d)\n", "Counted from_parameter(Counted)", "corpus/cpp/nrvo_counts.cpp", 54);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted from_parameter(Counted)", "corpus/cpp/nrvo_counts.cpp", 56);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted from_parameter(Counted)", "corpus/cpp/nrvo_counts.cpp", 57);
} break;
}
});
#line 54 "corpus/cpp/nrvo_counts.cpp"
 
    p.tag += "+param";
    { __srcinst_site = 1;
#line 56 "corpus/cpp/nrvo_counts.cpp"
    return p; }                       // implicit move, no NRVO for parameters
}

static Counted one_of_two(bool first)
{
fprintf(stderr, "enter %s (%s:%d)\n", "Counted one_of_two(bool)", "corpus/cpp/nrvo_counts.cpp", 60);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted one_of_two(bool)", "corpus/cpp/nrvo_counts.cpp", 63);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted one_of_two(bool)", "corpus/cpp/nrvo_counts.cpp", 64);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted one_of_two(bool)", "corpus/cpp/nrvo_counts.cpp", 65);
} break;
}
});
#line 60 "corpus/cpp/nrvo_counts.cpp"
 
    Counted a("first"), b("second");
    if (first)
        { __srcinst_site = 1;
#line 63 "corpus/cpp/nrvo_counts.cpp"
        return a; }                   // different objects returned: moves
    { __srcinst_site = 2;
#line 64 "corpus/cpp/nrvo_counts.cpp"
    return b; }
}

struct Box {
    Counted inner{"member"};
    Counted get_copy() const {
fprintf(stderr, "enter %s (%s:%d)\n", "Counted Box::get_copy() const", "corpus/cpp/nrvo_counts.cpp", 69);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted Box::get_copy() const", "corpus/cpp/nrvo_counts.cpp", 69);
});
#line 69 "corpus/cpp/nrvo_counts.cpp"
                               return inner; }       // must copy
    Counted take() {
fprintf(stderr, "enter %s (%s:%d)\n", "Counted Box::take()", "corpus/cpp/nrvo_counts.cpp", 70);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Counted Box::take()", "corpus/cpp/nrvo_counts.cpp", 70);
});
#line 70 "corpus/cpp/nrvo_counts.cpp"
                     return std::move(inner); }      // moves
};

static const Counted &by_ref(const Counted &c) {
fprintf(stderr, "enter %s (%s:%d)\n", "const Counted & by_ref(const Counted &)", "corpus/cpp/nrvo_counts.cpp", 73);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "const Counted & by_ref(const Counted &)", "corpus/cpp/nrvo_counts.cpp", 73);
});
#line 73 "corpus/cpp/nrvo_counts.cpp"
                                                 return c; }

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/nrvo_counts.cpp", 76);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/nrvo_counts.cpp", 76);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/nrvo_counts.cpp", 112);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/nrvo_counts.cpp", 113);
} break;
}
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
    { __srcinst_site = 1;
#line 112 "corpus/cpp/nrvo_counts.cpp"
    return 0; }
}
