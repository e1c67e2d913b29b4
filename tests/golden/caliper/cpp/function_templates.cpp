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
#line 1 "corpus/cpp/function_templates.cpp"
// srcinst-test: std=c++17
// Function templates with several instantiations, explicit specialization,
// non-type parameters, variadic recursion, fold expressions, SFINAE in the
// return type and if constexpr with returns in both branches.
#include <cstdio>
#include <string>
#include <type_traits>
#include <caliper/cali.h>
#line 8 "corpus/cpp/function_templates.cpp"

template <typename T>
T max_of(T a, T b)
{
cali_begin_region("T max_of(T, T)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("T max_of(T, T)");
});
#line 11 "corpus/cpp/function_templates.cpp"
 
    if (a < b)
        return b;
    return a;
}

template <>
const char *max_of<const char *>(const char *a, const char *b)
{
cali_begin_region("const char * max_of(const char *, const char *)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("const char * max_of(const char *, const char *)");
});
#line 19 "corpus/cpp/function_templates.cpp"
 
    return std::string(a) < std::string(b) ? b : a;
}

template <int N>
int times()
{
cali_begin_region("int times()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int times()");
});
#line 25 "corpus/cpp/function_templates.cpp"
 
    return N * 10;
}

template <typename T>
T sum_all(T only)
{
cali_begin_region("T sum_all(T)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("T sum_all(T)");
});
#line 31 "corpus/cpp/function_templates.cpp"
 
    return only;
}

template <typename T, typename... Rest>
T sum_all(T first, Rest... rest)
{
cali_begin_region("T sum_all(T, Rest...)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("T sum_all(T, Rest...)");
});
#line 37 "corpus/cpp/function_templates.cpp"
 
    return first + sum_all<T>(rest...);
}

template <typename... Ts>
std::size_t count_args(Ts...)
{
cali_begin_region("std::size_t count_args(Ts...)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("std::size_t count_args(Ts...)");
});
#line 43 "corpus/cpp/function_templates.cpp"
 
    return sizeof...(Ts);
}

template <typename... Ts>
auto fold_product(Ts... vs)
{
cali_begin_region("auto fold_product(Ts...)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("auto fold_product(Ts...)");
});
#line 49 "corpus/cpp/function_templates.cpp"
 
    return (vs * ... * 1);
}

template <typename T>
typename std::enable_if<std::is_integral<T>::value, const char *>::type kind(T)
{
cali_begin_region("typename std::enable_if<std::is_integral<T>::value, const char *>::type kind(T)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("typename std::enable_if<std::is_integral<T>::value, const char *>::type kind(T)");
});
#line 55 "corpus/cpp/function_templates.cpp"
 
    return "integral";
}

template <typename T>
typename std::enable_if<std::is_floating_point<T>::value, const char *>::type kind(T)
{
cali_begin_region("typename std::enable_if<std::is_floating_point<T>::value, const char *>::type kind(T)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("typename std::enable_if<std::is_floating_point<T>::value, const char *>::type kind(T)");
});
#line 61 "corpus/cpp/function_templates.cpp"
 
    return "floating";
}

template <typename T>
std::string describe(const T &v)
{
cali_begin_region("std::string describe(const T &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("std::string describe(const T &)");
});
#line 67 "corpus/cpp/function_templates.cpp"
 
    if constexpr (std::is_arithmetic_v<T>) {
        return "number " + std::to_string(v);
    } else {
        return "other " + std::string(v);
    }
}

inline void __srcinst_cx_d0fb3c6f_1(int __srcinst_site) {
(void)__srcinst_site;
if (__srcinst_site == 0) {
cali_begin_region("std::size_t array_len(const T (&)[N])");
return;
}
cali_end_region("std::size_t array_len(const T (&)[N])");
}
#line 75 "corpus/cpp/function_templates.cpp"
template <typename T, std::size_t N>
constexpr std::size_t array_len(const T (&)[N]) {
if (!__builtin_is_constant_evaluated()) __srcinst_cx_d0fb3c6f_1(0);
#line 76 "corpus/cpp/function_templates.cpp"
                                                  { if (!__builtin_is_constant_evaluated()) __srcinst_cx_d0fb3c6f_1(1);
#line 76 "corpus/cpp/function_templates.cpp"
                                                  return N; } }

template <typename T, std::size_t N>
T last_element(const T (&arr)[N])
{
cali_begin_region("T last_element(const T (&)[N])");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("T last_element(const T (&)[N])");
});
#line 80 "corpus/cpp/function_templates.cpp"
 
    return arr[N - 1];
}

int main()
{
cali_begin_region("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int main()");
});
#line 85 "corpus/cpp/function_templates.cpp"
 
    std::printf("max_of: %d %.1f %c %s\n", max_of(3, 7), max_of(2.5, 1.5), max_of('a', 'z'),
                max_of("apple", "pear"));
    std::printf("times: %d %d\n", times<2>(), times<5>());
    std::printf("sum_all: %d %.2f\n", sum_all(1, 2, 3, 4), sum_all(0.5, 0.25));
    std::printf("count_args: %zu %zu\n", count_args(), count_args(1, "x", 2.0));
    std::printf("fold_product: %d %.1f\n", fold_product(2, 3, 4), fold_product(1.5, 2.0));
    std::printf("kind: %s %s %s\n", kind(1), kind(2.0), kind('c'));
    std::printf("describe: %s | %s\n", describe(42).c_str(), describe("hi").c_str());
    int arr[] = {5, 6, 7};
    std::printf("array: len=%zu last=%d\n", array_len(arr), last_element(arr));
    return 0;
}
