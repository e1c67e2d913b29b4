/* Computed gotos (GNU C) go only to labels whose address is taken: a loop
   that holds both the dispatching gotos and their labels is never left or
   entered by them. RUN(k) as in loops.c. */
#include <stdio.h>

static int runs[200];
#define RUN(below) (runs[__LINE__ + (below)]++)

static int interpret(const unsigned char *code, int rounds)
{
    static void *ops[] = {&&push, &&add, &&stop};
    int acc = 0, pc, round;
    RUN(0); for (round = 0; round < rounds; round++) {
        pc = 0;
        RUN(0); for (;;) {
            goto *ops[code[pc++]];
push:
            acc += code[pc++];
            continue;
add:
            acc *= 2;
            continue;
stop:
            break;
        }
    }
    return acc;
}

static int escape(int n)
{
    void *out = &&done;
    int i, s = 0;
    RUN(0); for (i = 0; i < n; i++) {          /* no region, noted: its computed goto may leave it */
        s += i;
        if (i == 3) goto *out;
    }
done:
    return s;
}

int main(void)
{
    static const unsigned char code[] = {0, 3, 1, 0, 4, 1, 2};
    int line;
    printf("%d %d\n", interpret(code, 3), escape(6));
    RUN(0); for (line = 0; line < 200; line++)
        if (runs[line]) printf("line %d: %d\n", line, runs[line]);
    return 0;
}
