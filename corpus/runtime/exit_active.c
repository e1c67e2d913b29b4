/* srcinst-test: std=c11 calls=prepare:2,run_job:1,shutdown_now:1,on_exit_report:1,main:1 open_at_exit=3 after_exit=on_exit_report */
/* exit(0) is called from shutdown_now, three routines deep
   (main -> run_job -> shutdown_now), so main, run_job and shutdown_now are
   still active when exit() is called (open_at_exit=3) and never return.
   The atexit handler on_exit_report is itself an instrumented routine: it
   is entered and returns normally during exit(), after those three
   activations were left open.  The exit status is 0.
   A runtime writes its outputs when exit() is called (abort hook), so it
   does not see routines run after that (after_exit=on_exit_report). */
#include <stdio.h>
#include <stdlib.h>

static int jobs_done;

static void on_exit_report(void)
{
    printf("atexit: jobs_done=%d\n", jobs_done);
}

static int prepare(int n)
{
    jobs_done++;
    return n * n + 1;
}

static void shutdown_now(int code)
{
    printf("shutting down after %d jobs\n", jobs_done);
    exit(code);
}

static int run_job(int x)
{
    int y = prepare(x) + prepare(x + 1);
    printf("run_job(%d): y=%d\n", x, y);
    shutdown_now(0);
    printf("run_job: not reached\n");
    return y;
}

int main(void)
{
    if (atexit(on_exit_report) != 0) {
        fprintf(stderr, "atexit failed\n");
        return 1;
    }
    run_job(3);
    printf("main: not reached\n");
    return 2;
}
