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
#ifndef __SRCINST_CX_EXIT_DEFINED
#define __SRCINST_CX_EXIT_DEFINED
struct __srcinst_cx_exit {
  void (*fn)(int); int site;
  ~__srcinst_cx_exit() { fn(site); }
};
#endif
#line 1 "corpus/cpp/constexpr_runtime.cpp"
// srcinst-test: std=c++17
// constexpr functions (free, member, static member, constructor, template)
// used both in constant expressions and at run time, next to = default and
// = delete special members. The constexpr ones report their run-time calls
// only; the defaulted and deleted ones (Plain::) are skipped.
#include <cstdio>
#include <srcinst_trace.h>
#line 7 "corpus/cpp/constexpr_runtime.cpp"

inline void __srcinst_cx_76228d7a_1(int __srcinst_site) {
(void)__srcinst_site;
static const srcinst_region __srcinst_region = { "int cx_square(int)", "corpus/cpp/constexpr_runtime.cpp", 8 };
if (__srcinst_site == 0) {
SRCINST_TRACE_ENTER(&__srcinst_region);
return;
}
srcinst_trace_exit(&__srcinst_region);
}
#line 8 "corpus/cpp/constexpr_runtime.cpp"
constexpr int cx_square(int x) {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_76228d7a_1(0);
#line 8 "corpus/cpp/constexpr_runtime.cpp"
                                 return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_76228d7a_1, 1}),
#line 8 "corpus/cpp/constexpr_runtime.cpp"
                                        x * x; }

inline void __srcinst_cx_768d0be0_2(int __srcinst_site) {
(void)__srcinst_site;
static const srcinst_region __srcinst_region = { "int cx_fact(int)", "corpus/cpp/constexpr_runtime.cpp", 11 };
if (__srcinst_site == 0) {
SRCINST_TRACE_ENTER(&__srcinst_region);
return;
}
srcinst_trace_exit(&__srcinst_region);
}
#line 10 "corpus/cpp/constexpr_runtime.cpp"
constexpr int cx_fact(int n)
{
if (!__builtin_is_constant_evaluated()) __srcinst_cx_768d0be0_2(0);
#line 11 "corpus/cpp/constexpr_runtime.cpp"
 
    if (n <= 1)
        return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_768d0be0_2, 1}),
#line 13 "corpus/cpp/constexpr_runtime.cpp"
               1;
    return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_768d0be0_2, 2}),
#line 14 "corpus/cpp/constexpr_runtime.cpp"
           n * cx_fact(n - 1);
}

inline void __srcinst_cx_6c9d2c2d_3(int __srcinst_site) {
(void)__srcinst_site;
static const srcinst_region __srcinst_region = { "int cx_count_bits(unsigned int)", "corpus/cpp/constexpr_runtime.cpp", 18 };
if (__srcinst_site == 0) {
SRCINST_TRACE_ENTER(&__srcinst_region);
return;
}
srcinst_trace_exit(&__srcinst_region);
}
#line 17 "corpus/cpp/constexpr_runtime.cpp"
constexpr int cx_count_bits(unsigned v)
{
if (!__builtin_is_constant_evaluated()) __srcinst_cx_6c9d2c2d_3(0);
#line 18 "corpus/cpp/constexpr_runtime.cpp"
 
    int n = 0;
    while (v) {
        n += v & 1u;
        v >>= 1;
    }
    { if (!__builtin_is_constant_evaluated()) __srcinst_cx_6c9d2c2d_3(1);
#line 24 "corpus/cpp/constexpr_runtime.cpp"
    return n; }
}

inline void __srcinst_cx_f370e2f4_4(int __srcinst_site) {
(void)__srcinst_site;
static const srcinst_region __srcinst_region = { "T cx_max(T, T)", "corpus/cpp/constexpr_runtime.cpp", 28 };
if (__srcinst_site == 0) {
SRCINST_TRACE_ENTER(&__srcinst_region);
return;
}
srcinst_trace_exit(&__srcinst_region);
}
#line 27 "corpus/cpp/constexpr_runtime.cpp"
template <typename T>
constexpr T cx_max(T a, T b) {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_f370e2f4_4(0);
#line 28 "corpus/cpp/constexpr_runtime.cpp"
                               return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_f370e2f4_4, 1}),
#line 28 "corpus/cpp/constexpr_runtime.cpp"
                                      a < b ? b : a; }

struct CxPoint {
    int x, y;
    
static void __srcinst_cx_03b5cce4_5(int __srcinst_site) {
(void)__srcinst_site;
static const srcinst_region __srcinst_region = { "CxPoint::CxPoint(int, int)", "corpus/cpp/constexpr_runtime.cpp", 32 };
if (__srcinst_site == 0) {
SRCINST_TRACE_ENTER(&__srcinst_region);
return;
}
srcinst_trace_exit(&__srcinst_region);
}
#line 32 "corpus/cpp/constexpr_runtime.cpp"
    constexpr CxPoint(int a, int b) : x(a), y(b) {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_03b5cce4_5(0);
#line 32 "corpus/cpp/constexpr_runtime.cpp"
                                                  
if (!__builtin_is_constant_evaluated()) __srcinst_cx_03b5cce4_5(1);
#line 32 "corpus/cpp/constexpr_runtime.cpp"
                                                  }
    
static void __srcinst_cx_0a410aa0_6(int __srcinst_site) {
(void)__srcinst_site;
static const srcinst_region __srcinst_region = { "int CxPoint::cx_dot(const CxPoint &) const", "corpus/cpp/constexpr_runtime.cpp", 33 };
if (__srcinst_site == 0) {
SRCINST_TRACE_ENTER(&__srcinst_region);
return;
}
srcinst_trace_exit(&__srcinst_region);
}
#line 33 "corpus/cpp/constexpr_runtime.cpp"
    constexpr int cx_dot(const CxPoint &o) const {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_0a410aa0_6(0);
#line 33 "corpus/cpp/constexpr_runtime.cpp"
                                                   return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_0a410aa0_6, 1}),
#line 33 "corpus/cpp/constexpr_runtime.cpp"
                                                          x * o.x + y * o.y; }
    
static void __srcinst_cx_6bc79323_7(int __srcinst_site) {
(void)__srcinst_site;
static const srcinst_region __srcinst_region = { "CxPoint CxPoint::cx_origin()", "corpus/cpp/constexpr_runtime.cpp", 34 };
if (__srcinst_site == 0) {
SRCINST_TRACE_ENTER(&__srcinst_region);
return;
}
srcinst_trace_exit(&__srcinst_region);
}
#line 34 "corpus/cpp/constexpr_runtime.cpp"
    static constexpr CxPoint cx_origin() {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_6bc79323_7(0);
#line 34 "corpus/cpp/constexpr_runtime.cpp"
                                           return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_6bc79323_7, 1}),
#line 34 "corpus/cpp/constexpr_runtime.cpp"
                                                  CxPoint(0, 0); }
};

struct Plain {
    int v = 3;
    Plain() = default;
    Plain(const Plain &) = default;
    Plain &operator=(const Plain &) = default;
    ~Plain() = default;
    Plain(int) = delete;
    void forbidden() = delete;
};

static_assert(cx_square(7) == 49, "constexpr evaluation");
static_assert(cx_fact(5) == 120, "constexpr recursion");

static int table[cx_count_bits(0xffu)];   // array bound from a constexpr call

template <int N>
struct Fixed {
    static int value() {
static const srcinst_region __srcinst_region = { "int Fixed<N>::value()", "corpus/cpp/constexpr_runtime.cpp", 54 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 54 "corpus/cpp/constexpr_runtime.cpp"
                         return N; }
};

static int runtime_input(int v)
{
static const srcinst_region __srcinst_region = { "int runtime_input(int)", "corpus/cpp/constexpr_runtime.cpp", 58 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 58 "corpus/cpp/constexpr_runtime.cpp"
 
    return v + 1;
}

int main()
{
static const srcinst_region __srcinst_region = { "int main()", "corpus/cpp/constexpr_runtime.cpp", 63 };
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 63 "corpus/cpp/constexpr_runtime.cpp"
 
    constexpr int at_compile_time = cx_fact(6);
    int n = runtime_input(4);
    std::printf("compile-time fact=%d runtime fact=%d\n", at_compile_time, cx_fact(n));
    std::printf("square=%d bits=%d table=%zu\n", cx_square(n), cx_count_bits(static_cast<unsigned>(n) * 37u),
                sizeof table / sizeof table[0]);
    std::printf("max=%d %.1f\n", cx_max(n, 3), cx_max(1.5, 0.5));
    constexpr CxPoint o = CxPoint::cx_origin();
    CxPoint p(n, 2);
    std::printf("dot=%d origin=%d fixed=%d\n", p.cx_dot(CxPoint(1, 1)), o.cx_dot(p),
                Fixed<cx_square(3)>::value());
    Plain a;
    Plain b = a;
    b.v += 1;
    a = b;
    std::printf("plain=%d\n", a.v);
    return 0;
}
