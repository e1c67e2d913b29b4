/* -finstrument-functions hooks for the comparison in bench_runtime.py.
   SAME_WORK: each hook maps the function address to a region (a small
   direct-mapped table; single-threaded benchmark) and calls srcinst's
   runtime, so both ways record the same timestamps, stack and profile.
   Otherwise the hooks are empty: the cost of the mechanism alone. */
#include <stdio.h>
#include <stdlib.h>
#include "srcinst_trace.h"

#define NO_INSTRUMENT __attribute__((no_instrument_function))

#ifdef SAME_WORK
#define TABLE 1024
static struct { void *fn; srcinst_region region; } table[TABLE];

static NO_INSTRUMENT const srcinst_region *region_for(void *fn)
{
    size_t h = ((size_t)fn >> 4) & (TABLE - 1);
    while (table[h].fn && table[h].fn != fn)
        h = (h + 1) & (TABLE - 1);
    if (!table[h].fn) {
        char *name = malloc(32);
        snprintf(name, 32, "%p", fn);
        table[h].fn = fn;
        table[h].region.name = name;
        table[h].region.file = "?";
    }
    return &table[h].region;
}

NO_INSTRUMENT void __cyg_profile_func_enter(void *fn, void *site)
{
    srcinst_trace_enter(region_for(fn), __builtin_frame_address(0), site);
}

NO_INSTRUMENT void __cyg_profile_func_exit(void *fn, void *site)
{
    (void)site;
    srcinst_trace_exit(region_for(fn));
}
#else
NO_INSTRUMENT void __cyg_profile_func_enter(void *fn, void *site) { (void)fn; (void)site; }
NO_INSTRUMENT void __cyg_profile_func_exit(void *fn, void *site) { (void)fn; (void)site; }
#endif
