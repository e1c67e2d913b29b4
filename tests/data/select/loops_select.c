#include <stdio.h>

static int work(int x) { return x % 7; }

int scan(int n)
{
    int s = 0, i, j;
    for (i = 0; i < 3; i++)
        s += i;
    for (i = 0; i < 100; i += 10)
        for (j = n; j > 0; j--)
            s += work(j);
    while (s > 50)
        s -= 7;
    return s;
}

int main(void)
{
    int k, m, t = 0;
    for (k = 0; k < 5; k++) {
        for (m = 0; m < k; m++)
            t++;
        t += scan(k);
    }
    printf("%d\n", t);
    return 0;
}
