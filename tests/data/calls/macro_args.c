/* Calls spelled in macro arguments. Those the macro expands once, as an
   expression that runs, are regions (lines marked "region"); the others
   get none and a note (lines marked "no region", with why). f counts its
   calls, and main prints the count and the stringized texts. C89 and
   later, C++98 and later. */
#include <assert.h>
#include <stdio.h>

static int calls;
static int f(int n) { calls++; return n; }
static int checked(int v, int line) { return line > 0 ? v : -v; }

#define CHECK(x) do { if ((x) < 0) printf("failed\n"); } while (0)
#define KEEP(x) (x)
#define SAFE_CALL(x) checked((x), __LINE__)
#define PAIR(a, b) ((a) * 10 + (b))
#define TWICE(x) ((x) + (x))
#define SHOW(x) printf("%s = %d\n", #x, (x))
#define SUFFIX(x) x ## 1
#define PASS(x) KEEP(x)
#define SIZE(x) ((int) sizeof(x))
#define NEVER(x) 0
#define NAMED(x, label) (printf("%s ", #label), (x))
#if __STDC_VERSION__ >= 199901L || __cplusplus >= 201103L
#define PRINT(...) printf(__VA_ARGS__)
#else
#define PRINT printf
#endif

int main(void)
{
    int total = 0, n1 = 1;
    CHECK(f(1));  /* region */
    total += KEEP(f(2));  /* region */
    total += SAFE_CALL(f(3));  /* region */
    total += PAIR(f(4),  /* region */
                  KEEP(5));
    if (KEEP(f(6)) > 0)  /* region */
        total++;
    total += TWICE(f(7));  /* no region: more than once */
    SHOW(f(8));  /* no region: stringizes */
    total += SUFFIX(f(9) + n);  /* no region: pastes */
    total += PASS(f(10));  /* no region: to another macro */
    total += KEEP(KEEP(f(11)));  /* no region: nested */
    total += SIZE(f(12));  /* no region: never runs */
    total += NEVER(f(13));  /* (expanded nowhere: no call, no region) */
    total += NAMED(f(15), fifteen);  /* region */
    PRINT("%d\n", f(16));  /* region */
    assert(f(14) == 14);  /* no region: stringizes */
    printf("%d\n", total);
    printf("calls %d\n", calls);
    return 0;
}
