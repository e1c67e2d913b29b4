/* Empty hooks for -finstrument-functions: the compiler's own
   instrumentation at its cheapest, the floor a build through srcinst is
   measured against (docs/cost.md). */
void __cyg_profile_func_enter(void *fn, void *site) __attribute__((no_instrument_function));
void __cyg_profile_func_exit(void *fn, void *site) __attribute__((no_instrument_function));

void __cyg_profile_func_enter(void *fn, void *site)
{
    (void)fn;
    (void)site;
}

void __cyg_profile_func_exit(void *fn, void *site)
{
    (void)fn;
    (void)site;
}
