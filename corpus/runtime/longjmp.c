/* srcinst-test: std=c11 calls=outer:4,middle:4,probe:4,inner:4,tally:5,report:1,main:1 unwound=12 parent=outer:main,tally:main,report:main,probe:middle */
/* setjmp in main and a chain outer -> middle -> inner, where inner
   longjmps straight back to main, four times in a loop.  outer, middle and
   inner therefore never return normally: 4 x 3 = 12 activations are
   abandoned (unwound=12).  middle first calls probe, which returns
   normally, so the abandoned frames sit on top of a completed call.
   After the loop, ordinary routines run and return as usual; a runtime
   must not put them under the abandoned outer (parent=). */
#include <setjmp.h>
#include <stdio.h>

#define N_ROUNDS 4

static jmp_buf back_to_main;
static volatile int jump_value;

static int probe(int x)
{
    return x * 3 + 1;
}

static void inner(int x)
{
    jump_value = x;
    longjmp(back_to_main, 1);
}

static void middle(int x)
{
    int p = probe(x);
    inner(p + 10);
    printf("middle: not reached\n");
}

static void outer(int x)
{
    middle(x + 1);
    printf("outer: not reached\n");
}

static int tally(int acc, int v)
{
    return acc * 2 + v;
}

static void report(int jumps, int sum, int acc)
{
    printf("jumps=%d sum=%d acc=%d\n", jumps, sum, acc);
}

int main(void)
{
    volatile int round;
    volatile int jumps = 0;
    volatile int sum = 0;
    int acc = 0;
    int i;

    for (round = 0; round < N_ROUNDS; round++) {
        if (setjmp(back_to_main) == 0) {
            outer(round);
            printf("main: not reached\n");
        } else {
            jumps = jumps + 1;
            sum = sum + jump_value;
            printf("round %d: longjmp with %d\n", (int)round, (int)jump_value);
        }
    }

    for (i = 1; i <= 5; i++)
        acc = tally(acc, i);
    report(jumps, sum, acc);
    return 0;
}
