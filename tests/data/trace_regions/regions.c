/* Loops, a phase, a timer, and I/O, memory and strlen calls, for the trace
   runtime's region kinds: the program counts what it executes (each loop
   statement, each call) and prints the counts; the trace must agree.  The
   inner loop of work() and its strlen calls run ROUNDS * argv[1] times: at
   200000 above TAU's throttle count, cheap enough to be excluded. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROUNDS 2
static long outer_runs, inner_runs, main_loop_runs, strlens, mallocs, frees, io_calls;

static size_t work(const char *word, long n)
{
    size_t total = 0;
    long i;
    int j;
    outer_runs++;
    for (i = 0; i < n; i++) {
        inner_runs++;
        for (j = 0; j < 1; j++) {
            strlens++;
            total += strlen(word) + (size_t)j;
        }
    }
    return total;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 5;
    size_t sum = 0;
    char *buffer;
    FILE *scratch;
    int round;
    /* srcinst begin phase "compute" */
    main_loop_runs++;
    for (round = 0; round < ROUNDS; round++) {
        mallocs++;
        buffer = malloc(16);
        strcpy(buffer, "region");
        sum += work(buffer, n);
        frees++;
        free(buffer);
    }
    /* srcinst end phase "compute" */
    scratch = tmpfile();
    io_calls++;
    if (scratch) {
        fputs("kept\n", scratch);
        io_calls++;
        fclose(scratch);
        io_calls++;
    }
    printf("sum %lu\n", (unsigned long)sum);
    printf("loops %ld %ld %ld\n", outer_runs, inner_runs, main_loop_runs);
    printf("calls %ld %ld %ld %ld\n", strlens, mallocs, frees, io_calls);
    return 0;
}
