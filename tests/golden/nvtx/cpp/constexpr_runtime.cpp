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
#include <nvtx3/nvToolsExt.h>
#line 7 "corpus/cpp/constexpr_runtime.cpp"

inline void __srcinst_cx_e1257fc5_1(int __srcinst_site) {
(void)__srcinst_site;
if (__srcinst_site == 0) {
nvtxRangePushA("int cx_square(int)");
return;
}
nvtxRangePop();
}
#line 8 "corpus/cpp/constexpr_runtime.cpp"
constexpr int cx_square(int x) {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_e1257fc5_1(0);
#line 8 "corpus/cpp/constexpr_runtime.cpp"
                                 return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_e1257fc5_1, 1}),
#line 8 "corpus/cpp/constexpr_runtime.cpp"
                                        x * x; }

inline void __srcinst_cx_b83bdedc_2(int __srcinst_site) {
(void)__srcinst_site;
if (__srcinst_site == 0) {
nvtxRangePushA("int cx_fact(int)");
return;
}
nvtxRangePop();
}
#line 10 "corpus/cpp/constexpr_runtime.cpp"
constexpr int cx_fact(int n)
{
if (!__builtin_is_constant_evaluated()) __srcinst_cx_b83bdedc_2(0);
#line 11 "corpus/cpp/constexpr_runtime.cpp"
 
    if (n <= 1)
        return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_b83bdedc_2, 1}),
#line 13 "corpus/cpp/constexpr_runtime.cpp"
               1;
    return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_b83bdedc_2, 2}),
#line 14 "corpus/cpp/constexpr_runtime.cpp"
           n * cx_fact(n - 1);
}

inline void __srcinst_cx_8246c46f_3(int __srcinst_site) {
(void)__srcinst_site;
if (__srcinst_site == 0) {
nvtxRangePushA("int cx_count_bits(unsigned int)");
return;
}
nvtxRangePop();
}
#line 17 "corpus/cpp/constexpr_runtime.cpp"
constexpr int cx_count_bits(unsigned v)
{
if (!__builtin_is_constant_evaluated()) __srcinst_cx_8246c46f_3(0);
#line 18 "corpus/cpp/constexpr_runtime.cpp"
 
    int n = 0;
    while (v) {
        n += v & 1u;
        v >>= 1;
    }
    { if (!__builtin_is_constant_evaluated()) __srcinst_cx_8246c46f_3(1);
#line 24 "corpus/cpp/constexpr_runtime.cpp"
    return n; }
}

inline void __srcinst_cx_c468c0be_4(int __srcinst_site) {
(void)__srcinst_site;
if (__srcinst_site == 0) {
nvtxRangePushA("T cx_max(T, T)");
return;
}
nvtxRangePop();
}
#line 27 "corpus/cpp/constexpr_runtime.cpp"
template <typename T>
constexpr T cx_max(T a, T b) {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_c468c0be_4(0);
#line 28 "corpus/cpp/constexpr_runtime.cpp"
                               return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_c468c0be_4, 1}),
#line 28 "corpus/cpp/constexpr_runtime.cpp"
                                      a < b ? b : a; }

struct CxPoint {
    int x, y;
    
static void __srcinst_cx_fb72cf8a_5(int __srcinst_site) {
(void)__srcinst_site;
if (__srcinst_site == 0) {
nvtxRangePushA("CxPoint::CxPoint(int, int)");
return;
}
nvtxRangePop();
}
#line 32 "corpus/cpp/constexpr_runtime.cpp"
    constexpr CxPoint(int a, int b) : x(a), y(b) {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_fb72cf8a_5(0);
#line 32 "corpus/cpp/constexpr_runtime.cpp"
                                                  
if (!__builtin_is_constant_evaluated()) __srcinst_cx_fb72cf8a_5(1);
#line 32 "corpus/cpp/constexpr_runtime.cpp"
                                                  }
    
static void __srcinst_cx_578d764d_6(int __srcinst_site) {
(void)__srcinst_site;
if (__srcinst_site == 0) {
nvtxRangePushA("int CxPoint::cx_dot(const CxPoint &) const");
return;
}
nvtxRangePop();
}
#line 33 "corpus/cpp/constexpr_runtime.cpp"
    constexpr int cx_dot(const CxPoint &o) const {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_578d764d_6(0);
#line 33 "corpus/cpp/constexpr_runtime.cpp"
                                                   return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_578d764d_6, 1}),
#line 33 "corpus/cpp/constexpr_runtime.cpp"
                                                          x * o.x + y * o.y; }
    
static void __srcinst_cx_92ff5b39_7(int __srcinst_site) {
(void)__srcinst_site;
if (__srcinst_site == 0) {
nvtxRangePushA("CxPoint CxPoint::cx_origin()");
return;
}
nvtxRangePop();
}
#line 34 "corpus/cpp/constexpr_runtime.cpp"
    static constexpr CxPoint cx_origin() {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_92ff5b39_7(0);
#line 34 "corpus/cpp/constexpr_runtime.cpp"
                                           return (__builtin_is_constant_evaluated() ? void() : (void)__srcinst_cx_exit{&__srcinst_cx_92ff5b39_7, 1}),
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
nvtxRangePushA("int Fixed<N>::value()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 54 "corpus/cpp/constexpr_runtime.cpp"
                         return N; }
};

static int runtime_input(int v)
{
nvtxRangePushA("int runtime_input(int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 58 "corpus/cpp/constexpr_runtime.cpp"
 
    return v + 1;
}

int main()
{
nvtxRangePushA("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
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
