/* Calls the trace runtime's hooks directly, to put it in states that
   instrumented code reaches only through longjmp, exceptions or bugs.
   argv[1] picks the case; see tests/test_trace_runtime.py. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "srcinst_trace.h"

static const srcinst_region A = { "a", "edge.c", 1 };
static const srcinst_region B = { "b", "edge.c", 2 };
static const srcinst_region C = { "c", "edge.c", 3 };
static const srcinst_region ODD = { "say \"hi\" \\ caf\351 \303\274 tab\t", "dir/\"q\".c", 4 };

static volatile int stop_hammering;
static int hammers_started;  /* threads that have run their first hooks */

static void sleep_ms(long ms)
{
    struct timespec t;
    t.tv_sec = ms / 1000;
    t.tv_nsec = (ms % 1000) * 1000000L;
    nanosleep(&t, NULL);
}

/* Calls, two deep, until told to stop: hooks run when exit() comes. */
static void *hammer(void *arg)
{
    int first = 1;
    (void)arg;
    while (!stop_hammering) {
        srcinst_trace_enter(&A, 0, 0);
        srcinst_trace_enter(&B, 0, 0);
        srcinst_trace_exit(&B);
        srcinst_trace_exit(&A);
        if (first) {
            __atomic_add_fetch(&hammers_started, 1, __ATOMIC_SEQ_CST);
            first = 0;
        }
    }
    return NULL;
}

/* Enters a routine and never leaves it. */
static void *block_in_routine(void *arg)
{
    (void)arg;
    srcinst_trace_enter(&A, 0, 0);
    for (;;)
        pause();
    return NULL;
}

/* Three nested calls, the innermost twice (4 events). */
static void *short_lived(void *arg)
{
    (void)arg;
    srcinst_trace_enter(&A, 0, 0);
    srcinst_trace_enter(&B, 0, 0);
    srcinst_trace_exit(&B);
    srcinst_trace_enter(&B, 0, 0);
    srcinst_trace_exit(&B);
    srcinst_trace_exit(&A);
    return NULL;
}

/* Leaves two routines open, through pthread_exit. */
static void *exit_inside(void *arg)
{
    (void)arg;
    srcinst_trace_enter(&A, 0, 0);
    srcinst_trace_enter(&B, 0, 0);
    pthread_exit(NULL);
    return NULL;
}

static void one_after_another(int n, void *(*body)(void *))
{
    int i;
    for (i = 0; i < n; i++) {
        pthread_t t;
        if (pthread_create(&t, NULL, body, NULL) != 0 || pthread_join(t, NULL) != 0) {
            perror("thread");
            exit(2);
        }
    }
}

/* trace.spec's Fortran hooks, as gfortran calls them: a routine's place
   "NAME FILE:LINE" in one blank-padded literal and its hidden length. */
void srcinst_trace_f_enter_at_(const char *place, size_t place_len);
void srcinst_trace_f_exit_at_(const char *place, size_t place_len);
void srcinst_trace_f_abort_at_(const char *place, size_t place_len);

int main(int argc, char **argv)
{
    const char *which = argc > 1 ? argv[1] : "";
    int i;
    srcinst_trace_init(argc, argv);
    if (!strcmp(which, "mismatch")) {          /* exit of a routine never entered */
        srcinst_trace_enter(&A, 0, 0);
        srcinst_trace_exit(&B);
        srcinst_trace_exit(&A);
    } else if (!strcmp(which, "skip")) {       /* exit of a routine below the top */
        srcinst_trace_enter(&A, 0, 0);
        srcinst_trace_enter(&B, 0, 0);
        srcinst_trace_enter(&C, 0, 0);
        srcinst_trace_exit(&A);
    } else if (!strcmp(which, "places")) {     /* Fortran places: a file with blanks and colons */
        static const char outer[] = "m::outer dir with space/a:b.f90:42  ";
        static const char inner[] = "m::inner x.f90:7";
        char other[sizeof inner];                  /* the same place from another literal */
        memcpy(other, inner, sizeof inner);
        srcinst_trace_f_enter_at_(outer, sizeof outer - 1);
        srcinst_trace_f_enter_at_(inner, sizeof inner - 1);
        srcinst_trace_f_exit_at_(other, sizeof other - 1);
        srcinst_trace_f_enter_at_(inner, sizeof inner - 1);
        srcinst_trace_f_exit_at_(outer, sizeof outer - 1);  /* below the top: inner is unwound */
        srcinst_trace_f_enter_at_(inner, sizeof inner - 1);
        srcinst_trace_f_abort_at_("m::inner x.f90:9", 16);  /* (the outputs are written here) */
    } else if (!strcmp(which, "budget")) {     /* more events than SRCINST_TRACE_MAX_EVENTS */
        for (i = 0; i < 100; i++) {
            srcinst_trace_enter(&A, 0, 0);
            srcinst_trace_exit(&A);
        }
    } else if (!strcmp(which, "names")) {      /* JSON escaping, Latin-1 and UTF-8 bytes */
        srcinst_trace_enter(&ODD, 0, 0);
        srcinst_trace_exit(&ODD);
    } else if (!strcmp(which, "finish")) {     /* events after finish are ignored */
        srcinst_trace_enter(&A, 0, 0);
        srcinst_trace_exit(&A);
        srcinst_trace_finish();
        srcinst_trace_finish();
        srcinst_trace_enter(&B, 0, 0);
        srcinst_trace_exit(&B);
    } else if (!strcmp(which, "recursion")) {  /* inclusive time counts the outermost call */
        srcinst_trace_enter(&A, 0, 0);
        srcinst_trace_enter(&A, 0, 0);
        srcinst_trace_enter(&A, 0, 0);
        srcinst_trace_exit(&A);
        srcinst_trace_exit(&A);
        srcinst_trace_exit(&A);
    } else if (!strcmp(which, "fork")) {       /* the child writes its own calls only */
        pid_t child;
        srcinst_trace_enter(&A, 0, 0);
        srcinst_trace_enter(&C, 0, 0);
        srcinst_trace_exit(&C);
        fflush(stdout);
        child = fork();
        if (child == 0) {
            srcinst_trace_enter(&B, 0, 0);
            srcinst_trace_exit(&B);
            srcinst_trace_exit(&A);
            exit(0);
        }
        waitpid(child, NULL, 0);
        srcinst_trace_exit(&A);
    } else if (!strcmp(which, "exit_nested")) { /* exit() with routines active, first thing */
        srcinst_trace_enter(&A, 0, 0);
        srcinst_trace_enter(&B, 0, 0);
        printf("done\n");
        srcinst_trace_abort("b", "edge.c", 2);
        exit(3);
    } else if (!strcmp(which, "fork_exit")) {  /* the child exits at once */
        pid_t child;
        srcinst_trace_enter(&A, 0, 0);
        fflush(stdout);
        child = fork();
        if (child == 0)
            exit(0);
        waitpid(child, NULL, 0);
        srcinst_trace_exit(&A);
    } else if (!strcmp(which, "exit_threads")) { /* exit() while threads run hooks */
        pthread_t t[3];
        for (i = 0; i < 3; i++)
            pthread_create(&t[i], NULL, hammer, NULL);
        /* every thread registered (a loaded machine may start them late) */
        while (__atomic_load_n(&hammers_started, __ATOMIC_SEQ_CST) < 3)
            sleep_ms(1);
        srcinst_trace_enter(&C, 0, 0);
        sleep_ms(20);
        printf("done\n");
        srcinst_trace_abort("c", "edge.c", 3);
        exit(0);
    } else if (!strcmp(which, "blocked_thread")) { /* main returns, a thread is inside a routine */
        pthread_t t;
        pthread_create(&t, NULL, block_in_routine, NULL);
        pthread_detach(t);
        sleep_ms(20);
        srcinst_trace_enter(&C, 0, 0);
        srcinst_trace_exit(&C);
    } else if (!strcmp(which, "many_threads")) { /* 300 threads, one after another */
        one_after_another(300, short_lived);
    } else if (!strcmp(which, "thread_exit")) {  /* pthread_exit with routines active */
        one_after_another(1, exit_inside);
        srcinst_trace_enter(&C, 0, 0);
        sleep_ms(20);
        srcinst_trace_exit(&C);
    } else if (!strncmp(which, "churn=", 6)) {   /* memory kept per ended thread */
        struct rusage usage;
        one_after_another(atoi(which + 6), short_lived);
        getrusage(RUSAGE_SELF, &usage);
        fprintf(stderr, "maxrss_kb=%ld\n", usage.ru_maxrss);
    } else {
        fprintf(stderr, "unknown case '%s'\n", which);
        return 2;
    }
    printf("done\n");
    return 0;
}
