#include <stdio.h>
#include <stdlib.h>
#define CHECK(x) do { if (!(x)) return -1; } while (0)
#define RETURN_IF(c, v) if (c) return (v)
#define BAIL return
#define DIE(msg) do { fprintf(stderr, msg); exit(3); } while (0)
static int g(int a) {
  CHECK(a > 0);
  RETURN_IF(a > 10, a * 2);
#ifdef ARMOR
  if (a == 5)
    return
      -5;
#endif
  return a + 1;
}
static void v(int a) {
  if (a) BAIL;
  printf("v %d\n", __LINE__);
}
int main(int argc, char **argv) {
  printf("%d %d %d\n", g(-1), g(11), g(5));
  v(0); v(1);
#ifdef NEVER
  exit(7);
#endif
  if (argc > 1) DIE("dying\n");
  (void)argv;
  return 0;
}
