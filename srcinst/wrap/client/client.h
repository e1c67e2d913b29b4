/* Shared by the native client's parts (see srcinst_client.c). */
#ifndef SRCINST_CLIENT_H
#define SRCINST_CLIENT_H
#include <stddef.h>
#include <stdint.h>

/* A growing buffer. */
struct buf { char *data; size_t len, cap; };
void put(struct buf *b, const void *s, size_t n);
void puts_raw(struct buf *b, const char *s);

/* Runs the Python command with this process's arguments; never returns. */
void run_python(void) __attribute__((noreturn));

/* records.c: files that srcinst's Python side writes for the client, as
 * records `TAG LENGTH\n PAYLOAD\n` after a magic line (srcinst/wrap/records.py). */
uint64_t fnv1a64(const void *data, size_t n);
int cache_dir(char *out, size_t size);
/* A flag setting (SRCINST_CACHE...) as srcinst/settings.py reads it: 1 or 0,
 * `unset` when it is unset or blank, -1 for a value Python rejects (leave
 * the command to Python, which says so). */
int setting_flag(const char *name, int unset);
int read_file(const char *path, struct buf *out);
struct reader { const char *at, *end; };
/* Opens `data` if it starts with `magic`; 0 on success. */
int reader_open(struct reader *r, const struct buf *data, const char *magic);
/* The next record: 1, 0 at the end, -1 when malformed. */
int reader_next(struct reader *r, const char **tag, const char **payload, size_t *len);
int is_tag(const char *tag, const char *name);
/* A record's payload as a new C string; NULL if it holds a NUL. */
char *record_text(const char *payload, size_t len);
/* Checks the records every record file has: 1 when this one holds (`match`
 * equal to `match`, then `file` "SIZE MTIME_NS PATH" unchanged, `absent`
 * PATH not there), -1 when it does not, 0 for the caller's own tags. */
int record_holds(const char *tag, const char *payload, size_t len, const struct buf *match, int *matched);

/* launch.c: the installed launcher's view of the installation. */
const char *launch_key(const char *launcher);
/* What a launch record must match: the launcher and its environment. */
void launch_match(const char *launcher, struct buf *match);

/* direct.c: a compile answered from its direct entry, without the server. */
int direct_compile(char **argv, const char *key, int *status);
#endif
