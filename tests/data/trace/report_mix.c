/* For tests/test_report.py: a traced program with what the report must get
   right. Recursion (fact, direct; is_even and is_odd, mutual), three worker
   threads, a longjmp that leaves deep() frames behind (closed as unwound),
   a leaf called often, and exit() from finish() while main and finish are
   active (closed as open_at_exit, with an exit instant). Deterministic
   output. */
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static jmp_buf escape;

static int leaf(int x)
{
    return x * 3 + 1;
}

static int fact(int n)
{
    if (n <= 1)
        return leaf(n);
    return n * fact(n - 1);
}

static int is_odd(int n);

static int is_even(int n)
{
    return n == 0 ? 1 : is_odd(n - 1);
}

static int is_odd(int n)
{
    return n == 0 ? 0 : is_even(n - 1);
}

static void deep(int n)
{
    if (n == 0)
        longjmp(escape, 1);
    deep(n - 1);
}

static void *worker(void *arg)
{
    long k = (long)arg;
    long sum = 0;
    int i;
    for (i = 0; i < 40; i++)
        sum += leaf(i) + fact(3 + (int)k);
    return (void *)sum;
}

static void finish(long total)
{
    printf("total %ld\n", total);
    fflush(stdout);
    exit(0);
}

int main(void)
{
    pthread_t threads[3];
    long total = 0;
    long k;
    for (k = 0; k < 3; k++)
        pthread_create(&threads[k], NULL, worker, (void *)k);
    for (k = 0; k < 3; k++) {
        void *result;
        pthread_join(threads[k], &result);
        total += (long)result;
    }
    if (!setjmp(escape))
        deep(4);
    total += fact(6) + is_even(9) + is_even(10);
    finish(total);
    return 1;
}
