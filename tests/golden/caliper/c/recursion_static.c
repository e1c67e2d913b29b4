#line 1 "corpus/c/recursion_static.c"
/* srcinst-test: std=c89 */
/* Direct and mutual recursion, static functions, static locals, and an
   int main(void) with an explicit return. */
#include <stdio.h>
#include <caliper/cali.h>
#line 5 "corpus/c/recursion_static.c"

static int is_odd(unsigned n);

static int is_even(unsigned n)
{
cali_begin_region("int is_even(unsigned int)");
{
#line 9 "corpus/c/recursion_static.c"
 
    if (n == 0)
        { __typeof__(int) __srcinst_rv =
#line 11 "corpus/c/recursion_static.c"
             ( 1);
cali_end_region("int is_even(unsigned int)");
return __srcinst_rv; }
#line 11 "corpus/c/recursion_static.c"
                 
    { __typeof__(int) __srcinst_rv =
#line 12 "corpus/c/recursion_static.c"
         ( is_odd(n - 1));
cali_end_region("int is_even(unsigned int)");
return __srcinst_rv; }
#line 12 "corpus/c/recursion_static.c"
                         
}
#line 13 "corpus/c/recursion_static.c"
}

static int is_odd(unsigned n)
{
cali_begin_region("int is_odd(unsigned int)");
{
#line 16 "corpus/c/recursion_static.c"
 
    if (n == 0)
        { __typeof__(int) __srcinst_rv =
#line 18 "corpus/c/recursion_static.c"
             ( 0);
cali_end_region("int is_odd(unsigned int)");
return __srcinst_rv; }
#line 18 "corpus/c/recursion_static.c"
                 
    { __typeof__(int) __srcinst_rv =
#line 19 "corpus/c/recursion_static.c"
         ( is_even(n - 1));
cali_end_region("int is_odd(unsigned int)");
return __srcinst_rv; }
#line 19 "corpus/c/recursion_static.c"
                          
}
#line 20 "corpus/c/recursion_static.c"
}

static unsigned long fact(unsigned n)
{
cali_begin_region("unsigned long fact(unsigned int)");
{
#line 23 "corpus/c/recursion_static.c"
 
    { __typeof__(unsigned long) __srcinst_rv =
#line 24 "corpus/c/recursion_static.c"
         ( n <= 1 ? 1UL : n * fact(n - 1));
cali_end_region("unsigned long fact(unsigned int)");
return __srcinst_rv; }
#line 24 "corpus/c/recursion_static.c"
                                          
}
#line 25 "corpus/c/recursion_static.c"
}

static int fib(int n)
{
cali_begin_region("int fib(int)");
{
#line 28 "corpus/c/recursion_static.c"
 
    if (n < 2)
        { __typeof__(int) __srcinst_rv =
#line 30 "corpus/c/recursion_static.c"
             ( n);
cali_end_region("int fib(int)");
return __srcinst_rv; }
#line 30 "corpus/c/recursion_static.c"
                 
    else
        { __typeof__(int) __srcinst_rv =
#line 32 "corpus/c/recursion_static.c"
             ( fib(n - 1) + fib(n - 2));
cali_end_region("int fib(int)");
return __srcinst_rv; }
#line 32 "corpus/c/recursion_static.c"
                                       
}
cali_end_region("int fib(int)");
#line 33 "corpus/c/recursion_static.c"
}

static int ackermann(int m, int n)
{
cali_begin_region("int ackermann(int, int)");
{
#line 36 "corpus/c/recursion_static.c"
 
    if (m == 0) { __typeof__(int) __srcinst_rv =
#line 37 "corpus/c/recursion_static.c"
                     ( n + 1);
cali_end_region("int ackermann(int, int)");
return __srcinst_rv; }
#line 37 "corpus/c/recursion_static.c"
                             
    if (n == 0) { __typeof__(int) __srcinst_rv =
#line 38 "corpus/c/recursion_static.c"
                     ( ackermann(m - 1, 1));
cali_end_region("int ackermann(int, int)");
return __srcinst_rv; }
#line 38 "corpus/c/recursion_static.c"
                                           
    { __typeof__(int) __srcinst_rv =
#line 39 "corpus/c/recursion_static.c"
         ( ackermann(m - 1, ackermann(m, n - 1)));
cali_end_region("int ackermann(int, int)");
return __srcinst_rv; }
#line 39 "corpus/c/recursion_static.c"
                                                 
}
#line 40 "corpus/c/recursion_static.c"
}

static void hanoi(int n, char from, char to, char via, int *moves)
{
cali_begin_region("void hanoi(int, char, char, char, int *)");
{
#line 43 "corpus/c/recursion_static.c"
 
    if (n == 0)
        {
cali_end_region("void hanoi(int, char, char, char, int *)");
#line 45 "corpus/c/recursion_static.c"
        return; }
    hanoi(n - 1, from, via, to, moves);
    ++*moves;
    hanoi(n - 1, via, to, from, moves);
}
cali_end_region("void hanoi(int, char, char, char, int *)");
#line 49 "corpus/c/recursion_static.c"
}

static int call_count(void)
{
cali_begin_region("int call_count(void)");
{
#line 52 "corpus/c/recursion_static.c"
 
    static int calls = 0;
    { __typeof__(int) __srcinst_rv =
#line 54 "corpus/c/recursion_static.c"
         ( ++calls);
cali_end_region("int call_count(void)");
return __srcinst_rv; }
#line 54 "corpus/c/recursion_static.c"
                   
}
#line 55 "corpus/c/recursion_static.c"
}

static int gcd(int a, int b)
{
cali_begin_region("int gcd(int, int)");
{
#line 58 "corpus/c/recursion_static.c"
 
    { __typeof__(int) __srcinst_rv =
#line 59 "corpus/c/recursion_static.c"
         ( b == 0 ? a : gcd(b, a % b));
cali_end_region("int gcd(int, int)");
return __srcinst_rv; }
#line 59 "corpus/c/recursion_static.c"
                                      
}
#line 60 "corpus/c/recursion_static.c"
}

int main(void)
{
cali_begin_region("int main(void)");
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
cali_end_region("int main(void)");
return __srcinst_rv; }
#line 75 "corpus/c/recursion_static.c"
             
}
#line 76 "corpus/c/recursion_static.c"
}
