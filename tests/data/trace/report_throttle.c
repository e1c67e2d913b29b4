/* For tests/test_report.py (--exclude-list): a tiny accessor called 150,000
   times, the kind TAU's throttle rule excludes, and a kernel called three
   times that works for a while each time, which it keeps. */
#include <stdio.h>

static int cells[64];

static int cell(int i)
{
    return cells[i & 63];
}

static long kernel(int rounds)
{
    long acc = 0;
    int r, i;
    for (r = 0; r < rounds; r++)
        for (i = 0; i < 64; i++)
            acc = acc * 31 + (cells[i] ^ r);
    return acc;
}

int main(void)
{
    long sum = 0;
    int i;
    for (i = 0; i < 64; i++)
        cells[i] = i * 7 % 13;
    for (i = 0; i < 150000; i++)
        sum += cell(i);
    for (i = 0; i < 3; i++)
        sum += kernel(20000) & 1023;
    printf("%ld\n", sum);
    return 0;
}
