/* Stub of TAU's Fortran measurement API (TAU 2.x, libTAU's TauFAPI), as
 * tau.spec's Fortran rules call it:
 *
 *   integer, save :: profiler(2) = (/ 0, 0 /)
 *   call TAU_PROFILE_INIT()
 *   call TAU_PROFILE_SET_NODE(node)
 *   call TAU_PROFILE_TIMER(profiler, name)
 *   call TAU_PROFILE_START(profiler)
 *   call TAU_PROFILE_STOP(profiler)
 *   call TAU_PROFILE_EXIT(msg)
 *   call TAU_START(name) / TAU_STOP(name)          (a timer, a call region, by name)
 *   call TAU_PHASE_CREATE_STATIC(profiler, name)   (a phase's profiler)
 *   call TAU_PHASE_START(profiler) / TAU_PHASE_STOP(profiler)
 *
 * The profiler is two default integers (8 bytes) in which TAU_PROFILE_TIMER
 * stores a pointer to the timer it creates when they are still zero, so the
 * same timer serves every later call of the routine (as in TAU, where
 * tau_profile_timer_ takes a void **). Checks, on top of stub_core.c:
 *   - TAU_PROFILE_INIT comes before every other TAU call, once;
 *     TAU_PROFILE_SET_NODE follows it, once, before any timer is started;
 *   - TAU_PROFILE_TIMER on a zero profiler registers a new timer (a second
 *     timer of one name means the profiler was not saved); on a set one it
 *     must find the timer registered there, with the same name;
 *   - TAU_PROFILE_START needs a profiler that TAU_PROFILE_TIMER has set;
 *     TAU_PROFILE_STOP must stop the innermost running timer of the thread;
 *   - TAU_PROFILE_EXIT ends the measurement: no TAU call may follow it;
 *   - TAU_START starts the timer of that name (registered on its first
 *     start), after TAU_PROFILE_SET_NODE; TAU_STOP must name the innermost
 *     running timer of the thread;
 *   - phases are timers TAU_PHASE_CREATE_STATIC makes, as TAU_PROFILE_TIMER
 *     does (TAU marks their group as a phase), started and stopped alike.
 * Build: gcc -c tau_f.c; link with the instrumented program and the
 * --wrap flags of stub_core.c.
 */
#define STUB_API "TAU"
#define STUB_OPEN_OK_AT_STOP 0
#include "stub_core.c"

static int tau_inits, tau_set_nodes;

static void tau_require_init(const char *what)
{
    if (tau_inits == 0)
        stub_fail("%s before TAU_PROFILE_INIT", what);
    stub_no_calls_after_exit(what);
}

/* The timer a profiler holds, or -1 when it holds none (still zero). */
static int tau_timer_of(void **profiler, const char *what)
{
    stub_region *timer;
    if (profiler == NULL)
        stub_fail("%s: NULL profiler", what);
    if (*profiler == NULL)
        return -1;
    timer = (stub_region *)*profiler;
    if (timer < stub_regions || timer >= stub_regions + stub_nregions)
        stub_fail("%s: the profiler holds %p, which is no timer TAU_PROFILE_TIMER made",
                  what, *profiler);
    return (int)(timer - stub_regions);
}

void tau_profile_init_(void);
void tau_profile_set_node_(int *node);
void tau_profile_timer_(void **profiler, const char *name, size_t name_len);
void tau_profile_start_(void **profiler);
void tau_profile_stop_(void **profiler);
void tau_profile_exit_(const char *msg, size_t msg_len);
void tau_start_(const char *name, size_t name_len);
void tau_stop_(const char *name, size_t name_len);
void tau_phase_create_static_(void **profiler, const char *name, size_t name_len);
void tau_phase_start_(void **profiler);
void tau_phase_stop_(void **profiler);

void tau_profile_init_(void)
{
    if (stub_nregions > 0 || tau_set_nodes > 0)
        stub_fail("TAU_PROFILE_INIT after other TAU calls");
    if (tau_inits++ > 0)
        stub_fail("TAU_PROFILE_INIT called a second time");
}

void tau_profile_set_node_(int *node)
{
    tau_require_init("TAU_PROFILE_SET_NODE");
    if (node == NULL || *node < 0)
        stub_fail("TAU_PROFILE_SET_NODE with a bad node");
    if (tau_set_nodes++ > 0)
        stub_fail("TAU_PROFILE_SET_NODE called a second time");
    if (stub_begins > 0)
        stub_fail("TAU_PROFILE_SET_NODE after a timer was started");
}

void tau_profile_timer_(void **profiler, const char *name, size_t name_len)
{
    char text[STUB_MAX_TEXT];
    int index;
    tau_require_init("TAU_PROFILE_TIMER");
    stub_text(text, name, name_len, false);
    index = tau_timer_of(profiler, "TAU_PROFILE_TIMER");
    if (index < 0) {
        index = stub_register(text, NULL, 0);
        *profiler = &stub_regions[index];
    } else if (strcmp(stub_regions[index].name, text) != 0) {
        stub_fail("TAU_PROFILE_TIMER('%s') on the profiler of timer '%s'", text,
                  stub_regions[index].name);
    }
}

void tau_profile_start_(void **profiler)
{
    int index;
    tau_require_init("TAU_PROFILE_START");
    if (tau_set_nodes == 0)
        stub_fail("TAU_PROFILE_START before TAU_PROFILE_SET_NODE");
    index = tau_timer_of(profiler, "TAU_PROFILE_START");
    if (index < 0)
        stub_fail("TAU_PROFILE_START on a profiler that TAU_PROFILE_TIMER has not set");
    stub_push(index);
}

void tau_profile_stop_(void **profiler)
{
    int index;
    tau_require_init("TAU_PROFILE_STOP");
    index = tau_timer_of(profiler, "TAU_PROFILE_STOP");
    if (index < 0)
        stub_fail("TAU_PROFILE_STOP on a profiler that TAU_PROFILE_TIMER has not set");
    stub_pop(index);
}

void tau_profile_exit_(const char *msg, size_t msg_len)
{
    char text[STUB_MAX_TEXT];
    tau_require_init("TAU_PROFILE_EXIT");
    stub_text(text, msg, msg_len, false);
    if (text[0] == '\0')
        stub_fail("TAU_PROFILE_EXIT with an empty message");
    stub_exit_calls++;
}

static pthread_mutex_t tau_names = PTHREAD_MUTEX_INITIALIZER;

void tau_start_(const char *name, size_t name_len)
{
    char text[STUB_MAX_TEXT];
    int index;
    tau_require_init("TAU_START");
    if (tau_set_nodes == 0)
        stub_fail("TAU_START before TAU_PROFILE_SET_NODE");
    stub_text(text, name, name_len, false);
    pthread_mutex_lock(&tau_names);  /* one registration per name, whichever thread starts it first */
    pthread_mutex_lock(&stub_lock);
    index = stub_find_name(text);
    pthread_mutex_unlock(&stub_lock);
    if (index < 0)
        index = stub_register(text, NULL, 0);
    pthread_mutex_unlock(&tau_names);
    stub_push(index);
}

void tau_stop_(const char *name, size_t name_len)
{
    char text[STUB_MAX_TEXT];
    int index;
    tau_require_init("TAU_STOP");
    stub_text(text, name, name_len, false);
    pthread_mutex_lock(&stub_lock);
    index = stub_find_name(text);
    pthread_mutex_unlock(&stub_lock);
    if (index < 0)
        stub_fail("TAU_STOP('%s') of a timer TAU_START never started", text);
    stub_pop(index);
}

void tau_phase_create_static_(void **profiler, const char *name, size_t name_len)
{
    tau_profile_timer_(profiler, name, name_len);
}

void tau_phase_start_(void **profiler)
{
    tau_profile_start_(profiler);
}

void tau_phase_stop_(void **profiler)
{
    tau_profile_stop_(profiler);
}
