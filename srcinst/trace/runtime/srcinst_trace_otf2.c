/*
 * srcinst_trace_otf2.c - the OTF2 output of srcinst's trace runtime
 * (SRCINST_TRACE_FORMAT=otf2).  Not compiled on its own: srcinst_trace.c
 * includes it when built with -DSRCINST_HAVE_OTF2 (runtime_build.py does so
 * where libotf2 is found), so it reads the runtime's static state.
 *
 * One archive per process, written at exit from the buffered events, to
 * PREFIX.PID.otf2/: traces.otf2 (the anchor file), traces.def (the global
 * definitions) and traces/ (a .evt and a .def file per location).  It is
 * written as PREFIX.PID.otf2.tmp/ and renamed, like the other outputs.
 *
 * The process is one location group, each thread one location (the thread
 * numbers of the JSON trace, less one), each routine one region (name, file,
 * line), whose role says its kind: FUNCTION for routines, LOOP for loops,
 * CODE for timers and phases (phases also flagged PHASE), WRAPPER for call
 * sites (the call of a library function, as Score-P names its wrappers);
 * the paradigm is USER, source instrumentation.  Every stored call becomes an Enter and a Leave with timestamps in ns
 * of CLOCK_MONOTONIC; a call closed as unwound or open at exit carries the
 * attribute `end` saying so.  The counts of the JSON's otherData are archive
 * properties (SRCINST::DROPPED_EVENTS, ...).
 *
 * Calls are stored as they end; build_call_tree (srcinst_trace.c) nests
 * them by their depth on the stack, and its walk gives the Enter and Leave
 * events in time order, as for the Perfetto trace.
 */
#include <dirent.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <otf2/otf2.h>

/* By kind (SRCINST_KIND_*). */
static const OTF2_RegionRole otf2_region_roles[KINDS] = {
    OTF2_REGION_ROLE_FUNCTION, OTF2_REGION_ROLE_LOOP, OTF2_REGION_ROLE_CODE, OTF2_REGION_ROLE_CODE,
    OTF2_REGION_ROLE_WRAPPER, OTF2_REGION_ROLE_CODE
};

typedef struct otf2_writer {
    OTF2_Archive *archive;
    int failed;
    uint64_t last_time;         /* the largest timestamp written */
    OTF2_AttributeList *attributes;
} otf2_writer_t;

/* OTF2 reports errors through this (its default prints them): silent
   unless SRCINST_TRACE_VERBOSE. */
static OTF2_ErrorCode otf2_error(void *data, const char *file, uint64_t line, const char *function,
                                 OTF2_ErrorCode code, const char *format, va_list args)
{
    (void)data;
    (void)file;
    (void)line;
    if (verbose) {
        fprintf(stderr, "srcinst-trace: OTF2 (%s): %s", function, OTF2_Error_GetName(code));
        if (format && *format) {
            fputs(": ", stderr);
            vfprintf(stderr, format, args);
        }
        putc('\n', stderr);
    }
    return code;
}

static OTF2_FlushType otf2_pre_flush(void *data, OTF2_FileType type, OTF2_LocationRef location,
                                     void *caller, bool final)
{
    (void)data;
    (void)type;
    (void)location;
    (void)caller;
    (void)final;
    return OTF2_FLUSH;
}

/* No post-flush callback: the archive is written after the run, so OTF2 has
   no flush time to record. */
static OTF2_FlushCallbacks otf2_flush_callbacks = { otf2_pre_flush, NULL };

static void otf2_check(otf2_writer_t *w, OTF2_ErrorCode status)
{
    if (status != OTF2_SUCCESS)
        w->failed = 1;
}

/* ns of CLOCK_MONOTONIC, never smaller than what the location wrote last. */
static uint64_t otf2_time(uint64_t ticks, uint64_t *last)
{
    uint64_t t = origin_ns + ticks_to_ns(ticks);
    if (t < *last)
        t = *last;
    *last = t;
    return t;
}

/* --- one thread's events ------------------------------------------------------ */

static uint32_t count_events(const thread_state_t *ts)
{
    const chunk_t *c;
    uint32_t n = 0;
    for (c = ts->first; c; c = c->next)
        n += c->count;
    return n;
}

typedef struct otf2_location {
    otf2_writer_t *w;
    OTF2_EvtWriter *out;
    const OTF2_StringRef *end_strings;
    uint64_t last;             /* the location's last timestamp */
} otf2_location_t;

static void otf2_enter(void *context, const event_t *e)
{
    otf2_location_t *l = (otf2_location_t *)context;
    if (!l->w->failed)
        otf2_check(l->w, OTF2_EvtWriter_Enter(l->out, NULL, otf2_time(e->start, &l->last), e->routine));
}

static void otf2_leave(void *context, const event_t *e)
{
    otf2_location_t *l = (otf2_location_t *)context;
    OTF2_AttributeList *attributes = NULL;
    if (l->w->failed)
        return;
    if (e->end_kind && l->w->attributes
        && OTF2_AttributeList_AddStringRef(l->w->attributes, 0, l->end_strings[e->end_kind]) == OTF2_SUCCESS)
        attributes = l->w->attributes;
    otf2_check(l->w, OTF2_EvtWriter_Leave(l->out, attributes, otf2_time(e->end, &l->last), e->routine));
}

/* Writes the thread's calls as Enter and Leave events (see build_call_tree). */
static void otf2_thread_events(otf2_writer_t *w, OTF2_EvtWriter *out, const thread_state_t *ts,
                               OTF2_StringRef end_strings[3])
{
    otf2_location_t location = { w, out, end_strings, 0 };
    call_tree_t tree;
    if (!build_call_tree(ts, &tree)) {
        if (verbose)
            fprintf(stderr, "srcinst-trace: OTF2: out of memory for thread %d's %lu events\n", ts->index,
                    (unsigned long)tree.n);
        w->failed = 1;
        return;
    }
    walk_call_tree(&tree, otf2_enter, otf2_leave, &location);
    free_call_tree(&tree);
    if (location.last > w->last_time)
        w->last_time = location.last;
}

/* --- definitions ----------------------------------------------------------------- */

/* Strings written once each: an open-addressing table of copies of the
   texts (callers pass names formatted into one reused buffer). */
typedef struct otf2_strings {
    OTF2_GlobalDefWriter *defs;
    char **text;
    uint32_t *table, mask, count;
} otf2_strings_t;

static OTF2_StringRef otf2_string(otf2_writer_t *w, otf2_strings_t *s, const char *text)
{
    uint32_t h = hash_bytes(text, strlen(text), 2166136261u) & s->mask, i;
    while ((i = s->table[h]) != 0) {
        if (!strcmp(s->text[i - 1], text))
            return i - 1;
        h = (h + 1) & s->mask;
    }
    if (!(s->text[s->count] = strdup(text))) {
        w->failed = 1;
        return 0;
    }
    s->table[h] = ++s->count;
    otf2_check(w, OTF2_GlobalDefWriter_WriteString(s->defs, s->count - 1, text));
    return s->count - 1;
}

static void otf2_property(otf2_writer_t *w, const char *name, uint64_t value)
{
    char text[32];
    snprintf(text, sizeof text, "%llu", (unsigned long long)value);
    otf2_check(w, OTF2_Archive_SetProperty(w->archive, name, text, 1));
}

static void otf2_definitions(otf2_writer_t *w, thread_state_t **snapshot, int count, const uint64_t *events,
                             const totals_t *t)
{
    OTF2_GlobalDefWriter *defs = OTF2_Archive_GetGlobalDefWriter(w->archive);
    otf2_strings_t s;
    uint64_t realtime = OTF2_UNDEFINED_TIMESTAMP;
    struct timespec now;
    char text[64], host[256];
    uint32_t i, size = 64;
    OTF2_StringRef empty;
    int k;
    if (!defs) {
        w->failed = 1;
        return;
    }
    while (size < 2 * (nroutines * 2 + (uint32_t)count + 16))
        size *= 2;
    memset(&s, 0, sizeof s);
    s.defs = defs;
    s.mask = size - 1;
    s.table = (uint32_t *)calloc(size, sizeof *s.table);
    s.text = (char **)calloc(size, sizeof *s.text);
    if (!s.table || !s.text) {
        w->failed = 1;
        goto done;
    }
    if (clock_gettime(CLOCK_REALTIME, &now) == 0) {
        uint64_t real_ns = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
        uint64_t since = monotonic_ns() - origin_ns;
        if (real_ns > since)
            realtime = real_ns - since;   /* the wall clock at origin_ns */
    }
#if OTF2_VERSION_MAJOR >= 3
    otf2_check(w, OTF2_GlobalDefWriter_WriteClockProperties(defs, 1000000000u, origin_ns,
                                                            w->last_time - origin_ns, realtime));
#else
    (void)realtime;
    otf2_check(w, OTF2_GlobalDefWriter_WriteClockProperties(defs, 1000000000u, origin_ns,
                                                            w->last_time - origin_ns));
#endif
    empty = otf2_string(w, &s, "");
    otf2_string(w, &s, end_names[END_UNWOUND]);   /* 1 and 2: see write_otf2 */
    otf2_string(w, &s, end_names[END_OPEN]);
    for (i = 0; i < nroutines; i++) {
        OTF2_StringRef name = otf2_string(w, &s, routines[i]->name);
        OTF2_StringRef file = otf2_string(w, &s, routines[i]->file);
        otf2_check(w, OTF2_GlobalDefWriter_WriteRegion(defs, i, name, name, empty,
                                                       otf2_region_roles[routines[i]->kind], OTF2_PARADIGM_USER,
                                                       routines[i]->kind == SRCINST_KIND_phase
                                                           ? OTF2_REGION_FLAG_PHASE : OTF2_REGION_FLAG_NONE, file,
                                                       routines[i]->line > 0 ? (uint32_t)routines[i]->line : 0,
                                                       0));
    }
    otf2_check(w, OTF2_GlobalDefWriter_WriteAttribute(
                      defs, 0, otf2_string(w, &s, "end"),
                      otf2_string(w, &s, "how a call ended if not by returning: unwound or open_at_exit"),
                      OTF2_TYPE_STRING));
    if (gethostname(host, sizeof host) != 0)
        strcpy(host, "localhost");
    host[sizeof host - 1] = '\0';
    otf2_check(w, OTF2_GlobalDefWriter_WriteSystemTreeNode(defs, 0, otf2_string(w, &s, host),
                                                           otf2_string(w, &s, "node"),
                                                           OTF2_UNDEFINED_SYSTEM_TREE_NODE));
    snprintf(text, sizeof text, "process %ld", (long)getpid());
#if OTF2_VERSION_MAJOR >= 3
    otf2_check(w, OTF2_GlobalDefWriter_WriteLocationGroup(defs, 0, otf2_string(w, &s, text),
                                                          OTF2_LOCATION_GROUP_TYPE_PROCESS, 0,
                                                          OTF2_UNDEFINED_LOCATION_GROUP));
#else
    otf2_check(w, OTF2_GlobalDefWriter_WriteLocationGroup(defs, 0, otf2_string(w, &s, text),
                                                          OTF2_LOCATION_GROUP_TYPE_PROCESS, 0));
#endif
    for (k = 0; k < count; k++) {
        if (snapshot[k]->busy_at_exit)
            continue;
        snprintf(text, sizeof text, "thread %d", snapshot[k]->index);
        otf2_check(w, OTF2_GlobalDefWriter_WriteLocation(defs, (OTF2_LocationRef)(snapshot[k]->index - 1),
                                                         otf2_string(w, &s, text), OTF2_LOCATION_TYPE_CPU_THREAD,
                                                         events[k], 0));
    }
    otf2_property(w, "SRCINST::THREADS", (uint64_t)t->threads);
    otf2_property(w, "SRCINST::THREADS_BUSY_AT_EXIT", (uint64_t)t->busy);
    otf2_property(w, "SRCINST::DROPPED_EVENTS", t->dropped);
    otf2_property(w, "SRCINST::UNWOUND_FRAMES", t->unwound);
    otf2_property(w, "SRCINST::MISMATCHED_EXITS", t->mismatched);
    otf2_property(w, "SRCINST::OPEN_AT_EXIT", t->open_at_exit);
done:
    for (i = 0; s.text && i < s.count; i++)
        free(s.text[i]);
    free(s.table);
    free(s.text);
}

/* --- the archive --------------------------------------------------------------- */

/* Removes an archive this runtime wrote (its files only): 1 when it is gone. */
static int remove_archive(const char *dir)
{
    char path[sizeof prefix + 128];
    DIR *d;
    struct dirent *entry;
    snprintf(path, sizeof path, "%s/traces", dir);
    if ((d = opendir(path)) != NULL) {
        while ((entry = readdir(d)) != NULL) {
            size_t len = strlen(entry->d_name);
            if (len > 4 && (!strcmp(entry->d_name + len - 4, ".evt") || !strcmp(entry->d_name + len - 4, ".def"))) {
                snprintf(path, sizeof path, "%s/traces/%s", dir, entry->d_name);
                remove(path);
            }
        }
        closedir(d);
        snprintf(path, sizeof path, "%s/traces", dir);
        rmdir(path);
    }
    snprintf(path, sizeof path, "%s/traces.otf2", dir);
    remove(path);
    snprintf(path, sizeof path, "%s/traces.def", dir);
    remove(path);
    return rmdir(dir) == 0 || errno == ENOENT;
}

static int write_otf2(const char *path, thread_state_t **snapshot, int count, const totals_t *t)
{
    char tmp[sizeof prefix + 64], host[256];
    otf2_writer_t w;
    OTF2_ErrorCallback previous = OTF2_Error_RegisterCallback(otf2_error, NULL);
    OTF2_StringRef end_strings[3] = { 0, 0, 0 };
    uint64_t *events = (uint64_t *)calloc((size_t)count + 1, sizeof *events);
    int k, moved;
    memset(&w, 0, sizeof w);
    w.last_time = origin_ns;
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    remove_archive(tmp);   /* left by a run that died while writing */
    if (!events || mkdir(tmp, 0777) != 0) {
        if (verbose)
            fprintf(stderr, "srcinst-trace: cannot write %s: %s\n", tmp, strerror(events ? errno : ENOMEM));
        free(events);
        OTF2_Error_RegisterCallback(previous, NULL);
        return 0;
    }
    w.archive = OTF2_Archive_Open(tmp, "traces", OTF2_FILEMODE_WRITE, OTF2_CHUNK_SIZE_EVENTS_DEFAULT,
                                  OTF2_CHUNK_SIZE_DEFINITIONS_DEFAULT, OTF2_SUBSTRATE_POSIX,
                                  OTF2_COMPRESSION_NONE);
    if (!w.archive)
        w.failed = 1;
    else {
        otf2_check(&w, OTF2_Archive_SetFlushCallbacks(w.archive, &otf2_flush_callbacks, NULL));
        otf2_check(&w, OTF2_Archive_SetSerialCollectiveCallbacks(w.archive));
        otf2_check(&w, OTF2_Archive_SetCreator(w.archive, "srcinst trace runtime"));
        otf2_check(&w, OTF2_Archive_SetDescription(w.archive, program));
        if (gethostname(host, sizeof host) == 0) {
            host[sizeof host - 1] = '\0';
            otf2_check(&w, OTF2_Archive_SetMachineName(w.archive, host));
        }
        otf2_check(&w, OTF2_Archive_OpenEvtFiles(w.archive));
        /* otf2_definitions defines "", "unwound", "open_at_exit" first. */
        end_strings[END_UNWOUND] = 1;
        end_strings[END_OPEN] = 2;
        w.attributes = OTF2_AttributeList_New();
        for (k = 0; k < count && !w.failed; k++) {
            thread_state_t *ts = snapshot[k];
            OTF2_EvtWriter *out;
            uint32_t n;
            if (ts->busy_at_exit)
                continue;
            out = OTF2_Archive_GetEvtWriter(w.archive, (OTF2_LocationRef)(ts->index - 1));
            if (!out) {
                w.failed = 1;
                break;
            }
            n = count_events(ts);
            if (n)
                otf2_thread_events(&w, out, ts, end_strings);
            events[k] = 2 * (uint64_t)n;
            otf2_check(&w, OTF2_Archive_CloseEvtWriter(w.archive, out));
        }
        if (w.attributes)
            OTF2_AttributeList_Delete(w.attributes);
        otf2_check(&w, OTF2_Archive_CloseEvtFiles(w.archive));
        /* Local definitions: none, but readers expect the files. */
        otf2_check(&w, OTF2_Archive_OpenDefFiles(w.archive));
        for (k = 0; k < count && !w.failed; k++) {
            OTF2_DefWriter *defs;
            if (snapshot[k]->busy_at_exit)
                continue;
            defs = OTF2_Archive_GetDefWriter(w.archive, (OTF2_LocationRef)(snapshot[k]->index - 1));
            if (defs)
                otf2_check(&w, OTF2_Archive_CloseDefWriter(w.archive, defs));
            else
                w.failed = 1;
        }
        otf2_check(&w, OTF2_Archive_CloseDefFiles(w.archive));
        if (!w.failed)
            otf2_definitions(&w, snapshot, count, events, t);
        otf2_check(&w, OTF2_Archive_Close(w.archive));
    }
    free(events);
    OTF2_Error_RegisterCallback(previous, NULL);
    moved = !w.failed && rename(tmp, path) == 0;
    if (!w.failed && !moved && (errno == ENOTEMPTY || errno == EEXIST) && remove_archive(path))
        moved = rename(tmp, path) == 0;  /* an archive of an earlier process with this pid */
    if (!moved) {
        if (verbose)
            fprintf(stderr, "srcinst-trace: cannot write %s%s%s\n", path, w.failed ? "" : ": ",
                    w.failed ? "" : strerror(errno));
        remove_archive(tmp);
    }
    return moved;
}
