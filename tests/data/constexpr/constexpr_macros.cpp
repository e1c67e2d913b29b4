// constexpr and consteval spelled by macros, as libraries write them
// (fmt's FMT_CONSTEXPR is `constexpr` only where C++14 relaxed constexpr is
// there): the functions are constexpr functions all the same, used in
// constant expressions and at run time; `// calls: N` gives the run-time
// calls tests/test_constexpr.py expects in C++14 and later.
#include <cstdio>

#if __cplusplus >= 201402L
#define LIB_CONSTEXPR constexpr
#else
#define LIB_CONSTEXPR inline
#endif
#define LIB_CONSTEXPR11 constexpr
#define LIB_FORCEINLINE inline __attribute__((always_inline))
#if __cplusplus >= 202002L
#define LIB_CONSTEVAL consteval
#else
#define LIB_CONSTEVAL constexpr
#endif

LIB_CONSTEXPR int digits(unsigned n) {  // calls: 1
  int count = 1;
  while (n >= 10) { n /= 10; ++count; }
  return count;
}
LIB_FORCEINLINE LIB_CONSTEXPR11 int half(int n) { return n / 2; }  // calls: 1
LIB_CONSTEVAL int tag() { return 7; }

struct Parser {
  template <typename It>
  LIB_CONSTEXPR auto parse(It begin, It end) -> It {  // calls: 1
    auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
    while (begin != end && is_digit(*begin)) ++begin;
    return begin;
  }
};

#if __cplusplus >= 201402L
static_assert(digits(12345) == 5, "digits");
#endif
#if __cplusplus >= 201703L
constexpr char text[] = "42x";
static_assert(Parser().parse(text, text + 3) == text + 2, "parse");
#endif
static_assert(half(8) == 4, "half");

int main(int argc, char **) {
  const char *input = "123abc";
  const char *stop = Parser().parse(input, input + 6);
  std::printf("%d %d %d %d\n", digits(static_cast<unsigned>(argc) * 1000u), half(argc + 9), (int)(stop - input),
              tag());
  return 0;
}
