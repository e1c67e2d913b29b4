#include <stdio.h>
#include <stdlib.h>

#define WHERE() printf("%s:%d\n", __FILE__, __LINE__)

static int twice(int x)
{
	int unused_in_twice;	/* -Wunused-variable: must point here */
	WHERE();
	if (x > 10)
		return x /* multi
		line */ * 2;
	WHERE();
	return x +
	       x;
}

static void maybe_stop(int code) {
  WHERE(); if (code > 100) exit(code - 100); WHERE();
}

int main(void)
{
  int shadow = 0, unused_in_main;
  WHERE();
  shadow = twice(3) + twice(20);
  maybe_stop(shadow);
  printf("%d %d\n", shadow, __LINE__);
  { int x = 1; x += shadow == 1 ? 0 : 1; if (x) { WHERE(); } }
  return 0;
}
