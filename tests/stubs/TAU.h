/*
 * Test stub of TAU's C/C++ measurement API (TAU 2.x: <TAU.h>, which pulls in
 * Profile/Profiler.h, TauAPI.h and TauCppAPI.h).  Written for srcinst's
 * toolset tests: it only DECLARES the runtime functions, with the signatures
 * of the real headers, and defines the macros the way the real ones expand,
 * so that code compiling against this stub compiles against the real TAU.
 * Nothing here can be linked.
 *
 * The real macros are only active when PROFILING_ON (or TRACING_ON) is
 * defined, as tau_cc.sh / tau_cxx.sh do; this stub behaves as if it were.
 *
 * Valid C89, C99/C11 and C++ (98 and later).
 */
#ifndef SRCINST_STUB_TAU_H
#define SRCINST_STUB_TAU_H

#include <stddef.h>

/* Profile/ProfileGroups.h */
typedef unsigned long TauGroup_t;
#define TAU_DEFAULT 0xffffffff
#define TAU_MESSAGE 0x00000001
#define TAU_IO      0x00000010
#define TAU_USER4   0x08000000
#define TAU_USER3   0x10000000
#define TAU_USER2   0x20000000
#define TAU_USER1   0x40000000
#define TAU_USER    0x80000000
#define TAU_DISABLE 0x00000000

#ifdef __cplusplus
extern "C" {
#endif

void Tau_profile_c_timer(void **ptr, const char *fname, const char *type,
                         TauGroup_t group, const char *group_name);
void Tau_lite_start_timer(void *profiler, int phase);
void Tau_lite_stop_timer(void *profiler);
void Tau_start_timer(void *profiler, int phase, int tid);
void Tau_stop_timer(void *profiler, int tid);
void Tau_start(const char *name);
void Tau_stop(const char *name);
void Tau_static_phase_start(const char *name);
void Tau_static_phase_stop(const char *name);
void Tau_init(int argc, char **argv);
void Tau_init_ref(int *argc, char ***argv);
void Tau_set_node(int node);
int Tau_get_node(void);
void Tau_exit(const char *msg);

#ifdef __cplusplus
} /* extern "C" */
#endif

/* TauAPI.h: shared by C and C++.  Like the real macros, several of these
 * already end in ';'. */
#define TAU_PROFILE_TIMER(var, name, type, group) \
    static void *var = NULL; Tau_profile_c_timer(&var, name, type, group, #group);
#define TAU_PROFILE_DECLARE_TIMER(var) static void *var = NULL;
#define TAU_PROFILE_CREATE_TIMER(var, name, type, group) \
    Tau_profile_c_timer(&var, name, type, group, #group);
#define TAU_PROFILE_START(var) Tau_lite_start_timer(var, 0);
#define TAU_PROFILE_STOP(var) Tau_lite_stop_timer(var);
#define TAU_PROFILE_STMT(stmt) stmt;
#define TAU_PROFILE_INIT(argc, argv) Tau_init(argc, argv);
#define TAU_INIT(argc, argv) Tau_init_ref(argc, argv);
#define TAU_PROFILE_EXIT(msg) Tau_exit(msg);
#define TAU_PROFILE_SET_NODE(node) Tau_set_node(node);
#define TAU_START(name) Tau_start(name)
#define TAU_STOP(name) Tau_stop(name)
/* What tau_instrumentor writes for a select file's `static phase` (by name). */
#define TAU_STATIC_PHASE_START(name) Tau_static_phase_start(name)
#define TAU_STATIC_PHASE_STOP(name) Tau_static_phase_stop(name)

#ifdef __cplusplus

#include <string>
#include <typeinfo>

/* Profile/FunctionInfo.h: TAU_PROFILE's type argument may be a C string or
 * a std::string (what CT(obj) yields). */
void tauCreateFI(void **ptr, const char *name, const char *type,
                 TauGroup_t ProfileGroup, const char *ProfileGroupName);
void tauCreateFI(void **ptr, const char *name, const std::string &type,
                 TauGroup_t ProfileGroup, const char *ProfileGroupName);
void tauCreateFI(void **ptr, const std::string &name, const char *type,
                 TauGroup_t ProfileGroup, const char *ProfileGroupName);
void tauCreateFI(void **ptr, const std::string &name, const std::string &type,
                 TauGroup_t ProfileGroup, const char *ProfileGroupName);

/* Profile/RtsLayer.h (only what CT needs). */
class RtsLayer {
public:
    static std::string GetRTTI(const char *name);
};

/* Profile/TauCppAPI.h: the scoped timer behind TAU_PROFILE. */
struct Tau_Profile_Wrapper {
    void *fInfo;
    Tau_Profile_Wrapper(void *fi, int phase = 0);
    ~Tau_Profile_Wrapper();
};

#define TAU_CT(obj) RtsLayer::GetRTTI(typeid(obj).name())
#define CT(obj) TAU_CT(obj)

#define TAU_PROFILE(name, type, group) \
    static void *tauFI = 0; \
    if (tauFI == 0) tauCreateFI(&tauFI, name, type, (TauGroup_t)(group), #group); \
    Tau_Profile_Wrapper tauFProf(tauFI);

#else /* C */

/* As in the real TauAPI.h: TAU_PROFILE and CT exist in C only as no-ops. */
#define TAU_PROFILE(name, type, group)
#define CT(obj)

#endif /* __cplusplus */

#endif /* SRCINST_STUB_TAU_H */
