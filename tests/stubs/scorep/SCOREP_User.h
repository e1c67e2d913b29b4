/*
 * Test stub of Score-P's manual (user) instrumentation API,
 * <scorep/SCOREP_User.h> with SCOREP_User_Types.h, SCOREP_User_Variables.h
 * and SCOREP_User_Functions.h folded in.  Written for srcinst's toolset
 * tests: it only DECLARES the adapter functions and the C++ region class,
 * with the real signatures, and defines the region macros the way the real
 * header expands them (including their trailing ';'), so that code
 * compiling against this stub compiles against Score-P.  Nothing here can
 * be linked.
 *
 * The real macros are only active when SCOREP_USER_ENABLE is defined (the
 * `scorep --user` compiler wrapper defines it); this stub behaves as if it
 * were.
 *
 * Valid C89, C99/C11 and C++ (98 and later).
 */
#ifndef SRCINST_STUB_SCOREP_USER_H
#define SRCINST_STUB_SCOREP_USER_H

#include <stddef.h>
#include <stdint.h>

/* SCOREP_PublicTypes.h */
typedef uint32_t SCOREP_SourceFileHandle;
#define SCOREP_INVALID_SOURCE_FILE 0

/* SCOREP_User_Types.h */
struct SCOREP_User_Region;
typedef struct SCOREP_User_Region *SCOREP_User_RegionHandle;
#define SCOREP_USER_INVALID_REGION NULL
typedef uint32_t SCOREP_User_RegionType;

#define SCOREP_USER_REGION_TYPE_COMMON   0
#define SCOREP_USER_REGION_TYPE_FUNCTION 1
#define SCOREP_USER_REGION_TYPE_LOOP     2
#define SCOREP_USER_REGION_TYPE_DYNAMIC  4
#define SCOREP_USER_REGION_TYPE_PHASE    8

/* SCOREP_User_Variables.h: one copy per translation unit, on purpose. */
static SCOREP_SourceFileHandle SCOREP_User_LastFileHandle = SCOREP_INVALID_SOURCE_FILE;
static const char *SCOREP_User_LastFileName = 0;

/* SCOREP_User_Functions.h */
#ifdef __cplusplus
extern "C" {
#endif

void SCOREP_User_RegionBegin(SCOREP_User_RegionHandle *handle,
                             const char **lastFileName,
                             SCOREP_SourceFileHandle *lastFile,
                             const char *name,
                             const SCOREP_User_RegionType regionType,
                             const char *fileName,
                             const uint32_t lineNo);
void SCOREP_User_RegionInit(SCOREP_User_RegionHandle *handle,
                            const char **lastFileName,
                            SCOREP_SourceFileHandle *lastFile,
                            const char *name,
                            const SCOREP_User_RegionType regionType,
                            const char *fileName,
                            const uint32_t lineNo);
void SCOREP_User_RegionEnter(const SCOREP_User_RegionHandle handle);
void SCOREP_User_RegionEnd(const SCOREP_User_RegionHandle handle);
void SCOREP_User_RegionByNameBegin(const char *name,
                                   const SCOREP_User_RegionType regionType,
                                   const char *fileName,
                                   const uint32_t lineNo);
void SCOREP_User_RegionByNameEnd(const char *name);
void SCOREP_User_EnableRecording(void);
void SCOREP_User_DisableRecording(void);

#ifdef __cplusplus
} /* extern "C" */

/* Enter in the constructor, exit in the destructor: SCOREP_USER_REGION. */
class SCOREP_User_RegionClass {
public:
    SCOREP_User_RegionClass(SCOREP_User_RegionHandle *regionHandle,
                            const char *regionName,
                            const SCOREP_User_RegionType regionType,
                            const char **lastFileName,
                            SCOREP_SourceFileHandle *lastFileHandle,
                            const char *fileName,
                            const uint32_t lineNo);
    ~SCOREP_User_RegionClass();

private:
    SCOREP_User_RegionHandle region_handle;
};
#endif /* __cplusplus */

/* SCOREP_User.h: region macros (C and C++). */
#define SCOREP_USER_REGION_DEFINE(handle) \
    static SCOREP_User_RegionHandle handle = SCOREP_USER_INVALID_REGION;

#define SCOREP_USER_REGION_BEGIN(handle, name, type) \
    SCOREP_User_RegionBegin(&handle, &SCOREP_User_LastFileName, \
                            &SCOREP_User_LastFileHandle, name, type, \
                            __FILE__, __LINE__);

#define SCOREP_USER_REGION_INIT(handle, name, type) \
    SCOREP_User_RegionInit(&handle, &SCOREP_User_LastFileName, \
                           &SCOREP_User_LastFileHandle, name, type, \
                           __FILE__, __LINE__);

#define SCOREP_USER_REGION_ENTER(handle) SCOREP_User_RegionEnter(handle);

#define SCOREP_USER_REGION_END(handle) SCOREP_User_RegionEnd(handle);

#define SCOREP_USER_REGION_BY_NAME_BEGIN(name, type) \
    SCOREP_User_RegionByNameBegin(name, type, "", 0);

#define SCOREP_USER_REGION_BY_NAME_END(name) SCOREP_User_RegionByNameEnd(name);

#define SCOREP_RECORDING_ON() SCOREP_User_EnableRecording();
#define SCOREP_RECORDING_OFF() SCOREP_User_DisableRecording();

/* C++ only: a static handle plus a scoped region object.  In C the real
 * header defines it to nothing. */
#ifdef __cplusplus
#define SCOREP_USER_REGION(name, type) \
    static SCOREP_User_RegionHandle scorep_user_region_handle = SCOREP_USER_INVALID_REGION; \
    SCOREP_User_RegionClass scorep_user_region_inst(&scorep_user_region_handle, \
                                                    name, type, \
                                                    &SCOREP_User_LastFileName, \
                                                    &SCOREP_User_LastFileHandle, \
                                                    __FILE__, __LINE__);
#else
#define SCOREP_USER_REGION(name, type)
#endif

#endif /* SRCINST_STUB_SCOREP_USER_H */
