/*
 * srcinst_test_hooks.h - test-only event recorder used by the srcinst test
 * suite.  The instrumented corpus programs include this header (from the
 * line-1 rule of tests/specs/hooks.spec) and call these functions.
 *
 * Only C89-style comments and declarations are used here so that the header
 * can be included by programs compiled with -std=c89 -pedantic as well as by
 * C++ programs.
 *
 * Each call appends one line
 *     KIND \t TID \t ROUTINE \t FILE \t LINE \n
 * to the file named by the environment variable SRCINST_TEST_LOG (nothing is
 * recorded when it is unset).  KIND is I (init), E (enter), X (exit) or
 * A (abort).  For I events the ROUTINE field is "argc=N argv0=NAME".
 */
#ifndef SRCINST_TEST_HOOKS_H
#define SRCINST_TEST_HOOKS_H

#ifdef __cplusplus
extern "C" {
#endif

void srcinst_test_init(int *argc, char ***argv, const char *file, int line);
void srcinst_test_enter(const char *routine, const char *file, int line);
void srcinst_test_exit(const char *routine, const char *file, int line);
void srcinst_test_abort(const char *routine, const char *file, int line);

#ifdef __cplusplus
}
#endif

#endif /* SRCINST_TEST_HOOKS_H */
