#line 1 "corpus/cpp/function_templates.cpp"
// srcinst-test: std=c++17
// Function templates with several instantiations, explicit specialization,
// non-type parameters, variadic recursion, fold expressions, SFINAE in the
// return type and if constexpr with returns in both branches.
#include <cstdio>
#include <string>
#include <type_traits>
#include <opari2/pomp2_lib.h>
#line 8 "corpus/cpp/function_templates.cpp"

template <typename T>
T max_of(T a, T b)
{
    if (a < b)
        return b;
    return a;
}

template <>
const char *max_of<const char *>(const char *a, const char *b)
{
    return std::string(a) < std::string(b) ? b : a;
}

template <int N>
int times()
{
    return N * 10;
}

template <typename T>
T sum_all(T only)
{
    return only;
}

template <typename T, typename... Rest>
T sum_all(T first, Rest... rest)
{
    return first + sum_all<T>(rest...);
}

template <typename... Ts>
std::size_t count_args(Ts...)
{
    return sizeof...(Ts);
}

template <typename... Ts>
auto fold_product(Ts... vs)
{
    return (vs * ... * 1);
}

template <typename T>
typename std::enable_if<std::is_integral<T>::value, const char *>::type kind(T)
{
    return "integral";
}

template <typename T>
typename std::enable_if<std::is_floating_point<T>::value, const char *>::type kind(T)
{
    return "floating";
}

template <typename T>
std::string describe(const T &v)
{
    if constexpr (std::is_arithmetic_v<T>) {
        return "number " + std::to_string(v);
    } else {
        return "other " + std::string(v);
    }
}

template <typename T, std::size_t N>
constexpr std::size_t array_len(const T (&)[N]) { return N; }

template <typename T, std::size_t N>
T last_element(const T (&arr)[N])
{
    return arr[N - 1];
}

int main()
{
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
