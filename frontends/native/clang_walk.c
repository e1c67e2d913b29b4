/* srcinst's walk over a libclang translation unit, in C.
 *
 * Visiting every cursor of every body from Python costs a callback per
 * cursor; here the same walk runs inside libclang's visitor and hands Python
 * a few facts per routine (see frontends/clang_walk.py, which holds the
 * Python version of this walk and reads what this one records).
 *
 * No libclang header is needed: the few types and functions used are
 * declared below, as libclang's stable C API defines them, and resolved in
 * the libclang that Python's bindings already loaded (srcinst_walk_bind).
 * Cursor kinds come from Python as a table of roles, so no kind number is
 * written here.
 */
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int kind; int xdata; const void *data[3]; } CXCursor;
typedef struct { const void *ptr_data[2]; unsigned int_data; } CXSourceLocation;
typedef struct { const void *ptr_data[2]; unsigned begin_int_data, end_int_data; } CXSourceRange;
typedef struct { const void *data; unsigned private_flags; } CXString;
typedef struct { int kind; void *data[2]; } CXType;
typedef void *CXFile;
typedef void *CXTranslationUnit;
typedef int (*CXCursorVisitor)(CXCursor, CXCursor, void *);
enum { VISIT_BREAK, VISIT_CONTINUE, VISIT_RECURSE };

static struct {
    CXCursor (*tu_cursor)(CXTranslationUnit);
    unsigned (*visit_children)(CXCursor, CXCursorVisitor, void *);
    CXSourceLocation (*location)(CXCursor);
    CXSourceRange (*extent)(CXCursor);
    CXSourceLocation (*range_start)(CXSourceRange);
    CXSourceLocation (*range_end)(CXSourceRange);
    void (*expansion)(CXSourceLocation, CXFile *, unsigned *, unsigned *, unsigned *);
    unsigned (*is_definition)(CXCursor);
    CXString (*spelling)(CXCursor);
    const char *(*c_string)(CXString);
    void (*dispose_string)(CXString);
    CXString (*display_name)(CXCursor);
    int (*template_kind)(CXCursor);
    CXCursor (*semantic_parent)(CXCursor);
    int (*is_null)(CXCursor);
    CXCursor (*referenced)(CXCursor);
    int (*num_arguments)(CXCursor);
    CXType (*type)(CXCursor);
    CXType (*result_type)(CXCursor);
    CXType (*canonical)(CXType);
    CXString (*type_spelling)(CXType);
    int (*num_arg_types)(CXType);
    CXType (*arg_type)(CXType, unsigned);
    unsigned (*is_variadic)(CXType);
    unsigned (*is_const_method)(CXCursor);
    int (*ref_qualifier)(CXType);
} lib;

/* Roles of cursor kinds, as Python's table says (ROLE_* in clang_walk.py). */
enum {
    CONTAINER = 1, TEMPLATE_CLASS = 2, OPEN_SCOPE = 4, FUNCTION = 8,
    FOREIGN = 16, RETURN = 32, CALL = 64, COMPOUND = 128, TRY = 256, SCOPE = 512,
    TEMPLATE = 1024, UNIT = 2048
};

/* Records, in the order Python reads them (tags as in clang_walk.py). */
enum { R_ROUTINE = 1, R_RETURN, R_CALL, R_FOREIGN, R_LAST, R_END };

struct walk {
    const unsigned short *roles;
    int nroles;
    CXFile main_file;
    const char *abort_names;  /* NUL-separated, ending in an empty name */
    int *rec;
    size_t nrec, caprec;
    CXCursor *cur;
    size_t ncur, capcur;
    char *str;  /* NUL-terminated strings, numbered in order */
    size_t nstr, lenstr, capstr;
    int failed;  /* out of memory: Python walks instead */
};

int srcinst_walk_bind(void *handle)
{
#define BIND(field, name) if (!(*(void **)&lib.field = dlsym(handle, name))) return -1
    BIND(tu_cursor, "clang_getTranslationUnitCursor");
    BIND(visit_children, "clang_visitChildren");
    BIND(location, "clang_getCursorLocation");
    BIND(extent, "clang_getCursorExtent");
    BIND(range_start, "clang_getRangeStart");
    BIND(range_end, "clang_getRangeEnd");
    BIND(expansion, "clang_getExpansionLocation");
    BIND(is_definition, "clang_isCursorDefinition");
    BIND(spelling, "clang_getCursorSpelling");
    BIND(c_string, "clang_getCString");
    BIND(dispose_string, "clang_disposeString");
    BIND(display_name, "clang_getCursorDisplayName");
    BIND(template_kind, "clang_getTemplateCursorKind");
    BIND(semantic_parent, "clang_getCursorSemanticParent");
    BIND(is_null, "clang_Cursor_isNull");
    BIND(referenced, "clang_getCursorReferenced");
    BIND(num_arguments, "clang_Cursor_getNumArguments");
    BIND(type, "clang_getCursorType");
    BIND(result_type, "clang_getCursorResultType");
    BIND(canonical, "clang_getCanonicalType");
    BIND(type_spelling, "clang_getTypeSpelling");
    BIND(num_arg_types, "clang_getNumArgTypes");
    BIND(arg_type, "clang_getArgType");
    BIND(is_variadic, "clang_isFunctionTypeVariadic");
    BIND(is_const_method, "clang_CXXMethod_isConst");
    BIND(ref_qualifier, "clang_Type_getCXXRefQualifier");
#undef BIND
    return 0;
}

static unsigned role(const struct walk *w, CXCursor c)
{
    return c.kind >= 0 && c.kind < w->nroles ? w->roles[c.kind] : 0;
}

static void put(struct walk *w, int value)
{
    if (w->nrec == w->caprec) {
        size_t cap = w->caprec ? 2 * w->caprec : 4096;
        int *grown = realloc(w->rec, cap * sizeof *grown);
        if (!grown) { w->failed = 1; return; }
        w->rec = grown, w->caprec = cap;
    }
    w->rec[w->nrec++] = value;
}

/* Keeps a cursor for Python and puts its index. */
static void put_cursor(struct walk *w, CXCursor c)
{
    if (w->ncur == w->capcur) {
        size_t cap = w->capcur ? 2 * w->capcur : 1024;
        CXCursor *grown = realloc(w->cur, cap * sizeof *grown);
        if (!grown) { w->failed = 1; put(w, -1); return; }
        w->cur = grown, w->capcur = cap;
    }
    w->cur[w->ncur] = c;
    put(w, (int)w->ncur++);
}

/* Keeps a string for Python (and disposes of it) and puts its number. */
static void put_string(struct walk *w, CXString s)
{
    const char *text = lib.c_string(s);
    size_t len = text ? strlen(text) : 0;
    if (w->lenstr + len + 1 > w->capstr) {
        size_t cap = w->capstr ? 2 * w->capstr : 65536;
        while (cap < w->lenstr + len + 1)
            cap *= 2;
        char *grown = realloc(w->str, cap);
        if (!grown) { w->failed = 1; lib.dispose_string(s); put(w, -1); return; }
        w->str = grown, w->capstr = cap;
    }
    memcpy(w->str + w->lenstr, text ? text : "", len + 1);
    w->lenstr += len + 1;
    lib.dispose_string(s);
    put(w, (int)w->nstr++);
}

static unsigned offset_of(CXSourceLocation loc, CXFile *file)
{
    unsigned offset = 0;
    lib.expansion(loc, file, NULL, NULL, &offset);
    return offset;
}

static void put_extent(struct walk *w, CXCursor c)
{
    CXSourceRange r = lib.extent(c);
    put(w, (int)offset_of(lib.range_start(r), NULL));
    put(w, (int)offset_of(lib.range_end(r), NULL));
}

static int in_main_file(const struct walk *w, CXCursor c)
{
    CXFile file = NULL;
    offset_of(lib.location(c), &file);
    return file != NULL && file == w->main_file;
}

static int stop(CXCursor c, CXCursor p, void *d) { (void)c, (void)p, (void)d; return VISIT_BREAK; }

static int is_abort_name(const struct walk *w, CXCursor c)
{
    CXString s = lib.spelling(c);
    const char *name = lib.c_string(s);
    int found = 0;
    if (name && *name)
        for (const char *n = w->abort_names; *n && !found; n += strlen(n) + 1)
            found = strcmp(n, name) == 0;
    lib.dispose_string(s);
    return found;
}

struct siblings { unsigned start, end; int index, count; };

static int find_sibling(CXCursor c, CXCursor p, void *data)
{
    struct siblings *s = data;
    CXSourceRange r = lib.extent(c);
    (void)p;
    if (s->index < 0 && offset_of(lib.range_start(r), NULL) == s->start && offset_of(lib.range_end(r), NULL) == s->end)
        s->index = s->count;
    s->count++;
    return VISIT_CONTINUE;
}

/* A call of a function named like an abort function: what it calls, where it
 * is, and its place among its parent's children. */
static void call(struct walk *w, CXCursor c, CXCursor parent)
{
    CXCursor callee = lib.referenced(c);
    CXFile file = NULL;
    CXSourceRange extent = lib.extent(c);
    struct siblings siblings = {0, 0, -1, 0};
    put(w, R_CALL);
    put_cursor(w, c);
    put_cursor(w, parent);
    if (lib.is_null(callee)) {
        put(w, -1), put(w, -1), put(w, -1), put(w, -1);
    } else {
        CXCursor scope = lib.semantic_parent(callee);
        put(w, callee.kind);
        put_string(w, lib.spelling(callee));
        if (lib.is_null(scope)) {
            put(w, -1), put(w, -1);
        } else {
            put(w, scope.kind);
            put_string(w, lib.spelling(scope));
        }
    }
    siblings.start = offset_of(lib.range_start(extent), &file);
    siblings.end = offset_of(lib.range_end(extent), NULL);
    put(w, file != NULL && file == w->main_file);
    put(w, (int)siblings.start);
    put(w, (int)siblings.end);
    put(w, parent.kind);
    lib.visit_children(parent, find_sibling, &siblings);
    put(w, siblings.index);
    put(w, siblings.count);
    put(w, lib.num_arguments(c));
}

static int visit_body(CXCursor c, CXCursor parent, void *data)
{
    struct walk *w = data;
    unsigned r = role(w, c);
    if (r & FOREIGN) {
        put(w, R_FOREIGN);
        put_extent(w, c);
        return VISIT_CONTINUE;
    }
    if (r & RETURN) {
        CXFile file = NULL;
        CXSourceRange extent = lib.extent(c);
        unsigned start = offset_of(lib.range_start(extent), &file);
        put(w, R_RETURN);
        put_cursor(w, c);
        put(w, file != NULL && file == w->main_file);
        put(w, (int)start);
        put(w, (int)offset_of(lib.range_end(extent), NULL));
        put(w, lib.visit_children(c, stop, NULL) != 0);
    } else if ((r & CALL) && is_abort_name(w, c)) {
        call(w, c, parent);
    }
    return VISIT_RECURSE;
}

struct last_child { CXCursor cursor; int found; };

static int remember_last(CXCursor c, CXCursor p, void *data)
{
    struct last_child *last = data;
    (void)p;
    last->cursor = c, last->found = 1;
    return VISIT_CONTINUE;
}

struct parts { const struct walk *w; CXCursor body, try_block; int has_body, has_try; };

static int first_compound(CXCursor c, CXCursor p, void *data)
{
    struct parts *parts = data;
    (void)p;
    if (role(parts->w, c) & COMPOUND) {
        parts->body = c, parts->has_body = 1;
        return VISIT_BREAK;
    }
    return VISIT_CONTINUE;
}

static int find_body(CXCursor c, CXCursor p, void *data)
{
    struct parts *parts = data;
    unsigned r = role(parts->w, c);
    (void)p;
    if (r & COMPOUND) {
        parts->body = c, parts->has_body = 1;
    } else if (r & TRY) {
        parts->try_block = c, parts->has_try = 1, parts->has_body = 0;
        lib.visit_children(c, first_compound, parts);
    }
    return VISIT_CONTINUE;
}

/* What naming a routine takes: its kind, scopes and type. */
static void names(struct walk *w, CXCursor c)
{
    CXType type = lib.type(c), result = lib.result_type(c);
    CXCursor parent = lib.semantic_parent(c);
    int kind = (role(w, c) & TEMPLATE) ? lib.template_kind(c) : c.kind;
    int count = lib.num_arg_types(type), scopes = 0;
    put(w, kind);
    put(w, lib.is_null(parent) ? -1 : parent.kind);
    put_string(w, lib.spelling(c));
    put_string(w, lib.type_spelling(result));
    put(w, lib.canonical(result).kind);
    put(w, type.kind);
    put(w, (int)lib.is_variadic(type));
    put(w, (int)lib.is_const_method(c));
    put(w, lib.ref_qualifier(type));
    put(w, count < 0 ? 0 : count);
    for (int i = 0; i < count; i++)
        put_string(w, lib.type_spelling(lib.arg_type(type, (unsigned)i)));
    for (CXCursor p = parent; !lib.is_null(p) && !(role(w, p) & UNIT); p = lib.semantic_parent(p))
        scopes += (role(w, p) & (TEMPLATE_CLASS | SCOPE)) != 0;
    put(w, scopes);
    for (CXCursor p = parent; !lib.is_null(p) && !(role(w, p) & UNIT); p = lib.semantic_parent(p)) {
        unsigned r = role(w, p);
        if (r & TEMPLATE_CLASS)
            put_string(w, lib.display_name(p));
        else if (r & SCOPE)
            put_string(w, lib.spelling(p));
    }
}

static void routine(struct walk *w, CXCursor c, int in_template_class)
{
    struct parts parts = {.w = w};
    lib.visit_children(c, find_body, &parts);
    put(w, R_ROUTINE);
    put_cursor(w, c);
    put(w, in_template_class);
    put_extent(w, c);
    if (parts.has_body) {
        put_cursor(w, parts.body);
        put_extent(w, parts.body);
    } else {
        put(w, -1), put(w, 0), put(w, 0);
    }
    if (parts.has_try) {
        put_cursor(w, parts.try_block);
        put_extent(w, parts.try_block);
    } else {
        put(w, -1), put(w, 0), put(w, 0);
    }
    names(w, c);
    if (parts.has_body) {
        struct last_child last = {.found = 0};
        /* a function-try-block's handlers too: they are the routine's code */
        lib.visit_children(parts.has_try ? parts.try_block : parts.body, visit_body, w);
        lib.visit_children(parts.body, remember_last, &last);
        if (last.found) {
            put(w, R_LAST);
            put(w, last.cursor.kind);
            put_extent(w, last.cursor);
        }
    }
    put(w, R_END);
}

struct scope { struct walk *w; int in_template_class; };

static int visit_scope(CXCursor c, CXCursor p, void *data)
{
    const struct scope *scope = data;
    struct walk *w = scope->w;
    unsigned r = role(w, c);
    (void)p;
    if (r & CONTAINER) {
        if ((r & OPEN_SCOPE) || in_main_file(w, c)) {
            struct scope inner = {w, scope->in_template_class || (r & TEMPLATE_CLASS)};
            lib.visit_children(c, visit_scope, &inner);
        }
    } else if ((r & FUNCTION) && in_main_file(w, c) && lib.is_definition(c)) {
        routine(w, c, scope->in_template_class);
    }
    return VISIT_CONTINUE;
}

/* Walks a translation unit; NULL when out of memory. Python reads the
 * records and cursors, then frees the walk with srcinst_walk_free. */
struct walk *srcinst_walk(CXTranslationUnit tu, CXFile main_file, const unsigned short *roles, int nroles,
                          const char *abort_names)
{
    struct walk *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->roles = roles, w->nroles = nroles, w->main_file = main_file, w->abort_names = abort_names;
    struct scope top = {w, 0};
    lib.visit_children(lib.tu_cursor(tu), visit_scope, &top);
    if (w->failed) {
        free(w->rec), free(w->cur), free(w->str), free(w);
        return NULL;
    }
    return w;
}

const int *srcinst_walk_records(const struct walk *w, size_t *n) { *n = w->nrec; return w->rec; }
const CXCursor *srcinst_walk_cursors(const struct walk *w, size_t *n) { *n = w->ncur; return w->cur; }
const char *srcinst_walk_strings(const struct walk *w, size_t *n) { *n = w->lenstr; return w->str; }

void srcinst_walk_free(struct walk *w)
{
    if (w)
        free(w->rec), free(w->cur), free(w->str), free(w);
}
