/* Looks like a parser generator's output: the file carries its own #line
   directives, and instrumented code must keep honouring them. */
#include <stdio.h>
#define WHERE() printf("%s:%d\n", __FILE__, __LINE__)
#line 100 "gram.y"
static int action(int x)
{
  int unused_in_action;
  WHERE();
  if (x) return __LINE__;
  return 0;
}
#line 14 "generated.c"
int main(void)
{
  int unused_in_main;
  WHERE();
  printf("%d\n", action(1));
# 40 "other.y"
  WHERE();
  return 0;
}
