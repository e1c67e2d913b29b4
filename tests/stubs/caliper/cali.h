/*
 * Test stub of Caliper's C annotation API, <caliper/cali.h> (with the
 * region macros of cali_macros.h).  Written for srcinst's toolset tests: it
 * only DECLARES the functions, with the real signatures.
 * Nothing here can be linked.
 *
 * Valid C89, C99/C11 and C++ (98 and later).
 */
#ifndef SRCINST_STUB_CALI_H
#define SRCINST_STUB_CALI_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

void cali_init(void);
int cali_is_initialized(void);
void cali_begin_region(const char *name);
void cali_end_region(const char *name);
void cali_begin_byname(const char *attr_name);
void cali_end_byname(const char *attr_name);

#ifdef __cplusplus
} /* extern "C" */
#endif

#define CALI_MARK_BEGIN(name) cali_begin_region(name)
#define CALI_MARK_END(name) cali_end_region(name)

#endif /* SRCINST_STUB_CALI_H */
