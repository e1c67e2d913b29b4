// Lambdas called in constant expressions that are no static_assert or
// constexpr declaration: template arguments, case labels, alignas, a
// noexcept specifier. They must stay constexpr (left alone); the lambdas
// called only at run time are counted. `// count: N` gives their calls.
#include <array>
#include <cstdio>
#include <type_traits>

static auto is_small = [](int n) { return n < 100; };
void tick() noexcept(is_small(1)) {}

int main(int argc, char**) {
  auto sq = [](int x) { return x * x; };
  auto half = [](int x) { return x / 2; };
  auto align = [] { return 8; };
  auto run_only = [](int x) { return x + 1; };  // count: 3
  auto limit = [](int n) { return n + 2; };  // count: 5 (comparisons, no template arguments)
  std::array<int, sq(3)> a{};
  std::integral_constant<int, half(10)> five;
  alignas(align()) char buf[16] = {0};
  int total = 0;
  switch (argc + 1) {
    case sq(1): total += 1; break;
    case half(4): total += run_only(2); break;
    default: break;
  }
  for (int i = 0; i < argc + 1; ++i) total += run_only(i);
  for (int i = 0; i < limit(argc); ++i) total += i;
  bool small = argc < limit(0) && argc > 0;
  tick();
#if __cplusplus >= 202002L
  std::array<int, [] { return 4; }()> b{};
  total += (int)b.size();
#endif
  std::printf("%zu %d %d %d %d\n", a.size(), five(), (int)sizeof buf, total, (int)small);
  return total % 5;
}
