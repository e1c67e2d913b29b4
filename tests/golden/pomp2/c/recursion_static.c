#line 1 "corpus/c/recursion_static.c"
/* srcinst-test: std=c89 */
/* Direct and mutual recursion, static functions, static locals, and an
   int main(void) with an explicit return. */
#include <stdio.h>
#include <opari2/pomp2_lib.h>
#line 5 "corpus/c/recursion_static.c"

static int is_odd(unsigned n);

static int is_even(unsigned n)
{
    if (n == 0)
        return 1;
    return is_odd(n - 1);
}

static int is_odd(unsigned n)
{
    if (n == 0)
        return 0;
    return is_even(n - 1);
}

static unsigned long fact(unsigned n)
{
    return n <= 1 ? 1UL : n * fact(n - 1);
}

static int fib(int n)
{
    if (n < 2)
        return n;
    else
        return fib(n - 1) + fib(n - 2);
}

static int ackermann(int m, int n)
{
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

static void hanoi(int n, char from, char to, char via, int *moves)
{
    if (n == 0)
        return;
    hanoi(n - 1, from, via, to, moves);
    ++*moves;
    hanoi(n - 1, via, to, from, moves);
}

static int call_count(void)
{
    static int calls = 0;
    return ++calls;
}

static int gcd(int a, int b)
{
    return b == 0 ? a : gcd(b, a % b);
}

int main(void)
{
    int moves = 0;
    printf("even(10)=%d odd(7)=%d even(3)=%d\n", is_even(10), is_odd(7), is_even(3));
    printf("fact(10)=%lu\n", fact(10));
    printf("fib(15)=%d\n", fib(15));
    printf("ackermann(2,3)=%d\n", ackermann(2, 3));
    hanoi(5, 'A', 'C', 'B', &moves);
    printf("hanoi moves=%d\n", moves);
    call_count();
    call_count();
    printf("calls=%d\n", call_count());
    printf("gcd(1071,462)=%d\n", gcd(1071, 462));
    return 0;
}
