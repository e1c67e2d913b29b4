#line 1 "corpus/c/recursion_static.c"
/* srcinst-test: std=c89 */
/* Direct and mutual recursion, static functions, static locals, and an
   int main(void) with an explicit return. */
#include <stdio.h>
#include <srcinst_trace.h>
#line 5 "corpus/c/recursion_static.c"

static int is_odd(unsigned n);

static int is_even(unsigned n)
{
static const srcinst_region __srcinst_region = { "int is_even(unsigned int)", "corpus/c/recursion_static.c", 9 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 9 "corpus/c/recursion_static.c"
 
    if (n == 0)
        return 1;
    return is_odd(n - 1);
}
#line 13 "corpus/c/recursion_static.c"
}

static int is_odd(unsigned n)
{
static const srcinst_region __srcinst_region = { "int is_odd(unsigned int)", "corpus/c/recursion_static.c", 16 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 16 "corpus/c/recursion_static.c"
 
    if (n == 0)
        return 0;
    return is_even(n - 1);
}
#line 20 "corpus/c/recursion_static.c"
}

static unsigned long fact(unsigned n)
{
static const srcinst_region __srcinst_region = { "unsigned long fact(unsigned int)", "corpus/c/recursion_static.c", 23 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 23 "corpus/c/recursion_static.c"
 
    return n <= 1 ? 1UL : n * fact(n - 1);
}
#line 25 "corpus/c/recursion_static.c"
}

static int fib(int n)
{
static const srcinst_region __srcinst_region = { "int fib(int)", "corpus/c/recursion_static.c", 28 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 28 "corpus/c/recursion_static.c"
 
    if (n < 2)
        return n;
    else
        return fib(n - 1) + fib(n - 2);
}
#line 33 "corpus/c/recursion_static.c"
}

static int ackermann(int m, int n)
{
static const srcinst_region __srcinst_region = { "int ackermann(int, int)", "corpus/c/recursion_static.c", 36 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 36 "corpus/c/recursion_static.c"
 
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}
#line 40 "corpus/c/recursion_static.c"
}

static void hanoi(int n, char from, char to, char via, int *moves)
{
static const srcinst_region __srcinst_region = { "void hanoi(int, char, char, char, int *)", "corpus/c/recursion_static.c", 43 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 43 "corpus/c/recursion_static.c"
 
    if (n == 0)
        return;
    hanoi(n - 1, from, via, to, moves);
    ++*moves;
    hanoi(n - 1, via, to, from, moves);
}
#line 49 "corpus/c/recursion_static.c"
}

static int call_count(void)
{
static const srcinst_region __srcinst_region = { "int call_count(void)", "corpus/c/recursion_static.c", 52 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 52 "corpus/c/recursion_static.c"
 
    static int calls = 0;
    return ++calls;
}
#line 55 "corpus/c/recursion_static.c"
}

static int gcd(int a, int b)
{
static const srcinst_region __srcinst_region = { "int gcd(int, int)", "corpus/c/recursion_static.c", 58 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 58 "corpus/c/recursion_static.c"
 
    return b == 0 ? a : gcd(b, a % b);
}
#line 60 "corpus/c/recursion_static.c"
}

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/recursion_static.c", 63 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 63 "corpus/c/recursion_static.c"
 
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
#line 76 "corpus/c/recursion_static.c"
}
