/*
 * srcinst_trace_perfetto.c - the timeline as a Perfetto protobuf trace
 * (SRCINST_TRACE_FORMAT=perfetto, the default), included by srcinst_trace.c.
 *
 * Why this format: ui.perfetto.dev opens it natively, and it is small and
 * cheap to write.  A call is a SLICE_BEGIN and a SLICE_END TrackEvent; names
 * and source locations are interned (sent once per thread), timestamps are
 * deltas on an incremental clock, so a call takes about 30 bytes where the
 * JSON takes 130, and no printf runs per event.
 *
 * Layout (field numbers from perfetto's protos/perfetto/trace/ files):
 *   sequence 1: the process track, a "srcinst" instant carrying the totals
 *               (the JSON's otherData), and the exit()/abort() instants;
 *               timestamps absolute, on BOOTTIME (the trace's default clock).
 *   sequence 1 + thread index: per thread, a packet clearing incremental
 *               state with packet defaults (clock 64, the thread's track),
 *               a clock snapshot tying clock 64 to BOOTTIME, the interned
 *               categories (the region kinds, iid = kind + 1), names and
 *               locations of the routines it called, the thread track, then
 *               its calls in time order (a begin names its kind's category),
 *               and between them its MPI records as instants, with interned
 *               names (iid nroutines + 1 + type) and annotation names.
 * The buffered events are in end order (callees before callers);
 * build_call_tree nests them by their depth to emit begins in order.
 */

/* TracePacket */
#define PF_TIMESTAMP 8
#define PF_SEQUENCE_ID 10
#define PF_TRACK_EVENT 11
#define PF_INTERNED_DATA 12
#define PF_SEQUENCE_FLAGS 13
#define PF_CLOCK_SNAPSHOT 6
#define PF_TIMESTAMP_CLOCK_ID 58
#define PF_PACKET_DEFAULTS 59
#define PF_TRACK_DESCRIPTOR 60
/* TrackEvent */
#define TE_CATEGORY_IIDS 3
#define TE_DEBUG_ANNOTATIONS 4
#define TE_TYPE 9
#define TE_NAME_IID 10
#define TE_TRACK_UUID 11
#define TE_NAME 23
#define TE_SOURCE_LOCATION_IID 34
/* TrackDescriptor, ProcessDescriptor, ThreadDescriptor */
#define TD_UUID 1
#define TD_NAME 2
#define TD_PROCESS 3
#define TD_THREAD 4
#define TD_PARENT_UUID 5
#define PD_PID 1
#define PD_PROCESS_NAME 6
#define THD_PID 1
#define THD_TID 2
#define THD_THREAD_NAME 5
/* InternedData, EventCategory, EventName, SourceLocation */
#define ID_EVENT_CATEGORIES 1
#define ID_EVENT_NAMES 2
#define ID_DEBUG_ANNOTATION_NAMES 3
#define ID_SOURCE_LOCATIONS 4
#define SL_IID 1
#define SL_FILE_NAME 2
#define SL_FUNCTION_NAME 3
#define SL_LINE_NUMBER 4
/* ClockSnapshot, Clock; DebugAnnotation */
#define CS_CLOCKS 1
#define CK_CLOCK_ID 1
#define CK_TIMESTAMP 2
#define CK_IS_INCREMENTAL 3
#define DA_NAME_IID 1
#define DA_UINT_VALUE 3
#define DA_STRING_VALUE 6
#define DA_NAME 10

#define SLICE_BEGIN 1
#define SLICE_END 2
#define INSTANT 3
#define SEQ_INCREMENTAL_STATE_CLEARED 1
#define SEQ_NEEDS_INCREMENTAL_STATE 2
#define CLOCK_BOOTTIME_ID 6
#define CLOCK_THREAD_ID 64     /* first sequence-scoped clock id */

/* A growable byte buffer; `failed` once memory ran out. */
typedef struct pbuf {
    unsigned char *p;
    size_t len, cap;
    int failed;
} pbuf_t;

static int pb_reserve(pbuf_t *b, size_t n)
{
    size_t cap;
    unsigned char *p;
    if (b->failed)
        return 0;
    if (b->len + n <= b->cap)
        return 1;
    cap = b->cap ? b->cap * 2 : 256;
    while (cap < b->len + n)
        cap *= 2;
    p = (unsigned char *)realloc(b->p, cap);
    if (!p) {
        b->failed = 1;
        return 0;
    }
    b->p = p;
    b->cap = cap;
    return 1;
}

static inline unsigned char *put_varint(unsigned char *p, uint64_t v)
{
    while (v >= 0x80) {
        *p++ = (unsigned char)(v | 0x80);
        v >>= 7;
    }
    *p++ = (unsigned char)v;
    return p;
}

static void pb_varint(pbuf_t *b, uint64_t v)
{
    if (pb_reserve(b, 10))
        b->len = (size_t)(put_varint(b->p + b->len, v) - b->p);
}

static void pb_uint(pbuf_t *b, unsigned field, uint64_t v)
{
    pb_varint(b, (uint64_t)field << 3);
    pb_varint(b, v);
}

static void pb_bytes(pbuf_t *b, unsigned field, const void *data, size_t n)
{
    pb_varint(b, (uint64_t)field << 3 | 2);
    pb_varint(b, n);
    if (pb_reserve(b, n)) {
        memcpy(b->p + b->len, data, n);
        b->len += n;
    }
}

/* Protobuf strings must be UTF-8: a byte that is not part of well-formed
   UTF-8 is read as Latin-1, as the JSON writer does. */
static void pb_string(pbuf_t *b, unsigned field, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    pbuf_t text = { NULL, 0, 0, 0 };
    int n;
    while (*p) {
        if (*p < 0x80)
            n = 1;
        else if ((n = utf8_length(p)) == 0) {
            if (pb_reserve(&text, 2)) {
                text.p[text.len++] = (unsigned char)(0xC0 | (*p >> 6));
                text.p[text.len++] = (unsigned char)(0x80 | (*p & 0x3F));
            }
            p++;
            continue;
        }
        if (pb_reserve(&text, (size_t)n)) {
            memcpy(text.p + text.len, p, (size_t)n);
            text.len += (size_t)n;
        }
        p += n;
    }
    pb_bytes(b, field, text.p ? (const char *)text.p : "", text.len);
    b->failed |= text.failed;
    free(text.p);
}

/* A nested message: field, then `inner`'s bytes; `inner` is emptied. */
static void pb_message(pbuf_t *b, unsigned field, pbuf_t *inner)
{
    pb_bytes(b, field, inner->p ? (const char *)inner->p : "", inner->len);
    b->failed |= inner->failed;
    inner->len = 0;
    inner->failed = 0;
}

static void pb_annotation_uint(pbuf_t *b, const char *name, uint64_t value)
{
    pbuf_t a = { NULL, 0, 0, 0 };
    pb_string(&a, DA_NAME, name);
    pb_uint(&a, DA_UINT_VALUE, value);
    pb_message(b, TE_DEBUG_ANNOTATIONS, &a);
    free(a.p);
}

static void pb_annotation_string(pbuf_t *b, const char *name, const char *value)
{
    pbuf_t a = { NULL, 0, 0, 0 };
    pb_string(&a, DA_NAME, name);
    pb_string(&a, DA_STRING_VALUE, value);
    pb_message(b, TE_DEBUG_ANNOTATIONS, &a);
    free(a.p);
}

/* Writes a Trace's `packet` field (1) holding `packet`, and empties it. */
static void emit_packet(FILE *out, pbuf_t *packet)
{
    unsigned char head[11], *end = head;
    *end++ = 0x0A;
    end = put_varint(end, packet->len);
    fwrite(head, 1, (size_t)(end - head), out);
    fwrite(packet->p, 1, packet->len, out);
    packet->len = 0;
}

static uint64_t boottime_minus_monotonic(void)
{
#ifdef CLOCK_BOOTTIME
    struct timespec t;
    if (clock_gettime(CLOCK_BOOTTIME, &t) == 0) {
        uint64_t boot = (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
        uint64_t mono = monotonic_ns();
        return boot > mono ? boot - mono : 0;
    }
#endif
    return 0;
}

static uint64_t process_uuid(void)
{
    return (uint64_t)getpid() << 20;
}

static uint64_t thread_uuid(const thread_state_t *ts)
{
    return process_uuid() + (uint64_t)ts->index;
}

/* Sequence 1: the process track and the totals. */
static void write_process_packets(FILE *out, pbuf_t *pk, uint64_t boot_origin, const totals_t *t)
{
    pbuf_t a = { NULL, 0, 0, 0 }, b = { NULL, 0, 0, 0 };
    pb_uint(pk, PF_SEQUENCE_ID, 1);
    pb_uint(pk, PF_SEQUENCE_FLAGS, SEQ_INCREMENTAL_STATE_CLEARED);
    char name[sizeof program + 32];
    int rank = process_rank(), size = job_size();
    if (rank >= 0)
        snprintf(name, sizeof name, "%s (rank %d)", program, rank);
    else
        snprintf(name, sizeof name, "%s", program);
    pb_uint(&b, PD_PID, (uint64_t)getpid());
    pb_string(&b, PD_PROCESS_NAME, name);
    pb_uint(&a, TD_UUID, process_uuid());
    pb_message(&a, TD_PROCESS, &b);
    pb_message(pk, PF_TRACK_DESCRIPTOR, &a);
    emit_packet(out, pk);

    /* What the JSON keeps in otherData, as the annotations of one instant at
       the start of the process (srcinst report reads them). */
    pb_uint(pk, PF_SEQUENCE_ID, 1);
    pb_uint(pk, PF_TIMESTAMP, boot_origin);
    pb_uint(pk, PF_TIMESTAMP_CLOCK_ID, CLOCK_BOOTTIME_ID);
    pb_uint(&a, TE_TYPE, INSTANT);
    pb_uint(&a, TE_TRACK_UUID, process_uuid());
    pb_string(&a, TE_NAME, "srcinst");
    pb_annotation_uint(&a, "srcinst_trace", 1);
    pb_annotation_uint(&a, "pid", (uint64_t)getpid());
    pb_annotation_string(&a, "program", program);
    pb_annotation_string(&a, "clock", use_tsc ? "tsc" : "monotonic");
    pb_annotation_uint(&a, "threads", (uint64_t)t->threads);
    pb_annotation_uint(&a, "threads_busy_at_exit", (uint64_t)t->busy);
    pb_annotation_uint(&a, "dropped_events", t->dropped);
    pb_annotation_uint(&a, "unwound_frames", t->unwound);
    pb_annotation_uint(&a, "mismatched_exits", t->mismatched);
    pb_annotation_uint(&a, "open_at_exit", t->open_at_exit);
    pb_annotation_uint(&a, "throttled_routines", t->throttled_routines);
    pb_annotation_uint(&a, "throttled_events", t->throttled);
    if (rank >= 0) {
        pb_annotation_uint(&a, "rank", (uint64_t)rank);
        if (size > 0)
            pb_annotation_uint(&a, "ranks", (uint64_t)size);
    }
    if (rank >= 0 && ncomms) {
        uint32_t c;
        int k;
        pb_annotation_uint(&a, "mpi_records_dropped", messages_dropped);
        for (c = 0; c < ncomms; c++) {   /* "mpi_comm 0": "0 1 2 3", its members' world ranks */
            char key[32], *members = (char *)malloc((size_t)comms[c].size * 12 + 1);
            size_t len = 0;
            if (!members)
                continue;
            members[0] = '\0';
            for (k = 0; k < comms[c].size; k++)
                len += (size_t)sprintf(members + len, "%s%d", k ? " " : "", comms[c].world[k]);
            snprintf(key, sizeof key, "mpi_comm %u", c);
            pb_annotation_string(&a, key, members);
            free(members);
        }
    }
    pb_message(pk, PF_TRACK_EVENT, &a);
    emit_packet(out, pk);
    free(a.p);
    free(b.p);
}

/* The track of an instant on thread `thread`: that thread's where one was
   described, else the process's. */
static uint64_t instant_track(thread_state_t **snapshot, int count, int thread)
{
    uint64_t track = process_uuid();
    int i;
    for (i = 0; i < count; i++)
        if (snapshot[i]->index == thread && !snapshot[i]->busy_at_exit && snapshot[i]->first)
            track = thread_uuid(snapshot[i]);
    return track;
}

/* An instant's packet head and its event's type, track and name (sequence
   1: absolute times); the caller adds annotations and emits it. */
static void start_instant(pbuf_t *pk, pbuf_t *a, uint64_t at_ns, uint64_t track, const char *name)
{
    pb_uint(pk, PF_SEQUENCE_ID, 1);
    pb_uint(pk, PF_TIMESTAMP, at_ns);
    pb_uint(pk, PF_TIMESTAMP_CLOCK_ID, CLOCK_BOOTTIME_ID);
    pb_uint(a, TE_TYPE, INSTANT);
    pb_uint(a, TE_TRACK_UUID, track);
    pb_string(a, TE_NAME, name);
}

static void write_instants(FILE *out, pbuf_t *pk, uint64_t boot_origin, thread_state_t **snapshot, int count)
{
    const instant_t *in;
    pbuf_t a = { NULL, 0, 0, 0 };
    for (in = instants; in; in = in->next) {
        start_instant(pk, &a, boot_origin + ticks_to_ns(in->time), instant_track(snapshot, count, in->thread),
                      "exit");
        pb_annotation_string(&a, "routine", in->routine);
        pb_annotation_string(&a, "file", in->file);
        pb_annotation_uint(&a, "line", (uint64_t)(in->line > 0 ? in->line : 0));
        pb_message(pk, PF_TRACK_EVENT, &a);
        emit_packet(out, pk);
    }
    free(a.p);
}

/* Where the throttle rule stopped a routine's calls on a thread: an instant
   "throttled" on its track (the process track where it kept no calls). */
static void write_throttle_marks(FILE *out, pbuf_t *pk, uint64_t boot_origin, thread_state_t **snapshot,
                                 int count)
{
    const throttle_mark_t *m;
    pbuf_t a = { NULL, 0, 0, 0 };
    for (m = throttle_marks; m; m = m->next) {
        const routine_t *r = routines[m->routine];
        start_instant(pk, &a, boot_origin + ticks_to_ns(m->time), instant_track(snapshot, count, m->thread),
                      "throttled");
        pb_annotation_string(&a, "routine", r->name);
        pb_annotation_string(&a, "file", r->file);
        pb_annotation_uint(&a, "line", (uint64_t)(r->line > 0 ? r->line : 0));
        pb_annotation_string(&a, "kind", kind_names[r->kind]);
        pb_annotation_uint(&a, "calls", m->calls);
        pb_annotation_uint(&a, "ns_per_call", throttle_mark_ns_per_call(m));
        pb_message(pk, PF_TRACK_EVENT, &a);
        emit_packet(out, pk);
    }
    free(a.p);
}

/* The annotation names of MPI records, interned per thread sequence
   (iid = index + 1): a record then names each in two bytes. */
static const char *const message_keys[] = { "peer", "world_peer", "tag", "comm", "bytes", "call", "root",
                                            "received" };
enum { MK_PEER = 1, MK_WORLD_PEER, MK_TAG, MK_COMM, MK_BYTES, MK_CALL, MK_ROOT, MK_RECEIVED };

/* The interned name of an MPI record's instant: after the routines'. */
static uint64_t message_name_iid(uint32_t type)
{
    return (uint64_t)nroutines + 1 + type;
}

/* The first packets of a thread's sequence: state, clock, names, track. */
static void write_thread_head(FILE *out, pbuf_t *pk, const thread_state_t *ts, uint32_t seq,
                              uint64_t boot_origin)
{
    pbuf_t a = { NULL, 0, 0, 0 }, b = { NULL, 0, 0, 0 };
    char name[32];
    unsigned char *used = (unsigned char *)calloc(nroutines ? nroutines : 1, 1);
    const chunk_t *c;
    uint32_t i, k;
    pk->failed |= !used;
    pb_uint(pk, PF_SEQUENCE_ID, seq);
    pb_uint(pk, PF_SEQUENCE_FLAGS, SEQ_INCREMENTAL_STATE_CLEARED | SEQ_NEEDS_INCREMENTAL_STATE);
    pb_uint(&b, TE_TRACK_UUID, thread_uuid(ts));                 /* TrackEventDefaults */
    pb_uint(&a, PF_TIMESTAMP_CLOCK_ID, CLOCK_THREAD_ID);
    pb_message(&a, PF_TRACK_EVENT, &b);
    pb_message(pk, PF_PACKET_DEFAULTS, &a);
    /* Clock 64 counts ns since the runtime's origin, in deltas; the
       snapshot says where 0 lies on BOOTTIME. */
    pb_uint(&b, CK_CLOCK_ID, CLOCK_THREAD_ID);
    pb_uint(&b, CK_TIMESTAMP, 0);
    pb_uint(&b, CK_IS_INCREMENTAL, 1);
    pb_message(&a, CS_CLOCKS, &b);
    pb_uint(&b, CK_CLOCK_ID, CLOCK_BOOTTIME_ID);
    pb_uint(&b, CK_TIMESTAMP, boot_origin);
    pb_message(&a, CS_CLOCKS, &b);
    pb_message(pk, PF_CLOCK_SNAPSHOT, &a);
    for (i = 0; i < KINDS; i++) {                                 /* EventCategory */
        pb_uint(&b, 1, (uint64_t)i + 1);
        pb_string(&b, 2, kind_names[i]);
        pb_message(&a, ID_EVENT_CATEGORIES, &b);
    }
    /* Interned: iid = routine index + 1, the same in every sequence; the
       routines are those of the thread's events (an ended thread has given
       its slots back). */
    for (c = ts->first; c && used; c = c->next)
        for (k = 0; k < c->count; k++)
            used[c->events[k].routine] = 1;
    for (i = 0; i < nroutines; i++) {
        const routine_t *r = routines[i];
        uint64_t iid = (uint64_t)i + 1;
        if (!used || !used[i])
            continue;
        pb_uint(&b, SL_IID, iid);
        pb_string(&b, SL_FILE_NAME, r->file);
        pb_string(&b, SL_FUNCTION_NAME, r->name);
        pb_uint(&b, SL_LINE_NUMBER, (uint64_t)(r->line > 0 ? r->line : 0));
        pb_message(&a, ID_SOURCE_LOCATIONS, &b);
        pb_uint(&b, SL_IID, iid);                                  /* EventName */
        pb_string(&b, 2, r->name);
        pb_message(&a, ID_EVENT_NAMES, &b);
    }
    if (ts->nmessages) {                                           /* the MPI records' */
        for (i = 0; i < sizeof message_names / sizeof *message_names; i++) {
            pb_uint(&b, 1, message_name_iid(i));
            pb_string(&b, 2, message_names[i]);
            pb_message(&a, ID_EVENT_NAMES, &b);
        }
        for (i = 0; i < sizeof message_keys / sizeof *message_keys; i++) {
            pb_uint(&b, 1, (uint64_t)i + 1);
            pb_string(&b, 2, message_keys[i]);
            pb_message(&a, ID_DEBUG_ANNOTATION_NAMES, &b);
        }
    }
    pb_message(pk, PF_INTERNED_DATA, &a);
    emit_packet(out, pk);

    pb_uint(pk, PF_SEQUENCE_ID, seq);
    pb_uint(pk, PF_SEQUENCE_FLAGS, SEQ_NEEDS_INCREMENTAL_STATE);
    snprintf(name, sizeof name, "thread %d", ts->index);
    pb_uint(&b, THD_PID, (uint64_t)getpid());
    pb_uint(&b, THD_TID, (uint64_t)ts->os_tid);
    pb_string(&b, THD_THREAD_NAME, name);
    pb_uint(&a, TD_UUID, thread_uuid(ts));
    pb_uint(&a, TD_PARENT_UUID, process_uuid());
    pb_message(&a, TD_THREAD, &b);
    pb_message(pk, PF_TRACK_DESCRIPTOR, &a);
    emit_packet(out, pk);
    free(a.p);
    free(b.p);
    free(used);
}

/* Output for the many small event packets, without a stdio call per packet. */
typedef struct {
    FILE *out;
    unsigned char buf[1 << 16];
    size_t len;
    uint64_t last;             /* time of the previous packet on clock 64 */
    uint32_t seq;
    const thread_state_t *ts;  /* whose MPI records go between the calls */
    uint32_t next_message;     /* the first not written yet */
} event_writer_t;

static void flush_events(event_writer_t *w)
{
    fwrite(w->buf, 1, w->len, w->out);
    w->len = 0;
}

static const char *const end_kind_names[] = { "", "unwound", "open_at_exit" };

/* A DebugAnnotation {name_iid, uint_value} at p (at most 14 bytes). */
static unsigned char *put_annotation_uint(unsigned char *p, unsigned key, uint64_t value)
{
    unsigned char *start;
    *p++ = TE_DEBUG_ANNOTATIONS << 3 | 2;
    start = p++;
    *p++ = DA_NAME_IID << 3;
    *p++ = (unsigned char)key;
    *p++ = DA_UINT_VALUE << 3;
    p = put_varint(p, value);
    *start = (unsigned char)(p - start - 1);
    return p;
}

/* An MPI record as an instant on the thread's track (packet defaults), at
   its time on clock 64, with the JSON's arguments. */
static void message_event(event_writer_t *w, const message_t *m)
{
    unsigned char event[256], *e = event, *packet, *p;
    uint64_t time = ticks_to_ns(m->time), delta;
    *e++ = TE_TYPE << 3;
    *e++ = INSTANT;
    *e++ = TE_NAME_IID << 3;
    e = put_varint(e, message_name_iid(m->type));
    if (m->type == MSG_SEND || m->type == MSG_RECV) {
        e = put_annotation_uint(e, MK_PEER, (uint64_t)(int64_t)m->peer);
        e = put_annotation_uint(e, MK_WORLD_PEER, (uint64_t)(int64_t)world_rank_of(m->comm, m->peer));
        e = put_annotation_uint(e, MK_TAG, (uint64_t)(int64_t)m->tag);
        e = put_annotation_uint(e, MK_COMM, m->comm);
        e = put_annotation_uint(e, MK_BYTES, m->bytes);
    } else if (m->type == MSG_COLL_END) {
        const char *call = m->op < nroutines ? routines[m->op]->name : "?";
        size_t n = strlen(call);
        if (n > 120)
            n = 120;   /* MPI's names are short; the record stays one size */
        *e++ = TE_DEBUG_ANNOTATIONS << 3 | 2;
        *e++ = (unsigned char)(4 + n);
        *e++ = DA_NAME_IID << 3;
        *e++ = MK_CALL;
        *e++ = DA_STRING_VALUE << 3 | 2;
        *e++ = (unsigned char)n;
        memcpy(e, call, n);
        e += n;
        if (m->peer >= 0)
            e = put_annotation_uint(e, MK_ROOT, (uint64_t)m->peer);
        e = put_annotation_uint(e, MK_COMM, m->comm);
        e = put_annotation_uint(e, MK_BYTES, m->bytes);
        e = put_annotation_uint(e, MK_RECEIVED, m->received);
    }
    if (w->len + sizeof event + 40 > sizeof w->buf)
        flush_events(w);
    if (time < w->last)
        time = w->last;
    delta = time - w->last;
    w->last = time;
    /* The packet's body, then its head in front of it: the body's length
       takes one or two bytes. */
    packet = w->buf + w->len + 3;
    p = packet;
    *p++ = PF_TIMESTAMP << 3;
    p = put_varint(p, delta);
    *p++ = PF_SEQUENCE_ID << 3;
    p = put_varint(p, w->seq);
    *p++ = PF_SEQUENCE_FLAGS << 3;
    *p++ = SEQ_NEEDS_INCREMENTAL_STATE;
    *p++ = PF_TRACK_EVENT << 3 | 2;
    p = put_varint(p, (uint64_t)(e - event));
    memcpy(p, event, (size_t)(e - event));
    p += e - event;
    {
        unsigned char head[4], *h = head;
        size_t body = (size_t)(p - packet);
        *h++ = 0x0A;
        h = put_varint(h, body);
        memmove(w->buf + w->len + (h - head), packet, body);
        memcpy(w->buf + w->len, head, (size_t)(h - head));
        w->len += (size_t)(h - head) + body;
    }
}

/* The thread's MPI records up to `time` (ns), before the event at it. */
static void messages_until(event_writer_t *w, uint64_t time)
{
    const thread_state_t *ts = w->ts;
    while (w->next_message < ts->nmessages && ticks_to_ns(ts->messages[w->next_message].time) <= time)
        message_event(w, &ts->messages[w->next_message++]);
}

/* One TracePacket {timestamp, sequence id, flags, TrackEvent}, encoded in
   place: every length here stays below 128, so each takes one byte. */
static void slice_event(event_writer_t *w, int type, uint64_t time, uint32_t routine, uint32_t kind)
{
    unsigned char *packet, *p, *event;
    uint64_t delta;
    messages_until(w, time);
    if (w->len + 64 > sizeof w->buf)
        flush_events(w);
    if (time < w->last)
        time = w->last;        /* deltas cannot be negative */
    delta = time - w->last;
    w->last = time;
    packet = w->buf + w->len;
    p = packet + 2;
    *p++ = PF_TIMESTAMP << 3;
    p = put_varint(p, delta);
    *p++ = PF_SEQUENCE_ID << 3;
    p = put_varint(p, w->seq);
    *p++ = PF_SEQUENCE_FLAGS << 3;
    *p++ = SEQ_NEEDS_INCREMENTAL_STATE;
    *p++ = PF_TRACK_EVENT << 3 | 2;
    event = p++;
    *p++ = TE_TYPE << 3;
    *p++ = (unsigned char)type;
    if (type == SLICE_BEGIN) {
        *p++ = TE_NAME_IID << 3;
        p = put_varint(p, (uint64_t)routine + 1);
        p = put_varint(p, (uint64_t)TE_SOURCE_LOCATION_IID << 3);
        p = put_varint(p, (uint64_t)routine + 1);
        *p++ = TE_CATEGORY_IIDS << 3;
        *p++ = (unsigned char)(routines[routine]->kind + 1);
    } else if (kind) {
        /* DebugAnnotation {name: "end", string_value: "unwound"...} */
        size_t n = strlen(end_kind_names[kind]);
        *p++ = TE_DEBUG_ANNOTATIONS << 3 | 2;
        *p++ = (unsigned char)(2 + 3 + 2 + n);
        *p++ = DA_NAME << 3 | 2;
        *p++ = 3;
        memcpy(p, "end", 3);
        p += 3;
        *p++ = DA_STRING_VALUE << 3 | 2;
        *p++ = (unsigned char)n;
        memcpy(p, end_kind_names[kind], n);
        p += n;
    }
    *event = (unsigned char)(p - event - 1);
    packet[0] = 0x0A;
    packet[1] = (unsigned char)(p - packet - 2);
    w->len += (size_t)(p - packet);
}

static void slice_begin(void *w, const event_t *e)
{
    slice_event((event_writer_t *)w, SLICE_BEGIN, ticks_to_ns(e->start), e->routine, 0);
}

static void slice_end(void *w, const event_t *e)
{
    slice_event((event_writer_t *)w, SLICE_END, ticks_to_ns(e->end), e->routine, e->end_kind);
}

/* The thread's events, in time order (see build_call_tree).  Returns 0 when
   out of memory. */
static int write_thread_events(event_writer_t *w, const thread_state_t *ts)
{
    call_tree_t tree;
    if (!build_call_tree(ts, &tree)) {
        if (verbose)
            fprintf(stderr, "srcinst-trace: out of memory for thread %d's %lu events (20 bytes each); "
                    "no Perfetto trace\n", ts->index, (unsigned long)tree.n);
        return 0;
    }
    walk_call_tree(&tree, slice_begin, slice_end, w);
    free_call_tree(&tree);
    return 1;
}

static int write_perfetto(const char *path, thread_state_t **snapshot, int count, const totals_t *t)
{
    char tmp[sizeof prefix + 64];
    pbuf_t packet = { NULL, 0, 0, 0 };
    event_writer_t *w;
    uint64_t boot_origin = origin_ns + boottime_minus_monotonic();
    int i, ok = 1;
    FILE *out = open_output(path, tmp, sizeof tmp);
    if (!out)
        return 0;
    w = (event_writer_t *)malloc(sizeof *w);
    if (!w) {
        fclose(out);
        remove(tmp);
        return 0;
    }
    write_process_packets(out, &packet, boot_origin, t);
    for (i = 0; i < count && ok; i++) {
        const thread_state_t *ts = snapshot[i];
        if (ts->busy_at_exit || !ts->first)
            continue;
        w->out = out;
        w->len = 0;
        w->last = 0;
        w->seq = 1 + (uint32_t)ts->index;
        w->ts = ts;
        w->next_message = 0;
        write_thread_head(out, &packet, ts, w->seq, boot_origin);
        ok = write_thread_events(w, ts);
        messages_until(w, UINT64_MAX);
        flush_events(w);
    }
    write_instants(out, &packet, boot_origin, snapshot, count);
    write_throttle_marks(out, &packet, boot_origin, snapshot, count);
    ok &= !packet.failed;
    free(packet.p);
    free(w);
    if (!ok) {
        fclose(out);
        remove(tmp);
        return 0;
    }
    return close_output(out, path, tmp);
}
