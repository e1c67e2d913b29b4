#line 1 "corpus/cpp/namespaces.cpp"
// srcinst-test: std=c++17
// Namespaces: nested, C++17 nested definitions (a::b), anonymous, inline,
// aliases, out-of-line definitions with qualified names, functions with the
// same name in different namespaces, and an extern "C" function.
#include <cstdio>
#include <opari2/pomp2_lib.h>
#line 6 "corpus/cpp/namespaces.cpp"

namespace geometry {
int area(int w, int h) { return w * h; }

namespace detail {
int clamp(int v, int lo, int hi)
{
    if (v < lo) return lo;
    if (v > hi) return hi;
    return v;
}
} // namespace detail
} // namespace geometry

namespace app::config::v2 {
int version() { return 2; }
const char *name();
}

const char *app::config::v2::name()
{
    return "config-v2";
}

namespace {
int hidden_counter = 0;
int bump() { return ++hidden_counter; }
}

namespace lib {
inline namespace v1 {
int api() { return 100; }
}
namespace v0 {
int api() { return 0; }
}
}

namespace text {
int area(int w, int h) { return w + h; }   // same name as geometry::area
struct Label {
    const char *get() const;
};
}

const char *text::Label::get() const { return "label"; }

namespace cfg = app::config::v2;

extern "C" int c_linkage_twice(int x)
{
    return 2 * x;
}

int main()
{
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
