/* Empty hooks for srcinst's calls and for gcc's -finstrument-functions. */
#include "null_hooks.h"

void srcinst_null_enter(const char *routine) { (void)routine; }
void srcinst_null_exit(const char *routine) { (void)routine; }

void __cyg_profile_func_enter(void *fn, void *site) __attribute__((no_instrument_function));
void __cyg_profile_func_exit(void *fn, void *site) __attribute__((no_instrument_function));
void __cyg_profile_func_enter(void *fn, void *site) { (void)fn; (void)site; }
void __cyg_profile_func_exit(void *fn, void *site) { (void)fn; (void)site; }
