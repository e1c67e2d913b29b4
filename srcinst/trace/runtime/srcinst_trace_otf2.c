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

/* By kind (SRCINST_KIND_*); an MPI call's by its name (otf2_mpi_role). */
static const OTF2_RegionRole otf2_region_roles[KINDS] = {
    OTF2_REGION_ROLE_FUNCTION, OTF2_REGION_ROLE_LOOP, OTF2_REGION_ROLE_CODE, OTF2_REGION_ROLE_CODE,
    OTF2_REGION_ROLE_WRAPPER, OTF2_REGION_ROLE_FUNCTION, OTF2_REGION_ROLE_CODE
};

/* MPI calls as Score-P defines them: role and collective operation. */
static const struct { const char *name; OTF2_RegionRole role; int op; } otf2_mpi_calls[] = {
    { "MPI_Barrier", OTF2_REGION_ROLE_BARRIER, OTF2_COLLECTIVE_OP_BARRIER },
    { "MPI_Bcast", OTF2_REGION_ROLE_COLL_ONE2ALL, OTF2_COLLECTIVE_OP_BCAST },
    { "MPI_Scatter", OTF2_REGION_ROLE_COLL_ONE2ALL, OTF2_COLLECTIVE_OP_SCATTER },
    { "MPI_Gather", OTF2_REGION_ROLE_COLL_ALL2ONE, OTF2_COLLECTIVE_OP_GATHER },
    { "MPI_Reduce", OTF2_REGION_ROLE_COLL_ALL2ONE, OTF2_COLLECTIVE_OP_REDUCE },
    { "MPI_Allreduce", OTF2_REGION_ROLE_COLL_ALL2ALL, OTF2_COLLECTIVE_OP_ALLREDUCE },
    { "MPI_Allgather", OTF2_REGION_ROLE_COLL_ALL2ALL, OTF2_COLLECTIVE_OP_ALLGATHER },
    { "MPI_Alltoall", OTF2_REGION_ROLE_COLL_ALL2ALL, OTF2_COLLECTIVE_OP_ALLTOALL },
    { "MPI_Send", OTF2_REGION_ROLE_POINT2POINT, -1 }, { "MPI_Ssend", OTF2_REGION_ROLE_POINT2POINT, -1 },
    { "MPI_Bsend", OTF2_REGION_ROLE_POINT2POINT, -1 }, { "MPI_Rsend", OTF2_REGION_ROLE_POINT2POINT, -1 },
    { "MPI_Recv", OTF2_REGION_ROLE_POINT2POINT, -1 }, { "MPI_Sendrecv", OTF2_REGION_ROLE_POINT2POINT, -1 },
    { "MPI_Isend", OTF2_REGION_ROLE_POINT2POINT, -1 }, { "MPI_Irecv", OTF2_REGION_ROLE_POINT2POINT, -1 },
    { "MPI_Wait", OTF2_REGION_ROLE_POINT2POINT, -1 }, { "MPI_Waitall", OTF2_REGION_ROLE_POINT2POINT, -1 },
    { NULL, OTF2_REGION_ROLE_FUNCTION, -1 }
};

/* MPI calls and OpenMP constructs belong to their paradigms, the rest to the user's code. */
static OTF2_Paradigm otf2_paradigm(int kind)
{
    return kind == SRCINST_KIND_mpi ? OTF2_PARADIGM_MPI : kind == SRCINST_KIND_omp ? OTF2_PARADIGM_OPENMP
                                                                                    : OTF2_PARADIGM_USER;
}

static int otf2_mpi_call(const char *name)
{
    int i;
    for (i = 0; otf2_mpi_calls[i].name; i++)
        if (!strcmp(otf2_mpi_calls[i].name, name))
            break;
    return i;
}

static OTF2_RegionRole otf2_role(const char *name, int kind)
{
    return kind == SRCINST_KIND_mpi ? otf2_mpi_calls[otf2_mpi_call(name)].role : otf2_region_roles[kind];
}

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

/* regions, comms: the archive's numbers of the process's routines and
   communicators (NULL: the same); messages: the MPI records to write
   among the calls (only in a job's archive, which defines communicators). */
typedef struct otf2_location {
    otf2_writer_t *w;
    OTF2_EvtWriter *out;
    const OTF2_StringRef *end_strings;
    uint64_t last;             /* the location's last timestamp */
    const uint32_t *regions, *comms;
    const message_t *messages;
    uint32_t nmessages, next;
    uint64_t written;          /* records */
} otf2_location_t;

static uint32_t otf2_region(const otf2_location_t *l, uint32_t routine)
{
    return l->regions ? l->regions[routine] : routine;
}

static void otf2_message(otf2_location_t *l, const message_t *m)
{
    uint64_t time = otf2_time(m->time, &l->last);
    uint32_t comm = l->comms && m->comm < ncomms ? l->comms[m->comm] : m->comm;
    int call = m->op < nroutines ? otf2_mpi_call(routines[m->op]->name) : 0;
    if (m->type == MSG_SEND)
        otf2_check(l->w, OTF2_EvtWriter_MpiSend(l->out, NULL, time, (uint32_t)m->peer, comm, (uint32_t)m->tag,
                                                m->bytes));
    else if (m->type == MSG_RECV)
        otf2_check(l->w, OTF2_EvtWriter_MpiRecv(l->out, NULL, time, (uint32_t)m->peer, comm, (uint32_t)m->tag,
                                                m->bytes));
    else if (m->type == MSG_COLL_BEGIN)
        otf2_check(l->w, OTF2_EvtWriter_MpiCollectiveBegin(l->out, NULL, time));
    else
        otf2_check(l->w, OTF2_EvtWriter_MpiCollectiveEnd(
                             l->out, NULL, time,
                             (OTF2_CollectiveOp)(otf2_mpi_calls[call].op >= 0 ? otf2_mpi_calls[call].op
                                                                               : OTF2_COLLECTIVE_OP_BARRIER),
                             comm, m->peer >= 0 ? (uint32_t)m->peer : OTF2_UNDEFINED_UINT32, m->bytes, m->received));
    l->written++;
}

/* The MPI records before `ticks` (or at it, when `at` is 1), in order. */
static void otf2_messages_until(otf2_location_t *l, uint64_t ticks, int at)
{
    while (!l->w->failed && l->next < l->nmessages
           && (l->messages[l->next].time < ticks || (at && l->messages[l->next].time == ticks)))
        otf2_message(l, &l->messages[l->next++]);
}

static void otf2_enter(void *context, const event_t *e)
{
    otf2_location_t *l = (otf2_location_t *)context;
    otf2_messages_until(l, e->start, 0);
    if (!l->w->failed)
        otf2_check(l->w, OTF2_EvtWriter_Enter(l->out, NULL, otf2_time(e->start, &l->last),
                                              otf2_region(l, e->routine)));
    l->written++;
}

static void otf2_leave(void *context, const event_t *e)
{
    otf2_location_t *l = (otf2_location_t *)context;
    OTF2_AttributeList *attributes = NULL;
    otf2_messages_until(l, e->end, 1);
    if (l->w->failed)
        return;
    if (e->end_kind && l->w->attributes
        && OTF2_AttributeList_AddStringRef(l->w->attributes, 0, l->end_strings[e->end_kind]) == OTF2_SUCCESS)
        attributes = l->w->attributes;
    otf2_check(l->w, OTF2_EvtWriter_Leave(l->out, attributes, otf2_time(e->end, &l->last),
                                          otf2_region(l, e->routine)));
    l->written++;
}

/* Writes the thread's calls as Enter and Leave events (see build_call_tree);
   returns the records written. */
static uint64_t otf2_thread_events(otf2_writer_t *w, OTF2_EvtWriter *out, const thread_state_t *ts,
                                   OTF2_StringRef end_strings[3], const uint32_t *regions, const uint32_t *comm_map)
{
    otf2_location_t location;
    call_tree_t tree;
    memset(&location, 0, sizeof location);
    location.w = w;
    location.out = out;
    location.end_strings = end_strings;
    location.regions = regions;
    location.comms = comm_map;
    if (comm_map) {
        location.messages = ts->messages;
        location.nmessages = ts->nmessages;
    }
    if (!build_call_tree(ts, &tree)) {
        if (verbose)
            fprintf(stderr, "srcinst-trace: OTF2: out of memory for thread %d's %lu events\n", ts->index,
                    (unsigned long)tree.n);
        w->failed = 1;
        return 0;
    }
    walk_call_tree(&tree, otf2_enter, otf2_leave, &location);
    otf2_messages_until(&location, UINT64_MAX, 1);
    free_call_tree(&tree);
    if (location.last > w->last_time)
        w->last_time = location.last;
    return location.written;
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

/* Region i's definition; a throttled region says so in its description
   (TAU marks its name). */
static void otf2_write_region(otf2_writer_t *w, otf2_strings_t *s, uint32_t i, const char *name_text,
                              const char *file_text, int line, int kind, int throttled)
{
    OTF2_StringRef name = otf2_string(w, s, name_text), file = otf2_string(w, s, file_text);
    OTF2_StringRef about = otf2_string(w, s, throttled ? "throttled: its later calls are in the profile only" : "");
    otf2_check(w, OTF2_GlobalDefWriter_WriteRegion(s->defs, i, name, name, about, otf2_role(name_text, kind),
                                                   otf2_paradigm(kind),
                                                   kind == SRCINST_KIND_phase ? OTF2_REGION_FLAG_PHASE
                                                                              : OTF2_REGION_FLAG_NONE,
                                                   file, line > 0 ? (uint32_t)line : 0, 0));
}

/* The attribute an unusual end carries, and the system tree's one node (this host). */
static void otf2_write_end_attribute_and_node(otf2_writer_t *w, otf2_strings_t *s)
{
    char host[256];
    otf2_check(w, OTF2_GlobalDefWriter_WriteAttribute(
                      s->defs, 0, otf2_string(w, s, "end"),
                      otf2_string(w, s, "how a call ended if not by returning: unwound or open_at_exit"),
                      OTF2_TYPE_STRING));
    if (gethostname(host, sizeof host) != 0)
        strcpy(host, "localhost");
    host[sizeof host - 1] = '\0';
    otf2_check(w, OTF2_GlobalDefWriter_WriteSystemTreeNode(s->defs, 0, otf2_string(w, s, host),
                                                           otf2_string(w, s, "node"),
                                                           OTF2_UNDEFINED_SYSTEM_TREE_NODE));
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
    char text[64];
    uint32_t i, size = 64;
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
    otf2_string(w, &s, "");                       /* 0: the empty string */
    otf2_string(w, &s, end_names[END_UNWOUND]);   /* 1 and 2: see write_otf2 */
    otf2_string(w, &s, end_names[END_OPEN]);
    for (i = 0; i < nroutines; i++)
        otf2_write_region(w, &s, i, routines[i]->name, routines[i]->file, routines[i]->line, routines[i]->kind,
                          throttle_marked(i));
    otf2_write_end_attribute_and_node(w, &s);
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
    otf2_property(w, "SRCINST::THROTTLED_ROUTINES", t->throttled_routines);
    otf2_property(w, "SRCINST::THROTTLED_EVENTS", t->throttled);
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
    char tmp[sizeof prefix + 128], host[256];
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
                otf2_thread_events(&w, out, ts, end_strings, NULL, NULL);
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

#ifdef SRCINST_HAVE_MPI
/* --- one archive per MPI job ------------------------------------------------------ */

/* With MPI, the archive is written in MPI_Finalize by all ranks together,
   through OTF2's MPI collective callbacks (OTF2_MPI_Collectives.h, on the
   PMPI calls): PREFIX.otf2/, a location group per rank ("MPI Rank N"), a
   location per thread (number: rank << 32 | thread - 1), the regions and
   communicators of all ranks unified (the same name, file, line and kind is
   one region; a communicator is its members), MPI records as Score-P
   writes them (MpiSend, MpiRecv, MpiCollectiveBegin and End), and the
   communicators defined as Score-P does (a COMM_LOCATIONS group of the
   ranks, a COMM_GROUP per communicator). */
#define OTF2_MPI_USE_PMPI
#include <otf2/OTF2_MPI_Collectives.h>

typedef struct bytes_out {
    char *p;
    size_t len, cap;
    int failed;
} bytes_out_t;

static void put_bytes(bytes_out_t *b, const void *data, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 4096;
        char *grown;
        while (cap < b->len + n)
            cap *= 2;
        if (!(grown = (char *)realloc(b->p, cap))) {
            b->failed = 1;
            return;
        }
        b->p = grown;
        b->cap = cap;
    }
    memcpy(b->p + b->len, data, n);
    b->len += n;
}

static void put_u64(bytes_out_t *b, uint64_t v)
{
    put_bytes(b, &v, sizeof v);
}

static void put_text(bytes_out_t *b, const char *s)
{
    put_bytes(b, s, strlen(s) + 1);
}

typedef struct bytes_in {
    const char *p, *end;
    int failed;
} bytes_in_t;

static uint64_t get_u64(bytes_in_t *b)
{
    uint64_t v = 0;
    if (b->p + sizeof v > b->end)
        b->failed = 1;
    else {
        memcpy(&v, b->p, sizeof v);
        b->p += sizeof v;
    }
    return v;
}

static const char *get_text(bytes_in_t *b)
{
    const char *s = b->p;
    const char *nul = b->failed ? NULL : (const char *)memchr(b->p, '\0', (size_t)(b->end - b->p));
    if (!nul) {
        b->failed = 1;
        return "";
    }
    b->p = nul + 1;
    return s;
}

/* Every rank's bytes, in rank order (Allgatherv); NULL when out of memory. */
static char *gather_all(const bytes_out_t *mine, int ranks, int **offsets_out)
{
    int *lengths = (int *)calloc((size_t)ranks * 2 + 1, sizeof *lengths), *offsets, total = 0, k;
    int len = mine->failed ? 0 : (int)mine->len;
    char *all = NULL;
    if (!lengths)
        return NULL;
    offsets = lengths + ranks;
    PMPI_Allgather(&len, 1, MPI_INT, lengths, 1, MPI_INT, MPI_COMM_WORLD);
    for (k = 0; k < ranks; k++) {
        offsets[k] = total;
        total += lengths[k];
    }
    offsets[ranks] = total;
    all = (char *)malloc((size_t)total + 1);
    /* Every rank takes part, memory or not, or the others would wait. */
    PMPI_Allgatherv(mine->p, len, MPI_BYTE, all ? all : (char *)lengths, lengths, offsets, MPI_BYTE,
                    MPI_COMM_WORLD);
    memmove(lengths, offsets, ((size_t)ranks + 1) * sizeof *lengths);
    *offsets_out = lengths;
    return all;
}

typedef struct job_region {
    const char *name, *file;
    int line, kind;
} job_region_t;

typedef struct job_comm {
    int size;
    const char *world;         /* size int32s, in a gathered buffer */
    const char *name;
} job_comm_t;

/* The ranks' routines and communicators unified: the same ones on every
   rank, in the order of the ranks, so every rank computes the same numbers. */
typedef struct job_defs {
    char *all;
    int *offsets;
    job_region_t *regions;
    uint32_t nregions;
    job_comm_t *comms;
    uint32_t ncomms;
    uint32_t *region_map, *comm_map;   /* this rank's numbers -> the archive's */
} job_defs_t;

static int unify_definitions(job_defs_t *d, int ranks)
{
    bytes_out_t mine = { NULL, 0, 0, 0 };
    uint32_t i, total = 0, *table = NULL, mask = 63;
    int r, k, ok = 1;
    put_u64(&mine, nroutines);
    for (i = 0; i < nroutines; i++) {
        put_u64(&mine, (uint64_t)(int64_t)routines[i]->line);
        put_u64(&mine, (uint64_t)routines[i]->kind);
        put_text(&mine, routines[i]->name);
        put_text(&mine, routines[i]->file);
    }
    put_u64(&mine, ncomms);
    for (i = 0; i < ncomms; i++) {
        put_u64(&mine, (uint64_t)comms[i].size);
        put_text(&mine, comms[i].name);
        for (k = 0; k < comms[i].size; k++) {
            int32_t w = comms[i].world[k];
            put_bytes(&mine, &w, sizeof w);
        }
    }
    d->all = gather_all(&mine, ranks, &d->offsets);
    free(mine.p);
    if (!d->all || !d->offsets)
        return 0;
    for (r = 0; r < ranks; r++) {   /* an upper bound of the regions, for the table */
        bytes_in_t in = { d->all + d->offsets[r], d->all + d->offsets[r + 1], 0 };
        total += (uint32_t)get_u64(&in);
    }
    while (mask < 2 * total + 2)
        mask = mask * 2 + 1;
    table = (uint32_t *)calloc((size_t)mask + 1, sizeof *table);
    d->regions = (job_region_t *)calloc((size_t)total + 1, sizeof *d->regions);
    d->region_map = (uint32_t *)calloc((size_t)nroutines + 1, sizeof *d->region_map);
    d->comm_map = (uint32_t *)calloc((size_t)ncomms + 1, sizeof *d->comm_map);
    if (!table || !d->regions || !d->region_map || !d->comm_map)
        ok = 0;
    for (r = 0; r < ranks && ok; r++) {
        bytes_in_t in = { d->all + d->offsets[r], d->all + d->offsets[r + 1], 0 };
        uint32_t n = (uint32_t)get_u64(&in), c;
        for (i = 0; i < n && !in.failed; i++) {
            job_region_t g;
            uint32_t h, j;
            g.line = (int)(int64_t)get_u64(&in);
            g.kind = (int)get_u64(&in);
            g.name = get_text(&in);
            g.file = get_text(&in);
            for (h = (hash_routine(g.name, g.file, g.line) ^ (uint32_t)g.kind) & mask; (j = table[h]) != 0;
                 h = (h + 1) & mask) {
                const job_region_t *o = &d->regions[j - 1];
                if (o->line == g.line && o->kind == g.kind && !strcmp(o->name, g.name) && !strcmp(o->file, g.file))
                    break;
            }
            if (!j) {
                d->regions[d->nregions] = g;
                table[h] = j = ++d->nregions;
            }
            if (r == mpi_rank && i < nroutines)
                d->region_map[i] = j - 1;
        }
        c = (uint32_t)get_u64(&in);
        for (i = 0; i < c && !in.failed; i++) {
            job_comm_t g;
            uint32_t j;
            job_comm_t *grown;
            g.size = (int)get_u64(&in);
            g.name = get_text(&in);
            g.world = in.p;
            if (g.size < 0 || in.p + (size_t)g.size * 4 > in.end) {
                in.failed = 1;
                break;
            }
            in.p += (size_t)g.size * 4;
            for (j = 0; j < d->ncomms; j++)
                if (d->comms[j].size == g.size && !memcmp(d->comms[j].world, g.world, (size_t)g.size * 4))
                    break;
            if (j == d->ncomms) {
                if (!(grown = (job_comm_t *)realloc(d->comms, (d->ncomms + 1) * sizeof *grown))) {
                    ok = 0;
                    break;
                }
                d->comms = grown;
                d->comms[d->ncomms++] = g;
            }
            if (r == mpi_rank && i < ncomms)
                d->comm_map[i] = j;
        }
        ok &= !in.failed;
    }
    free(table);
    return ok;
}

static void free_job_defs(job_defs_t *d)
{
    free(d->all);
    free(d->offsets);
    free(d->regions);
    free(d->comms);
    free(d->region_map);
    free(d->comm_map);
}

static OTF2_LocationRef job_location(int rank, int thread)
{
    return (OTF2_LocationRef)rank << 32 | (OTF2_LocationRef)(thread - 1);
}

/* Rank 0: the definitions, from every rank's locations (gathered after
   their events: index, records), clock and counts. */
static void job_definitions(otf2_writer_t *w, const job_defs_t *d, const char *all, const int *offsets, int ranks)
{
    OTF2_GlobalDefWriter *defs = OTF2_Archive_GetGlobalDefWriter(w->archive);
    otf2_strings_t s;
    uint64_t first = UINT64_MAX, last = 0, sums[6] = { 0, 0, 0, 0, 0, 0 };
    uint64_t *members = (uint64_t *)calloc((size_t)ranks + 1, sizeof *members);
    char text[64];
    uint32_t i, size = 64;
    int r, k;
    static const char *const sum_names[6] = { "SRCINST::THREADS", "SRCINST::THREADS_BUSY_AT_EXIT",
                                              "SRCINST::DROPPED_EVENTS", "SRCINST::UNWOUND_FRAMES",
                                              "SRCINST::MISMATCHED_EXITS", "SRCINST::OPEN_AT_EXIT" };
    if (!defs || !members) {
        w->failed = 1;
        free(members);
        return;
    }
    while (size < 2 * (d->nregions * 2 + d->ncomms + 64 * (uint32_t)ranks + 16))
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
    for (r = 0; r < ranks; r++) {
        bytes_in_t in = { all + offsets[r], all + offsets[r + 1], 0 };
        uint64_t o = get_u64(&in), l = get_u64(&in);
        if (in.failed)
            continue;
        first = o < first ? o : first;
        last = l > last ? l : last;
        for (k = 0; k < 6; k++)
            sums[k] += get_u64(&in);
    }
    if (first == UINT64_MAX)
        first = last = origin_ns;
#if OTF2_VERSION_MAJOR >= 3
    otf2_check(w, OTF2_GlobalDefWriter_WriteClockProperties(defs, 1000000000u, first, last - first,
                                                            OTF2_UNDEFINED_TIMESTAMP));
#else
    otf2_check(w, OTF2_GlobalDefWriter_WriteClockProperties(defs, 1000000000u, first, last - first));
#endif
    otf2_string(w, &s, "");                       /* 0: the empty string */
    otf2_string(w, &s, end_names[END_UNWOUND]);   /* 1 and 2: see write_otf2 */
    otf2_string(w, &s, end_names[END_OPEN]);
    for (i = 0; i < d->nregions; i++) {
        const job_region_t *g = &d->regions[i];
        otf2_write_region(w, &s, i, g->name, g->file, g->line, g->kind, 0);
    }
    otf2_write_end_attribute_and_node(w, &s);
    for (r = 0; r < ranks; r++) {
        bytes_in_t in = { all + offsets[r], all + offsets[r + 1], 0 };
        uint64_t n;
        snprintf(text, sizeof text, "MPI Rank %d", r);
#if OTF2_VERSION_MAJOR >= 3
        otf2_check(w, OTF2_GlobalDefWriter_WriteLocationGroup(defs, (OTF2_LocationGroupRef)r, otf2_string(w, &s, text),
                                                              OTF2_LOCATION_GROUP_TYPE_PROCESS, 0,
                                                              OTF2_UNDEFINED_LOCATION_GROUP));
#else
        otf2_check(w, OTF2_GlobalDefWriter_WriteLocationGroup(defs, (OTF2_LocationGroupRef)r, otf2_string(w, &s, text),
                                                              OTF2_LOCATION_GROUP_TYPE_PROCESS, 0));
#endif
        for (k = 0; k < 8; k++)
            get_u64(&in);
        n = get_u64(&in);
        members[r] = OTF2_UNDEFINED_LOCATION;
        for (; n > 0 && !in.failed; n--) {
            int index = (int)get_u64(&in);
            uint64_t records = get_u64(&in);
            if (in.failed)
                break;
            if (members[r] == OTF2_UNDEFINED_LOCATION || job_location(r, index) < members[r])
                members[r] = job_location(r, index);   /* the rank's first thread */
            snprintf(text, sizeof text, "thread %d", index);
            otf2_check(w, OTF2_GlobalDefWriter_WriteLocation(defs, job_location(r, index), otf2_string(w, &s, text),
                                                             OTF2_LOCATION_TYPE_CPU_THREAD, records,
                                                             (OTF2_LocationGroupRef)r));
        }
    }
    /* Communicators as Score-P defines them: group 0 lists each rank's
       first location; a communicator's group lists its members' ranks. */
    otf2_check(w, OTF2_GlobalDefWriter_WriteGroup(defs, 0, otf2_string(w, &s, "MPI locations"),
                                                  OTF2_GROUP_TYPE_COMM_LOCATIONS, OTF2_PARADIGM_MPI,
                                                  OTF2_GROUP_FLAG_NONE, (uint32_t)ranks, members));
    for (i = 0; i < d->ncomms; i++) {
        const job_comm_t *c = &d->comms[i];
        uint64_t *ranks_of = (uint64_t *)calloc((size_t)c->size + 1, sizeof *ranks_of);
        OTF2_StringRef name = otf2_string(w, &s, c->name);
        if (!ranks_of) {
            w->failed = 1;
            break;
        }
        for (k = 0; k < c->size; k++) {
            int32_t v;
            memcpy(&v, c->world + (size_t)k * 4, 4);
            ranks_of[k] = (uint64_t)v;
        }
        otf2_check(w, OTF2_GlobalDefWriter_WriteGroup(defs, 1 + i, name, OTF2_GROUP_TYPE_COMM_GROUP,
                                                      OTF2_PARADIGM_MPI, OTF2_GROUP_FLAG_NONE, (uint32_t)c->size,
                                                      ranks_of));
#if OTF2_VERSION_MAJOR >= 3
        otf2_check(w, OTF2_GlobalDefWriter_WriteComm(defs, i, name, 1 + i, OTF2_UNDEFINED_COMM, OTF2_COMM_FLAG_NONE));
#else
        otf2_check(w, OTF2_GlobalDefWriter_WriteComm(defs, i, name, 1 + i, OTF2_UNDEFINED_COMM));
#endif
        free(ranks_of);
    }
    otf2_property(w, "SRCINST::RANKS", (uint64_t)ranks);
    for (k = 0; k < 6; k++)
        otf2_property(w, sum_names[k], sums[k]);
done:
    for (i = 0; s.text && i < s.count; i++)
        free(s.text[i]);
    free(s.table);
    free(s.text);
    free(members);
}

/* Whether every rank says yes (collective). */
static int all_ranks(int yes)
{
    int all = 0;
    PMPI_Allreduce(&yes, &all, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    return all;
}

/* Called by every rank in MPI_Finalize (finish_job), with the lock held.
   Each step is taken by all ranks, also after a failure, so that none waits
   for another forever. */
static int write_otf2_job(const char *path, thread_state_t **snapshot, int count, const totals_t *t)
{
    char tmp[sizeof prefix + 128], host[256];
    otf2_writer_t w;
    OTF2_ErrorCallback previous = OTF2_Error_RegisterCallback(otf2_error, NULL);
    OTF2_StringRef end_strings[3] = { 0, 1, 2 };   /* see otf2_definitions */
    job_defs_t d;
    bytes_out_t mine = { NULL, 0, 0, 0 };
    char *all = NULL;
    int *offsets = NULL, ranks = mpi_size, k, ready, moved = 0;
    uint64_t *records = (uint64_t *)calloc((size_t)count + 1, sizeof *records);
    memset(&w, 0, sizeof w);
    memset(&d, 0, sizeof d);
    w.last_time = origin_ns;
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    ready = 1;
    if (mpi_rank == 0) {
        remove_archive(tmp);
        ready = mkdir(tmp, 0777) == 0;
        if (!ready && verbose)
            fprintf(stderr, "srcinst-trace: cannot write %s: %s\n", tmp, strerror(errno));
    }
    ready = all_ranks(ready && records != NULL) && all_ranks(unify_definitions(&d, ranks));
    if (ready) {
        w.archive = OTF2_Archive_Open(tmp, "traces", OTF2_FILEMODE_WRITE, OTF2_CHUNK_SIZE_EVENTS_DEFAULT,
                                      OTF2_CHUNK_SIZE_DEFINITIONS_DEFAULT, OTF2_SUBSTRATE_POSIX,
                                      OTF2_COMPRESSION_NONE);
        ready = all_ranks(w.archive != NULL
                          && OTF2_MPI_Archive_SetCollectiveCallbacks(w.archive, MPI_COMM_WORLD, MPI_COMM_NULL)
                                 == OTF2_SUCCESS);
    }
    if (ready) {
        otf2_check(&w, OTF2_Archive_SetFlushCallbacks(w.archive, &otf2_flush_callbacks, NULL));
        otf2_check(&w, OTF2_Archive_SetCreator(w.archive, "srcinst trace runtime"));
        otf2_check(&w, OTF2_Archive_SetDescription(w.archive, program));
        if (gethostname(host, sizeof host) == 0) {
            host[sizeof host - 1] = '\0';
            otf2_check(&w, OTF2_Archive_SetMachineName(w.archive, host));
        }
        otf2_check(&w, OTF2_Archive_OpenEvtFiles(w.archive));
        w.attributes = OTF2_AttributeList_New();
        for (k = 0; k < count && !w.failed; k++) {
            thread_state_t *ts = snapshot[k];
            OTF2_EvtWriter *out;
            if (ts->busy_at_exit)
                continue;
            out = OTF2_Archive_GetEvtWriter(w.archive, job_location(mpi_rank, ts->index));
            if (!out) {
                w.failed = 1;
                break;
            }
            if (count_events(ts) || ts->nmessages)
                records[k] = otf2_thread_events(&w, out, ts, end_strings, d.region_map, d.comm_map);
            otf2_check(&w, OTF2_Archive_CloseEvtWriter(w.archive, out));
        }
        if (w.attributes)
            OTF2_AttributeList_Delete(w.attributes);
        otf2_check(&w, OTF2_Archive_CloseEvtFiles(w.archive));
        otf2_check(&w, OTF2_Archive_OpenDefFiles(w.archive));
        for (k = 0; k < count && !w.failed; k++) {
            OTF2_DefWriter *defs;
            if (snapshot[k]->busy_at_exit)
                continue;
            defs = OTF2_Archive_GetDefWriter(w.archive, job_location(mpi_rank, snapshot[k]->index));
            if (defs)
                otf2_check(&w, OTF2_Archive_CloseDefWriter(w.archive, defs));
            else
                w.failed = 1;
        }
        otf2_check(&w, OTF2_Archive_CloseDefFiles(w.archive));
        /* What rank 0 defines: clock, counts, locations with their records. */
        put_u64(&mine, origin_ns);
        put_u64(&mine, w.last_time);
        put_u64(&mine, (uint64_t)t->threads);
        put_u64(&mine, (uint64_t)t->busy);
        put_u64(&mine, t->dropped);
        put_u64(&mine, t->unwound);
        put_u64(&mine, t->mismatched);
        put_u64(&mine, t->open_at_exit);
        {
            uint64_t n = 0;
            for (k = 0; k < count; k++)
                n += !snapshot[k]->busy_at_exit;
            put_u64(&mine, n);
        }
        for (k = 0; k < count; k++)
            if (!snapshot[k]->busy_at_exit) {
                put_u64(&mine, (uint64_t)snapshot[k]->index);
                put_u64(&mine, records[k]);
            }
        all = gather_all(&mine, ranks, &offsets);
        if (mpi_rank == 0 && all && offsets && !w.failed)
            job_definitions(&w, &d, all, offsets, ranks);
        otf2_check(&w, OTF2_Archive_Close(w.archive));
        if (all_ranks(!w.failed && all != NULL) && mpi_rank == 0) {
            moved = rename(tmp, path) == 0;
            if (!moved && (errno == ENOTEMPTY || errno == EEXIST) && remove_archive(path))
                moved = rename(tmp, path) == 0;   /* an archive of an earlier job */
        }
    } else if (w.archive)
        OTF2_Archive_Close(w.archive);
    PMPI_Bcast(&moved, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (!moved) {
        if (verbose)
            fprintf(stderr, "srcinst-trace: cannot write %s\n", path);
        if (mpi_rank == 0)
            remove_archive(tmp);
    }
    free(mine.p);
    free(all);
    free(offsets);
    free(records);
    free_job_defs(&d);
    OTF2_Error_RegisterCallback(previous, NULL);
    return moved;
}
#endif /* SRCINST_HAVE_MPI */
