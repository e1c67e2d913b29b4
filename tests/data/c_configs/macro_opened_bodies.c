#include <stdio.h>
#define START_TEST(testname) static void testname(void) { printf("start %s\n", #testname); {
#define END_TEST } }
#define GETTER(n) static int get_##n(void) { return n; }
GETTER(1)
START_TEST(t1)
  printf("body\n");
  if (get_1()) return;
  printf("never\n");
END_TEST
START_TEST(t2)
  int x = 3;
  printf("x=%d\n", x);
END_TEST
int main(void) { t1(); t2(); return 0; }
