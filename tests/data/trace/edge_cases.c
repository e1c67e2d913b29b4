/* Calls the trace runtime's hooks directly, to put it in states that
   instrumented code reaches only through longjmp, exceptions or bugs.
   argv[1] picks the case; see tests/test_trace_runtime.py. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "srcinst_trace.h"

static const srcinst_region A = { "a", "edge.c", 1 };
static const srcinst_region B = { "b", "edge.c", 2 };
static const srcinst_region C = { "c", "edge.c", 3 };
static const srcinst_region ODD = { "say \"hi\" \\ caf\351 \303\274 tab\t", "dir/\"q\".c", 4 };

int main(int argc, char **argv)
{
    const char *which = argc > 1 ? argv[1] : "";
    int i;
    srcinst_trace_init(argc, argv);
    if (!strcmp(which, "mismatch")) {          /* exit of a routine never entered */
        srcinst_trace_enter(&A, 0);
        srcinst_trace_exit(&B);
        srcinst_trace_exit(&A);
    } else if (!strcmp(which, "skip")) {       /* exit of a routine below the top */
        srcinst_trace_enter(&A, 0);
        srcinst_trace_enter(&B, 0);
        srcinst_trace_enter(&C, 0);
        srcinst_trace_exit(&A);
    } else if (!strcmp(which, "budget")) {     /* more events than SRCINST_TRACE_MAX_EVENTS */
        for (i = 0; i < 100; i++) {
            srcinst_trace_enter(&A, 0);
            srcinst_trace_exit(&A);
        }
    } else if (!strcmp(which, "names")) {      /* JSON escaping, Latin-1 and UTF-8 bytes */
        srcinst_trace_enter(&ODD, 0);
        srcinst_trace_exit(&ODD);
    } else if (!strcmp(which, "finish")) {     /* events after finish are ignored */
        srcinst_trace_enter(&A, 0);
        srcinst_trace_exit(&A);
        srcinst_trace_finish();
        srcinst_trace_finish();
        srcinst_trace_enter(&B, 0);
        srcinst_trace_exit(&B);
    } else if (!strcmp(which, "recursion")) {  /* inclusive time counts the outermost call */
        srcinst_trace_enter(&A, 0);
        srcinst_trace_enter(&A, 0);
        srcinst_trace_enter(&A, 0);
        srcinst_trace_exit(&A);
        srcinst_trace_exit(&A);
        srcinst_trace_exit(&A);
    } else if (!strcmp(which, "fork")) {       /* the child writes its own calls only */
        pid_t child;
        srcinst_trace_enter(&A, 0);
        srcinst_trace_enter(&C, 0);
        srcinst_trace_exit(&C);
        fflush(stdout);
        child = fork();
        if (child == 0) {
            srcinst_trace_enter(&B, 0);
            srcinst_trace_exit(&B);
            srcinst_trace_exit(&A);
            exit(0);
        }
        waitpid(child, NULL, 0);
        srcinst_trace_exit(&A);
    } else {
        fprintf(stderr, "unknown case '%s'\n", which);
        return 2;
    }
    printf("done\n");
    return 0;
}
