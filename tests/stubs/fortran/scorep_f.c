/* Stub of Score-P's Fortran user-region API (libscorep_adapter_user,
 * SCOREP_User_RegionF.c), as scorep.spec's Fortran rules call it, the calls
 * that SCOREP_USER_REGION_DEFINE / _BEGIN / _END of <scorep/SCOREP_User.inc>
 * expand to:
 *
 *   integer*8, save :: handle = -1          ! SCOREP_INVALID_REGION
 *   call SCOREP_F_Begin(handle, name, type, file, line)
 *   call SCOREP_F_RegionEnd(handle)
 *
 * In C: scorep_f_begin_(int64_t *handle, char *name, int32_t *type,
 * char *file, int32_t *line, size_t name_len, size_t file_len) and
 * scorep_f_regionend_(int64_t *handle). Checks, on top of stub_core.c:
 *   - SCOREP_F_Begin: type is 1 (SCOREP_USER_REGION_TYPE_FUNCTION), 0
 *     (COMMON: a timer) or 8 (PHASE), or 2 (SCOREP_USER_REGION_TYPE_LOOP)
 *     for a region named "Loop: ..." and for no other, the same at each
 *     begin of one region; file is
 *     not empty, line > 0; a handle of -1 registers the region and gets a
 *     positive id (a second registration of one name means the handle was
 *     not saved); any other handle must be the id registered for this same
 *     name, file and line;
 *   - SCOREP_F_RegionEnd: the handle must be the innermost open region of
 *     the thread.
 * Score-P needs no initialisation call and has no exit call: it ends the
 * regions still open itself when the program exits (see stub_core.c), so
 * this stub accepts open regions at exit after STOP/EXIT only.
 */
#define STUB_API "Score-P"
#define STUB_OPEN_OK_AT_STOP 1
#include "stub_core.c"

/* Region ids handed out: index + SCOREP_STUB_ID_BASE, so that neither 0 nor
 * a small integer that happens to be in the handle passes for an id. */
#define SCOREP_STUB_ID_BASE 7001
static int32_t scorep_types[STUB_MAX_REGIONS];  /* each region's type, as registered */

void scorep_f_begin_(int64_t *handle, const char *name, int32_t *type, const char *file,
                     int32_t *line, size_t name_len, size_t file_len);
void scorep_f_regionend_(int64_t *handle);

static int scorep_index_of(const int64_t *handle, const char *what)
{
    int64_t index;
    if (handle == NULL)
        stub_fail("%s: NULL handle", what);
    index = *handle - SCOREP_STUB_ID_BASE;
    if (index < 0 || index >= stub_nregions)
        stub_fail("%s: handle %lld is neither -1 nor a region id SCOREP_F_Begin handed out",
                  what, (long long)*handle);
    return (int)index;
}

void scorep_f_begin_(int64_t *handle, const char *name, int32_t *type, const char *file,
                     int32_t *line, size_t name_len, size_t file_len)
{
    char region_name[STUB_MAX_TEXT], file_name[STUB_MAX_TEXT];
    int index;
    stub_text(region_name, name, name_len, false);
    stub_text(file_name, file, file_len, false);
    if (type == NULL || (strncmp(region_name, "Loop: ", 6) == 0 ? *type != 2
                         : *type != 1 && *type != 0 && *type != 8))
        stub_fail("SCOREP_F_Begin('%s'): region type %d, not 1 (SCOREP_USER_REGION_TYPE_FUNCTION), "
                  "0 (COMMON), 8 (PHASE) or, for a loop, 2 (SCOREP_USER_REGION_TYPE_LOOP)", region_name,
                  type ? *type : -1);
    if (file_name[0] == '\0')
        stub_fail("SCOREP_F_Begin('%s'): empty file name", region_name);
    if (line == NULL || *line <= 0)
        stub_fail("SCOREP_F_Begin('%s'): bad line number", region_name);
    if (handle == NULL)
        stub_fail("SCOREP_F_Begin('%s'): NULL handle", region_name);
    if (*handle == -1) {
        index = stub_register(region_name, file_name, *line);
        scorep_types[index] = *type;
        *handle = index + SCOREP_STUB_ID_BASE;
    } else {
        index = scorep_index_of(handle, "SCOREP_F_Begin");
        if (strcmp(stub_regions[index].name, region_name) != 0)
            stub_fail("SCOREP_F_Begin('%s') with the handle of region '%s'", region_name,
                      stub_regions[index].name);
        if (scorep_types[index] != *type)
            stub_fail("SCOREP_F_Begin('%s') of type %d, registered with type %d", region_name, *type,
                      scorep_types[index]);
        if (strcmp(stub_regions[index].file, file_name) != 0 || stub_regions[index].line != *line)
            stub_fail("SCOREP_F_Begin('%s') from %s:%d, registered from %s:%d", region_name,
                      file_name, *line, stub_regions[index].file, stub_regions[index].line);
    }
    stub_push(index);
}

void scorep_f_regionend_(int64_t *handle)
{
    stub_pop(scorep_index_of(handle, "SCOREP_F_RegionEnd"));
}
