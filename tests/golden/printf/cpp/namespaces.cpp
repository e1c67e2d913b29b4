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
#line 1 "corpus/cpp/namespaces.cpp"
// srcinst-test: std=c++17
// Namespaces: nested, C++17 nested definitions (a::b), anonymous, inline,
// aliases, out-of-line definitions with qualified names, functions with the
// same name in different namespaces, and an extern "C" function.
#include <cstdio>
#include <stdio.h>
#line 6 "corpus/cpp/namespaces.cpp"

namespace geometry {
int area(int w, int h) {
fprintf(stderr, "enter %s (%s:%d)\n", "int geometry::area(int, int)", "corpus/cpp/namespaces.cpp", 8);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int geometry::area(int, int)", "corpus/cpp/namespaces.cpp", 8);
});
#line 8 "corpus/cpp/namespaces.cpp"
                         return w * h; }

namespace detail {
int clamp(int v, int lo, int hi)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int geometry::detail::clamp(int, int, int)", "corpus/cpp/namespaces.cpp", 12);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int geometry::detail::clamp(int, int, int)", "corpus/cpp/namespaces.cpp", 13);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "int geometry::detail::clamp(int, int, int)", "corpus/cpp/namespaces.cpp", 14);
} break;
case 3: {
fprintf(stderr, "leave %s (%s:%d)\n", "int geometry::detail::clamp(int, int, int)", "corpus/cpp/namespaces.cpp", 15);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int geometry::detail::clamp(int, int, int)", "corpus/cpp/namespaces.cpp", 16);
} break;
}
});
#line 12 "corpus/cpp/namespaces.cpp"
 
    if (v < lo) { __srcinst_site = 1;
#line 13 "corpus/cpp/namespaces.cpp"
                return lo; }
    if (v > hi) { __srcinst_site = 2;
#line 14 "corpus/cpp/namespaces.cpp"
                return hi; }
    { __srcinst_site = 3;
#line 15 "corpus/cpp/namespaces.cpp"
    return v; }
}
} // namespace detail
} // namespace geometry

namespace app::config::v2 {
int version() {
fprintf(stderr, "enter %s (%s:%d)\n", "int app::config::v2::version()", "corpus/cpp/namespaces.cpp", 21);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int app::config::v2::version()", "corpus/cpp/namespaces.cpp", 21);
});
#line 21 "corpus/cpp/namespaces.cpp"
                return 2; }
const char *name();
}

const char *app::config::v2::name()
{
fprintf(stderr, "enter %s (%s:%d)\n", "const char * app::config::v2::name()", "corpus/cpp/namespaces.cpp", 26);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * app::config::v2::name()", "corpus/cpp/namespaces.cpp", 27);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * app::config::v2::name()", "corpus/cpp/namespaces.cpp", 28);
} break;
}
});
#line 26 "corpus/cpp/namespaces.cpp"
 
    { __srcinst_site = 1;
#line 27 "corpus/cpp/namespaces.cpp"
    return "config-v2"; }
}

namespace {
int hidden_counter = 0;
int bump() {
fprintf(stderr, "enter %s (%s:%d)\n", "int (anonymous namespace)::bump()", "corpus/cpp/namespaces.cpp", 32);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int (anonymous namespace)::bump()", "corpus/cpp/namespaces.cpp", 32);
});
#line 32 "corpus/cpp/namespaces.cpp"
             return ++hidden_counter; }
}

namespace lib {
inline namespace v1 {
int api() {
fprintf(stderr, "enter %s (%s:%d)\n", "int lib::v1::api()", "corpus/cpp/namespaces.cpp", 37);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int lib::v1::api()", "corpus/cpp/namespaces.cpp", 37);
});
#line 37 "corpus/cpp/namespaces.cpp"
            return 100; }
}
namespace v0 {
int api() {
fprintf(stderr, "enter %s (%s:%d)\n", "int lib::v0::api()", "corpus/cpp/namespaces.cpp", 40);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int lib::v0::api()", "corpus/cpp/namespaces.cpp", 40);
});
#line 40 "corpus/cpp/namespaces.cpp"
            return 0; }
}
}

namespace text {
int area(int w, int h) {
fprintf(stderr, "enter %s (%s:%d)\n", "int text::area(int, int)", "corpus/cpp/namespaces.cpp", 45);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int text::area(int, int)", "corpus/cpp/namespaces.cpp", 45);
});
#line 45 "corpus/cpp/namespaces.cpp"
                         return w + h; }   // same name as geometry::area
struct Label {
    const char *get() const;
};
}

const char *text::Label::get() const {
fprintf(stderr, "enter %s (%s:%d)\n", "const char * text::Label::get() const", "corpus/cpp/namespaces.cpp", 51);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * text::Label::get() const", "corpus/cpp/namespaces.cpp", 51);
});
#line 51 "corpus/cpp/namespaces.cpp"
                                       return "label"; }

namespace cfg = app::config::v2;

extern "C" int c_linkage_twice(int x)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int c_linkage_twice(int)", "corpus/cpp/namespaces.cpp", 56);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int c_linkage_twice(int)", "corpus/cpp/namespaces.cpp", 57);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int c_linkage_twice(int)", "corpus/cpp/namespaces.cpp", 58);
} break;
}
});
#line 56 "corpus/cpp/namespaces.cpp"
 
    { __srcinst_site = 1;
#line 57 "corpus/cpp/namespaces.cpp"
    return 2 * x; }
}

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/namespaces.cpp", 61);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/namespaces.cpp", 61);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/namespaces.cpp", 70);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/namespaces.cpp", 71);
} break;
}
});
#line 61 "corpus/cpp/namespaces.cpp"
 
    using geometry::detail::clamp;
    std::printf("areas=%d %d\n", geometry::area(3, 4), text::area(3, 4));
    std::printf("clamp=%d %d %d\n", clamp(-5, 0, 10), clamp(5, 0, 10), clamp(50, 0, 10));
    std::printf("config=%s v%d\n", cfg::name(), cfg::version());
    bump();
    std::printf("bump=%d\n", bump());
    std::printf("api=%d %d %d\n", lib::api(), lib::v1::api(), lib::v0::api());
    std::printf("label=%s twice=%d\n", text::Label().get(), c_linkage_twice(21));
    { __srcinst_site = 1;
#line 70 "corpus/cpp/namespaces.cpp"
    return 0; }
}
