/* Toolset spec test input (C89): several functions, early returns from
 * braced and unbraced bodies, a void function, recursion, an exit() call
 * (for abort rules; the branch is not taken at run time) and
 * main(int argc, char **argv). */
#include <stdio.h>
#include <stdlib.h>

static int clamp(int v, int lo, int hi)
{
    if (v < lo)
        return lo;
    if (v > hi) return hi;
    return v;
}

static void report(const char *label, int value)
{
    if (value < 0) {
        printf("%s: negative\n", label);
        return;
    }
    printf("%s: %d\n", label, value);
}

static int sum_until(const int *a, int n, int stop)
{
    int i;
    int total = 0;
    for (i = 0; i < n; i++) {
        if (a[i] == stop)
            return total;
        total += a[i];
    }
    return total;
}

static const char *parity(int n)
{
    switch (n % 2) {
    case 0: return "even";
    default: return "odd";
    }
}

static long factorial(int n)
{
    if (n <= 1)
        return 1;
    return n * factorial(n - 1);
}

static void check_args(int argc)
{
    if (argc > 100) {
        printf("too many arguments\n");
        exit(2);
    }
}

int main(int argc, char **argv)
{
    int data[5];
    int i;

    check_args(argc);
    for (i = 0; i < 5; i++)
        data[i] = i * 3;
    report("clamp", clamp(argc * 10, 0, 15));
    report("sum", sum_until(data, 5, 9));
    report("negative", -1);
    printf("5! = %ld\n", factorial(5));
    printf("%s %s\n", parity(argc), argc > 1 ? argv[1] : "(none)");
    if (argc > 50)
        return 1;
    return 0;
}
