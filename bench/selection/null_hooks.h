/* Hooks that do nothing, in their own object so the compiler keeps the calls:
   what remains is the cost of calling them (bench/bench_selection.py). */
#ifndef NULL_HOOKS_H
#define NULL_HOOKS_H
#ifdef __cplusplus
extern "C" {
#endif
void srcinst_null_enter(const char *routine);
void srcinst_null_exit(const char *routine);
#ifdef __cplusplus
}
#endif
#endif
