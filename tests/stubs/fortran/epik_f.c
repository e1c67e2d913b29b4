/* Stub of the Fortran user-region API of EPIK, Scalasca 1.x's measurement
 * library (epik_user.inc, epk_comp_fgeneric.c), as scalasca.spec's Fortran
 * rules call it:
 *
 *   integer, save :: handle = -1
 *   character(len=*), parameter :: name = 'ROUTINE'//char(0)
 *   call EPIK_User_start(handle, name, 'FILE'//char(0), begin_line)
 *   call EPIK_User_end(handle, name, 'FILE'//char(0), end_line)
 *
 * In C: epik_user_start_(int *handle, char *name, char *file, int *line,
 * size_t name_len, size_t file_len), and epik_user_end_ alike. EPIK reads
 * the names as C strings, hence the char(0). Checks, on top of stub_core.c:
 *   - name and file end with a NUL inside their Fortran length, and are not
 *     empty before it;
 *   - EPIK_User_start: a handle of -1 registers the region and gets a
 *     positive id (a second registration of one name means the handle was
 *     not saved); any other handle must be the id registered for this name
 *     and file; line > 0;
 *   - EPIK_User_end: the handle is the innermost open region of the thread,
 *     with the name and file it was started with, and its line is not before
 *     the start line.
 * EPIK has no initialisation or exit call in this API. Like Score-P, its
 * successor, the stub lets the library close regions left open by STOP or
 * CALL EXIT (see stub_core.c); whether EPIK 1.x wrote such regions out
 * consistently is not modelled.
 */
#define STUB_API "EPIK"
#define STUB_OPEN_OK_AT_STOP 1
#include "stub_core.c"

#define EPIK_STUB_ID_BASE 501

void epik_user_start_(int *handle, const char *name, const char *file, int *line,
                      size_t name_len, size_t file_len);
void epik_user_end_(int *handle, const char *name, const char *file, int *line,
                    size_t name_len, size_t file_len);

/* A NUL-terminated Fortran character argument, as EPIK reads it. */
static void epik_c_string(char *out, const char *text, size_t len, const char *what)
{
    if (text == NULL || len == 0 || memchr(text, '\0', len) == NULL)
        stub_fail("%s: not NUL-terminated within its %zu characters", what, len);
    stub_text(out, text, len, true);
    if (out[0] == '\0')
        stub_fail("%s: empty", what);
}

static int epik_index_of(const int *handle, const char *what)
{
    int index;
    if (handle == NULL)
        stub_fail("%s: NULL handle", what);
    index = *handle - EPIK_STUB_ID_BASE;
    if (index < 0 || index >= stub_nregions)
        stub_fail("%s: handle %d is neither -1 nor a region id EPIK_User_start handed out",
                  what, *handle);
    return index;
}

void epik_user_start_(int *handle, const char *name, const char *file, int *line,
                      size_t name_len, size_t file_len)
{
    char region_name[STUB_MAX_TEXT], file_name[STUB_MAX_TEXT];
    int index;
    epik_c_string(region_name, name, name_len, "EPIK_User_start: region name");
    epik_c_string(file_name, file, file_len, "EPIK_User_start: file name");
    if (line == NULL || *line <= 0)
        stub_fail("EPIK_User_start('%s'): bad line number", region_name);
    if (handle == NULL)
        stub_fail("EPIK_User_start('%s'): NULL handle", region_name);
    if (*handle == -1) {
        index = stub_register(region_name, file_name, *line);
        *handle = index + EPIK_STUB_ID_BASE;
    } else {
        index = epik_index_of(handle, "EPIK_User_start");
        if (strcmp(stub_regions[index].name, region_name) != 0 ||
            strcmp(stub_regions[index].file, file_name) != 0)
            stub_fail("EPIK_User_start('%s', '%s') with the handle of region '%s' of '%s'",
                      region_name, file_name, stub_regions[index].name, stub_regions[index].file);
    }
    stub_push(index);
}

void epik_user_end_(int *handle, const char *name, const char *file, int *line,
                    size_t name_len, size_t file_len)
{
    char region_name[STUB_MAX_TEXT], file_name[STUB_MAX_TEXT];
    int index;
    epik_c_string(region_name, name, name_len, "EPIK_User_end: region name");
    epik_c_string(file_name, file, file_len, "EPIK_User_end: file name");
    index = epik_index_of(handle, "EPIK_User_end");
    if (strcmp(stub_regions[index].name, region_name) != 0 ||
        strcmp(stub_regions[index].file, file_name) != 0)
        stub_fail("EPIK_User_end('%s', '%s') with the handle of region '%s' of '%s'",
                  region_name, file_name, stub_regions[index].name, stub_regions[index].file);
    if (line == NULL || *line < stub_regions[index].line)
        stub_fail("EPIK_User_end('%s'): line %d is before the start line %d", region_name,
                  line ? *line : -1, stub_regions[index].line);
    stub_pop(index);
}
