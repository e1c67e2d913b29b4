/*
 * Test stub of VampirTrace's user API, <vt_user.h> (region part, from
 * vt_user_region.h).  Written for srcinst's toolset tests: it only DECLARES
 * the low-level functions, with the real signatures, and the C++ tracer
 * class; the macros expand as in the real header.
 * Nothing here can be linked.
 *
 * The real declarations are only made when VTRACE is defined (vtcc
 * -vt:inst manual defines it); this stub behaves as if it were.
 *
 * Valid C89, C99/C11 and C++ (98 and later).
 */
#ifndef SRCINST_STUB_VT_USER_H
#define SRCINST_STUB_VT_USER_H

#ifdef __cplusplus
extern "C" {
#endif

void VT_User_start__(const char *name, const char *file, int lno);
void VT_User_end__(const char *name);
unsigned int VT_User_def__(const char *name, const char *group,
                           const char *file, int lno);
void VT_User_start2__(unsigned int rid);
void VT_User_end2__(unsigned int rid);
void VT_User_trace_on__(void);
void VT_User_trace_off__(void);

#ifdef __cplusplus
} /* extern "C" */

/* Scoped region: start in the constructor, end in the destructor. */
class VT_Tracer {
public:
    VT_Tracer(const char *name, const char *file, int lno);
    ~VT_Tracer();

private:
    const char *n;
};
#define VT_TRACER(n) VT_Tracer VT_Trc__(n, __FILE__, __LINE__)
#endif /* __cplusplus */

#define VT_USER_START(n) VT_User_start__(n, __FILE__, __LINE__)
#define VT_USER_END(n) VT_User_end__(n)
#define VT_ON() VT_User_trace_on__()
#define VT_OFF() VT_User_trace_off__()

#endif /* SRCINST_STUB_VT_USER_H */
