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
#include <srcinst_trace.h>
#line 6 "corpus/cpp/namespaces.cpp"

namespace geometry {
int area(int w, int h) {
static const srcinst_region __srcinst_region = { "int geometry::area(int, int)", "corpus/cpp/namespaces.cpp", 8 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 8 "corpus/cpp/namespaces.cpp"
                         return w * h; }

namespace detail {
int clamp(int v, int lo, int hi)
{
static const srcinst_region __srcinst_region = { "int geometry::detail::clamp(int, int, int)", "corpus/cpp/namespaces.cpp", 12 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
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
static const srcinst_region __srcinst_region = { "int app::config::v2::version()", "corpus/cpp/namespaces.cpp", 21 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 21 "corpus/cpp/namespaces.cpp"
                return 2; }
const char *name();
}

const char *app::config::v2::name()
{
static const srcinst_region __srcinst_region = { "const char * app::config::v2::name()", "corpus/cpp/namespaces.cpp", 26 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 26 "corpus/cpp/namespaces.cpp"
 
    return "config-v2";
}

namespace {
int hidden_counter = 0;
int bump() {
static const srcinst_region __srcinst_region = { "int (anonymous namespace)::bump()", "corpus/cpp/namespaces.cpp", 32 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 32 "corpus/cpp/namespaces.cpp"
             return ++hidden_counter; }
}

namespace lib {
inline namespace v1 {
int api() {
static const srcinst_region __srcinst_region = { "int lib::v1::api()", "corpus/cpp/namespaces.cpp", 37 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 37 "corpus/cpp/namespaces.cpp"
            return 100; }
}
namespace v0 {
int api() {
static const srcinst_region __srcinst_region = { "int lib::v0::api()", "corpus/cpp/namespaces.cpp", 40 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 40 "corpus/cpp/namespaces.cpp"
            return 0; }
}
}

namespace text {
int area(int w, int h) {
static const srcinst_region __srcinst_region = { "int text::area(int, int)", "corpus/cpp/namespaces.cpp", 45 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 45 "corpus/cpp/namespaces.cpp"
                         return w + h; }   // same name as geometry::area
struct Label {
    const char *get() const;
};
}

const char *text::Label::get() const {
static const srcinst_region __srcinst_region = { "const char * text::Label::get() const", "corpus/cpp/namespaces.cpp", 51 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 51 "corpus/cpp/namespaces.cpp"
                                       return "label"; }

namespace cfg = app::config::v2;

extern "C" int c_linkage_twice(int x)
{
static const srcinst_region __srcinst_region = { "int c_linkage_twice(int)", "corpus/cpp/namespaces.cpp", 56 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 56 "corpus/cpp/namespaces.cpp"
 
    return 2 * x;
}

int main()
{
static const srcinst_region __srcinst_region = { "int main()", "corpus/cpp/namespaces.cpp", 61 };
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
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
