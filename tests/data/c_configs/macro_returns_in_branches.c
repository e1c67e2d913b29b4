#include <stdio.h>
#define CHECK(x) do { if (!(x)) return -1; } while (0)
#define CHECK2(x) CHECK(x)
static int g(int a) {
#ifdef ARMOR
  CHECK2(a != 3);
#endif
  CHECK(a > 0);
  return a + 1;
}
static int h(int a) {
#ifdef ARMOR
  CHECK(a != 3);
#endif
  return a;
}
int main(void) {
  printf("%d %d %d %d\n", g(-1), g(3), h(3), __LINE__);
  return 0;
}
