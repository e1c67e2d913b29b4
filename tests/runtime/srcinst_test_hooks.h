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
 *
 * Fortran.  The srcinst_test_f_* functions are the same recorder for
 * instrumented Fortran code, which calls them as external subroutines with an
 * implicit interface (the lang="fortran" rules of tests/specs/hooks.spec):
 *     call srcinst_test_f_init(FILE, LINE)
 *     call srcinst_test_f_enter(ROUTINE, FILE, LINE)
 *     call srcinst_test_f_exit(ROUTINE, FILE, LINE)
 *     call srcinst_test_f_abort(ROUTINE, FILE, LINE)
 * They follow gfortran's calling convention: lower-case name with a trailing
 * underscore, every argument passed by reference (LINE as a default INTEGER),
 * and one hidden size_t length per CHARACTER argument appended after the
 * others, in order.  Fortran strings are not NUL-terminated: exactly the
 * given length is read and trailing blanks are trimmed.  They write the same
 * log lines as the C functions; for the I event the ROUTINE field is
 * "fortran".  Their C declarations are only visible with
 * SRCINST_TEST_HOOKS_FORTRAN defined (as srcinst_test_hooks.c does), so that
 * instrumented C programs do not get <stddef.h> included behind their back.
 */
#ifndef SRCINST_TEST_HOOKS_H
#define SRCINST_TEST_HOOKS_H

#ifdef SRCINST_TEST_HOOKS_FORTRAN
#include <stddef.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

void srcinst_test_init(int *argc, char ***argv, const char *file, int line);
void srcinst_test_enter(const char *routine, const char *file, int line);
void srcinst_test_exit(const char *routine, const char *file, int line);
void srcinst_test_abort(const char *routine, const char *file, int line);

#ifdef SRCINST_TEST_HOOKS_FORTRAN
/* Fortran-callable (gfortran convention, see above). */
void srcinst_test_f_init_(const char *file, const int *line, size_t file_len);
void srcinst_test_f_enter_(const char *routine, const char *file, const int *line,
                           size_t routine_len, size_t file_len);
void srcinst_test_f_exit_(const char *routine, const char *file, const int *line,
                          size_t routine_len, size_t file_len);
void srcinst_test_f_abort_(const char *routine, const char *file, const int *line,
                           size_t routine_len, size_t file_len);
#endif /* SRCINST_TEST_HOOKS_FORTRAN */

#ifdef __cplusplus
}
#endif

#endif /* SRCINST_TEST_HOOKS_H */
