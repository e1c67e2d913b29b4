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
static const srcinst_region __srcinst_region = { "int is_even(unsigned int)", "corpus/c/recursion_static.c", 9 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 9 "corpus/c/recursion_static.c"
 
    if (n == 0)
        { __typeof__(int) __srcinst_rv =
#line 11 "corpus/c/recursion_static.c"
             ( 1);
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 11 "corpus/c/recursion_static.c"
                 
    { __typeof__(int) __srcinst_rv =
#line 12 "corpus/c/recursion_static.c"
         ( is_odd(n - 1));
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 12 "corpus/c/recursion_static.c"
                         
}
#line 13 "corpus/c/recursion_static.c"
}

static int is_odd(unsigned n)
{
static const srcinst_region __srcinst_region = { "int is_odd(unsigned int)", "corpus/c/recursion_static.c", 16 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 16 "corpus/c/recursion_static.c"
 
    if (n == 0)
        { __typeof__(int) __srcinst_rv =
#line 18 "corpus/c/recursion_static.c"
             ( 0);
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 18 "corpus/c/recursion_static.c"
                 
    { __typeof__(int) __srcinst_rv =
#line 19 "corpus/c/recursion_static.c"
         ( is_even(n - 1));
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 19 "corpus/c/recursion_static.c"
                          
}
#line 20 "corpus/c/recursion_static.c"
}

static unsigned long fact(unsigned n)
{
static const srcinst_region __srcinst_region = { "unsigned long fact(unsigned int)", "corpus/c/recursion_static.c", 23 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 23 "corpus/c/recursion_static.c"
 
    { __typeof__(unsigned long) __srcinst_rv =
#line 24 "corpus/c/recursion_static.c"
         ( n <= 1 ? 1UL : n * fact(n - 1));
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 24 "corpus/c/recursion_static.c"
                                          
}
#line 25 "corpus/c/recursion_static.c"
}

static int fib(int n)
{
static const srcinst_region __srcinst_region = { "int fib(int)", "corpus/c/recursion_static.c", 28 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 28 "corpus/c/recursion_static.c"
 
    if (n < 2)
        { __typeof__(int) __srcinst_rv =
#line 30 "corpus/c/recursion_static.c"
             ( n);
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 30 "corpus/c/recursion_static.c"
                 
    else
        { __typeof__(int) __srcinst_rv =
#line 32 "corpus/c/recursion_static.c"
             ( fib(n - 1) + fib(n - 2));
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 32 "corpus/c/recursion_static.c"
                                       
}
srcinst_trace_exit(&__srcinst_region);
#line 33 "corpus/c/recursion_static.c"
}

static int ackermann(int m, int n)
{
static const srcinst_region __srcinst_region = { "int ackermann(int, int)", "corpus/c/recursion_static.c", 36 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 36 "corpus/c/recursion_static.c"
 
    if (m == 0) { __typeof__(int) __srcinst_rv =
#line 37 "corpus/c/recursion_static.c"
                     ( n + 1);
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 37 "corpus/c/recursion_static.c"
                             
    if (n == 0) { __typeof__(int) __srcinst_rv =
#line 38 "corpus/c/recursion_static.c"
                     ( ackermann(m - 1, 1));
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 38 "corpus/c/recursion_static.c"
                                           
    { __typeof__(int) __srcinst_rv =
#line 39 "corpus/c/recursion_static.c"
         ( ackermann(m - 1, ackermann(m, n - 1)));
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 39 "corpus/c/recursion_static.c"
                                                 
}
#line 40 "corpus/c/recursion_static.c"
}

static void hanoi(int n, char from, char to, char via, int *moves)
{
static const srcinst_region __srcinst_region = { "void hanoi(int, char, char, char, int *)", "corpus/c/recursion_static.c", 43 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 43 "corpus/c/recursion_static.c"
 
    if (n == 0)
        {
srcinst_trace_exit(&__srcinst_region);
#line 45 "corpus/c/recursion_static.c"
        return; }
    hanoi(n - 1, from, via, to, moves);
    ++*moves;
    hanoi(n - 1, via, to, from, moves);
}
srcinst_trace_exit(&__srcinst_region);
#line 49 "corpus/c/recursion_static.c"
}

static int call_count(void)
{
static const srcinst_region __srcinst_region = { "int call_count(void)", "corpus/c/recursion_static.c", 52 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 52 "corpus/c/recursion_static.c"
 
    static int calls = 0;
    { __typeof__(int) __srcinst_rv =
#line 54 "corpus/c/recursion_static.c"
         ( ++calls);
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 54 "corpus/c/recursion_static.c"
                   
}
#line 55 "corpus/c/recursion_static.c"
}

static int gcd(int a, int b)
{
static const srcinst_region __srcinst_region = { "int gcd(int, int)", "corpus/c/recursion_static.c", 58 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 58 "corpus/c/recursion_static.c"
 
    { __typeof__(int) __srcinst_rv =
#line 59 "corpus/c/recursion_static.c"
         ( b == 0 ? a : gcd(b, a % b));
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 59 "corpus/c/recursion_static.c"
                                      
}
#line 60 "corpus/c/recursion_static.c"
}

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/recursion_static.c", 63 };
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
    { __typeof__(int) __srcinst_rv =
#line 75 "corpus/c/recursion_static.c"
         ( 0);
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 75 "corpus/c/recursion_static.c"
             
}
#line 76 "corpus/c/recursion_static.c"
}
