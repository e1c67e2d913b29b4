/*
 * Test stub of the NVIDIA Tools Extension v3 C API, <nvtx3/nvToolsExt.h>
 * (header-only in the CUDA toolkit / NVTX repository).  Written for
 * srcinst's toolset tests: it only DECLARES the marker and range functions,
 * with the real signatures.  Nothing here can be linked.
 *
 * Valid C89, C99/C11 and C++ (98 and later).
 */
#ifndef SRCINST_STUB_NVTOOLSEXT_H
#define SRCINST_STUB_NVTOOLSEXT_H

#include <stddef.h> /* wchar_t */

#ifdef __cplusplus
extern "C" {
#endif

void nvtxMarkA(const char *message);
void nvtxMarkW(const wchar_t *message);
int nvtxRangePushA(const char *message);
int nvtxRangePushW(const wchar_t *message);
int nvtxRangePop(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SRCINST_STUB_NVTOOLSEXT_H */
