/* A checking stub of TAU's C measurement API, as tau.spec's C rules reach it
 * through the macros of tests/stubs/TAU.h (TAU_PROFILE_TIMER, _START,
 * _STOP, TAU_START and TAU_STOP by name, TAU_INIT, TAU_PROFILE_SET_NODE,
 * TAU_PROFILE_EXIT): with the checks
 * of ../fortran/stub_core.c, a timer must be made before it is started, a
 * profiler keeps its timer (one name, one timer), and a timer stopped must
 * be the innermost one running on its thread. At exit each timer's starts
 * are printed (`stub-region: begins=N ... name=NAME`).
 * Build: gcc -I tests/stubs -c tau_c.c (C99 or later).
 */
#define STUB_API "TAU"
#define STUB_OPEN_OK_AT_STOP 0
#define STUB_C_ONLY 1
#include "../fortran/stub_core.c"
#include "TAU.h"

static int tau_c_inits;

void Tau_init_ref(int *argc, char ***argv)
{
    if (argc == NULL || argv == NULL)
        stub_fail("TAU_INIT with NULL argc or argv");
    tau_c_inits++;
}

void Tau_init(int argc, char **argv)
{
    (void)argc, (void)argv;
    tau_c_inits++;
}

void Tau_set_node(int node)
{
    if (node < 0)
        stub_fail("TAU_PROFILE_SET_NODE(%d)", node);
}

void Tau_profile_c_timer(void **ptr, const char *fname, const char *type, TauGroup_t group,
                         const char *group_name)
{
    (void)type, (void)group, (void)group_name;
    stub_no_calls_after_exit("TAU_PROFILE_TIMER");
    if (ptr == NULL || fname == NULL)
        stub_fail("TAU_PROFILE_TIMER with a NULL profiler or name");
    if (*ptr == NULL) {
        *ptr = &stub_regions[stub_register(fname, NULL, 0)];
        return;
    }
    if (strcmp(((stub_region *)*ptr)->name, fname) != 0)
        stub_fail("TAU_PROFILE_TIMER('%s') on the profiler of timer '%s'", fname,
                  ((stub_region *)*ptr)->name);
}

static int tau_c_timer(void *profiler, const char *what)
{
    stub_region *timer = (stub_region *)profiler;
    if (timer < stub_regions || timer >= stub_regions + stub_nregions)
        stub_fail("%s on a profiler that TAU_PROFILE_TIMER has not set", what);
    return (int)(timer - stub_regions);
}

void Tau_lite_start_timer(void *profiler, int phase)
{
    (void)phase;
    stub_push(tau_c_timer(profiler, "TAU_PROFILE_START"));
}

void Tau_lite_stop_timer(void *profiler)
{
    stub_pop(tau_c_timer(profiler, "TAU_PROFILE_STOP"));
}

/* TAU_START(name): the timer of that name, made on first use. */
void Tau_start(const char *name)
{
    int index;
    stub_no_calls_after_exit("TAU_START");
    if (name == NULL || name[0] == '\0')
        stub_fail("TAU_START with an empty name");
    pthread_mutex_lock(&stub_lock);
    index = stub_find_name(name);
    pthread_mutex_unlock(&stub_lock);
    stub_push(index >= 0 ? index : stub_register(name, NULL, 0));
}

/* TAU_STOP(name): the timer of that name must be the innermost running one. */
void Tau_stop(const char *name)
{
    int index;
    pthread_mutex_lock(&stub_lock);
    index = name ? stub_find_name(name) : -1;
    pthread_mutex_unlock(&stub_lock);
    if (index < 0)
        stub_fail("TAU_STOP('%s') of a timer TAU_START never started", name ? name : "(null)");
    stub_pop(index);
}

/* TAU_STATIC_PHASE_START/STOP(name): a phase is a timer by name to this stub
 * (TAU marks its group as a phase); the same checks. */
void Tau_static_phase_start(const char *name)
{
    Tau_start(name);
}

void Tau_static_phase_stop(const char *name)
{
    Tau_stop(name);
}

void Tau_exit(const char *msg)
{
    if (msg == NULL || msg[0] == '\0')
        stub_fail("TAU_PROFILE_EXIT with an empty message");
    stub_exit_calls++;
}
