/* A TAU-like measurement API for tests/test_constexpr.py: each routine
   declares a static timer (as TAU_PROFILE_TIMER does), starts it at entry and
   stops it at exit; the counts go to stderr when the program ends. */
#include <stdio.h>
#include <stdlib.h>

typedef struct tau_like_timer {
    const char *name;
    long starts, stops;
    struct tau_like_timer *next;
} tau_like_timer;

static tau_like_timer *tau_like_all;

static void tau_like_report(void)
{
    for (tau_like_timer *t = tau_like_all; t; t = t->next)
        fprintf(stderr, "TAU|%s|%ld|%ld\n", t->name, t->starts, t->stops);
}

static void tau_like_start(tau_like_timer *t)
{
    if (!tau_like_all)
        atexit(tau_like_report);
    if (!t->starts) {
        t->next = tau_like_all;
        tau_like_all = t;
    }
    t->starts++;
}

static void tau_like_stop(tau_like_timer *t) { t->stops++; }
