/*
 * Test stub of Scalasca 1.x's EPIK user instrumentation API, <epik_user.h>.
 * Written for srcinst's toolset tests: it only DECLARES the functions, with
 * the real signatures, and the C++ tracer class; the macros expand as in
 * the real header when EPIK is defined (as `skin`/kinst define it).
 * Nothing here can be linked.
 *
 * Valid C89, C99/C11 and C++ (98 and later).
 */
#ifndef SRCINST_STUB_EPIK_USER_H
#define SRCINST_STUB_EPIK_USER_H

#ifdef __cplusplus
extern "C" {
#endif

void EPIK_User_start(const char *name, const char *file, const int lno);
void EPIK_User_end(const char *name, const char *file, const int lno);
void EPIK_Pause_start(const char *file, const int lno);
void EPIK_Pause_end(const char *file, const int lno);
void EPIK_Flush_trace(const char *file, const int lno);

#ifdef __cplusplus
} /* extern "C" */

/* Scoped region: start in the constructor, end in the destructor. */
class EPIK_Tracer {
public:
    EPIK_Tracer(const char *name, const char *file, const int lno);
    ~EPIK_Tracer();

private:
    const char *n;
    const char *f;
    const int l;
};
#endif /* __cplusplus */

#ifdef EPIK
#define EPIK_USER_REG(n, str) static const char *n = str
#define EPIK_USER_START(n) EPIK_User_start(n, __FILE__, __LINE__)
#define EPIK_USER_END(n) EPIK_User_end(n, __FILE__, __LINE__)
#define EPIK_PAUSE_START() EPIK_Pause_start(__FILE__, __LINE__)
#define EPIK_PAUSE_END() EPIK_Pause_end(__FILE__, __LINE__)
#define EPIK_FLUSH_TRACE() EPIK_Flush_trace(__FILE__, __LINE__)
#ifdef __cplusplus
#define EPIK_TRACER(n) EPIK_Tracer EPIK_Trc__(n, __FILE__, __LINE__)
#endif
#else
#define EPIK_USER_REG(n, str)
#define EPIK_USER_START(n)
#define EPIK_USER_END(n)
#define EPIK_PAUSE_START()
#define EPIK_PAUSE_END()
#define EPIK_FLUSH_TRACE()
#define EPIK_TRACER(n)
#endif /* EPIK */

#endif /* SRCINST_STUB_EPIK_USER_H */
