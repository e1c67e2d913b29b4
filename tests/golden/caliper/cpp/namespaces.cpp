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
#include <caliper/cali.h>
#line 6 "corpus/cpp/namespaces.cpp"

namespace geometry {
int area(int w, int h) {
cali_begin_region("int geometry::area(int, int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int geometry::area(int, int)");
});
#line 8 "corpus/cpp/namespaces.cpp"
                         return w * h; }

namespace detail {
int clamp(int v, int lo, int hi)
{
cali_begin_region("int geometry::detail::clamp(int, int, int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int geometry::detail::clamp(int, int, int)");
});
#line 12 "corpus/cpp/namespaces.cpp"
 
    if (v < lo) return lo;
    if (v > hi) return hi;
    return v;
}
} // namespace detail
} // namespace geometry

namespace app::config::v2 {
int version() {
cali_begin_region("int app::config::v2::version()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int app::config::v2::version()");
});
#line 21 "corpus/cpp/namespaces.cpp"
                return 2; }
const char *name();
}

const char *app::config::v2::name()
{
cali_begin_region("const char * app::config::v2::name()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("const char * app::config::v2::name()");
});
#line 26 "corpus/cpp/namespaces.cpp"
 
    return "config-v2";
}

namespace {
int hidden_counter = 0;
int bump() {
cali_begin_region("int (anonymous namespace)::bump()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int (anonymous namespace)::bump()");
});
#line 32 "corpus/cpp/namespaces.cpp"
             return ++hidden_counter; }
}

namespace lib {
inline namespace v1 {
int api() {
cali_begin_region("int lib::v1::api()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int lib::v1::api()");
});
#line 37 "corpus/cpp/namespaces.cpp"
            return 100; }
}
namespace v0 {
int api() {
cali_begin_region("int lib::v0::api()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int lib::v0::api()");
});
#line 40 "corpus/cpp/namespaces.cpp"
            return 0; }
}
}

namespace text {
int area(int w, int h) {
cali_begin_region("int text::area(int, int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int text::area(int, int)");
});
#line 45 "corpus/cpp/namespaces.cpp"
                         return w + h; }   // same name as geometry::area
struct Label {
    const char *get() const;
};
}

const char *text::Label::get() const {
cali_begin_region("const char * text::Label::get() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("const char * text::Label::get() const");
});
#line 51 "corpus/cpp/namespaces.cpp"
                                       return "label"; }

namespace cfg = app::config::v2;

extern "C" int c_linkage_twice(int x)
{
cali_begin_region("int c_linkage_twice(int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int c_linkage_twice(int)");
});
#line 56 "corpus/cpp/namespaces.cpp"
 
    return 2 * x;
}

int main()
{
cali_begin_region("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int main()");
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
    return 0;
}
