/* Loops at three depths: a matrix product (outer loops run few times, the
   innermost very often), a scan of short rows, and a search that leaves its
   loops early. The benchmark times this program plain and with its loops
   instrumented at every depth and at the outermost only. */
#include <stdio.h>
#include <stdlib.h>

#define N 160

static double a[N][N], b[N][N], c[N][N];

static void multiply(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            double s = 0;
            for (k = 0; k < N; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

static long rows(int n)
{
    long total = 0;
    int r, x;
    for (r = 0; r < n; r++)
        for (x = 0; x < 4; x++)
            total += (r ^ x) & 7;
    return total;
}

static int find(int target)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            if ((int) c[i][j] % 1000 == target)
                return i * N + j;
    return -1;
}

int main(int argc, char **argv)
{
    int i, j, rounds = argc > 1 ? atoi(argv[1]) : 3, hit = 0;
    long total = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = (i + 2 * j) % 7;
            b[i][j] = (3 * i + j) % 5;
        }
    for (i = 0; i < rounds; i++) {
        multiply();
        total += rows(200000);
        hit += find(i);
    }
    printf("%.0f %ld %d\n", c[N / 2][N / 3], total, hit);
    return 0;
}
