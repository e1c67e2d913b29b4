#line 1 "corpus/cpp/namespaces.cpp"
// srcinst-test: std=c++17
// Namespaces: nested, C++17 nested definitions (a::b), anonymous, inline,
// aliases, out-of-line definitions with qualified names, functions with the
// same name in different namespaces, and an extern "C" function.
#include <cstdio>
#include <TAU.h>
#line 6 "corpus/cpp/namespaces.cpp"

namespace geometry {
int area(int w, int h) {
TAU_PROFILE("int geometry::area(int, int)", " ", TAU_USER);
#line 8 "corpus/cpp/namespaces.cpp"
                         return w * h; }

namespace detail {
int clamp(int v, int lo, int hi)
{
TAU_PROFILE("int geometry::detail::clamp(int, int, int)", " ", TAU_USER);
#line 12 "corpus/cpp/namespaces.cpp"
 
    if (v < lo) return lo;
    if (v > hi) return hi;
    return v;
}
} // namespace detail
} // namespace geometry

namespace app::config::v2 {
int version() {
TAU_PROFILE("int app::config::v2::version()", " ", TAU_USER);
#line 21 "corpus/cpp/namespaces.cpp"
                return 2; }
const char *name();
}

const char *app::config::v2::name()
{
TAU_PROFILE("const char * app::config::v2::name()", " ", TAU_USER);
#line 26 "corpus/cpp/namespaces.cpp"
 
    return "config-v2";
}

namespace {
int hidden_counter = 0;
int bump() {
TAU_PROFILE("int (anonymous namespace)::bump()", " ", TAU_USER);
#line 32 "corpus/cpp/namespaces.cpp"
             return ++hidden_counter; }
}

namespace lib {
inline namespace v1 {
int api() {
TAU_PROFILE("int lib::v1::api()", " ", TAU_USER);
#line 37 "corpus/cpp/namespaces.cpp"
            return 100; }
}
namespace v0 {
int api() {
TAU_PROFILE("int lib::v0::api()", " ", TAU_USER);
#line 40 "corpus/cpp/namespaces.cpp"
            return 0; }
}
}

namespace text {
int area(int w, int h) {
TAU_PROFILE("int text::area(int, int)", " ", TAU_USER);
#line 45 "corpus/cpp/namespaces.cpp"
                         return w + h; }   // same name as geometry::area
struct Label {
    const char *get() const;
};
}

const char *text::Label::get() const {
TAU_PROFILE("const char * text::Label::get() const", " ", TAU_USER);
#line 51 "corpus/cpp/namespaces.cpp"
                                       return "label"; }

namespace cfg = app::config::v2;

extern "C" int c_linkage_twice(int x)
{
TAU_PROFILE("int c_linkage_twice(int)", " ", TAU_USER);
#line 56 "corpus/cpp/namespaces.cpp"
 
    return 2 * x;
}

int main()
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE("int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
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
