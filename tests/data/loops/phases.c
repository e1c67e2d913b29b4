/* Ranges of statements marked as timers and phases, left every way.
   COUNT("name") counts one execution of the range it starts; main prints
   the counts, for a test to compare with the regions' events. The select
   file of the test marks lines TIMER_FIRST to TIMER_LAST as timer "solve". */
#include <stdio.h>
#include <string.h>

static const char *names[16];
static int counts[16];
static void count(const char *name)
{
    int i;
    for (i = 0; i < 16 && names[i] && strcmp(names[i], name); i++)
        ;
    names[i] = name;
    counts[i]++;
}
#define COUNT(name) count(name)

static int search(const int *a, int n, int x)
{
    int i;
    for (i = 0; i < n; i++) {
        /* srcinst begin phase "probe" */
        COUNT("probe");
        if (a[i] == x)
            return i;
        if (a[i] < 0)
            break;
        if (a[i] == 0)
            continue;
        /* srcinst end phase "probe" */
    }
    return -1;
}

static int setup(int n)
{
    int total = 0;
    // srcinst begin timer "setup"
    COUNT("setup");
    int doubled = 2 * n;
    int i;
    for (i = 0; i < doubled; i++)
        total += i;
    if (total > 1000)
        goto big;
    // srcinst end timer "setup"
    return total + doubled;
big:
    return -total;
}

static int solve(int n)
{
    int s = 0, k;
    COUNT("solve");
    for (k = 0; k < n; k++)
        s += k * k;
    s -= n;
    return s;
}

int main(void)
{
    int a[6] = {4, 0, 7, -1, 9, 2};
    int i;
    printf("%d %d %d\n", search(a, 6, 7), search(a, 6, 9), search(a, 6, 5));
    printf("%d %d\n", setup(5), setup(40));
    printf("%d\n", solve(10));
    for (i = 0; i < 16 && names[i]; i++)
        printf("%s: %d\n", names[i], counts[i]);
    return 0;
}
