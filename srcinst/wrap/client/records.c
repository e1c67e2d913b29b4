/* Reading the record files srcinst's Python side writes for the client
 * (srcinst/wrap/records.py): launch records and direct entries. Each is a
 * magic line, then records `TAG LENGTH\n PAYLOAD\n`; a record of files
 * holds only while every file keeps the size and mtime it had. */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "client.h"

void put(struct buf *b, const void *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *data = realloc(b->data, cap);
        if (!data)
            run_python();
        b->data = data;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void puts_raw(struct buf *b, const char *s) { put(b, s, strlen(s)); }

/* FNV-1a, 64 bits: names a record by what it must match; the record holds
 * the match itself, so a collision is a miss, never a wrong answer. */
uint64_t fnv1a64(const void *data, size_t n)
{
    const unsigned char *p = data;
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

int setting_flag(const char *name, int unset)
{
    static const char *const words[] = {"1", "yes", "on", "true", "0", "no", "off", "false"};
    const char *value = getenv(name);
    if (!value)
        return unset;
    while (isspace((unsigned char)*value))
        value++;
    size_t n = strlen(value);
    while (n && isspace((unsigned char)value[n - 1]))
        n--;
    if (!n)
        return unset;
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (strlen(words[i]) == n && strncasecmp(value, words[i], n) == 0)
            return i < 4;
    return -1;
}

/* The default of srcinst.settings' cache_dir, or SRCINST_CACHE_DIR. */
int cache_dir(char *out, size_t size)
{
    const char *explicit_dir = getenv("SRCINST_CACHE_DIR");
    const char *xdg = getenv("XDG_CACHE_HOME");
    const char *home = getenv("HOME");
    int n;
    if (explicit_dir && *explicit_dir)
        n = snprintf(out, size, "%s", explicit_dir);
    else if (xdg && *xdg)
        n = snprintf(out, size, "%s/srcinst", xdg);
    else {
        if (!home) {  /* as Python's expanduser */
            struct passwd *pw = getpwuid(getuid());
            home = pw ? pw->pw_dir : NULL;
        }
        if (!home)
            return -1;
        n = snprintf(out, size, "%s/.cache/srcinst", home);
    }
    return n > 0 && (size_t)n < size ? 0 : -1;
}

int read_file(const char *path, struct buf *out)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    char chunk[65536];
    for (;;) {
        ssize_t n = read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            close(fd);
            return -1;
        }
        if (n == 0)
            break;
        put(out, chunk, (size_t)n);
    }
    close(fd);
    return 0;
}

int reader_open(struct reader *r, const struct buf *data, const char *magic)
{
    size_t n = strlen(magic);
    if (!data->data || data->len < n || memcmp(data->data, magic, n) != 0)
        return -1;
    r->at = data->data + n;
    r->end = data->data + data->len;
    return 0;
}

int reader_next(struct reader *r, const char **tag, const char **payload, size_t *len)
{
    if (r->at == r->end)
        return 0;
    const char *space = memchr(r->at, ' ', (size_t)(r->end - r->at));
    if (!space)
        return -1;
    char *stop;
    errno = 0;
    unsigned long long n = strtoull(space + 1, &stop, 10);
    if (errno || stop == space + 1 || stop >= r->end || *stop != '\n' || n > (size_t)(r->end - stop - 1)
        || (size_t)(r->end - stop - 1) - n < 1 || stop[1 + n] != '\n')
        return -1;
    *tag = r->at;
    *payload = stop + 1;
    *len = (size_t)n;
    r->at = stop + 2 + n;
    return 1;
}

int is_tag(const char *tag, const char *name)
{
    size_t n = strlen(name);
    return strncmp(tag, name, n) == 0 && tag[n] == ' ';
}

char *record_text(const char *payload, size_t len)
{
    if (memchr(payload, '\0', len))  /* never written: such paths are refused */
        return NULL;
    char *s = malloc(len + 1);
    if (s) {
        memcpy(s, payload, len);
        s[len] = '\0';
    }
    return s;
}

/* A decimal number ending at a space; strtoll's locale and sign handling
 * cost more than the stat in a direct hit's hundred-odd records. */
static int decimal(const char **at, long long *value)
{
    const char *p = *at;
    long long n = 0;
    int negative = *p == '-';
    p += negative;
    if (*p < '0' || *p > '9')
        return -1;
    for (; *p >= '0' && *p <= '9'; p++) {
        if (n > (LLONG_MAX - 9) / 10)
            return -1;
        n = n * 10 + (*p - '0');
    }
    if (*p != ' ')
        return -1;
    *value = negative ? -n : n;
    *at = p + 1;
    return 0;
}

/* A `file` record: the file still has this size and mtime. */
static int file_unchanged(const char *text)
{
    long long size, mtime_ns;
    if (decimal(&text, &size) != 0 || size < 0 || decimal(&text, &mtime_ns) != 0)
        return 0;
    struct stat st;
    if (stat(text, &st) != 0)
        return 0;
    long long have = (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec;
    return (long long)st.st_size == size && have == mtime_ns;
}

/* `file` records found to hold in this process: a direct entry repeats
 * most of its launch record's (srcinst's code), each checked once. The
 * records' buffers live as long as the process. */
static struct { const char *text; size_t len; } checked[1024];

static int checked_slot(const char *payload, size_t len)
{
    size_t i = (size_t)fnv1a64(payload, len) % 1024;
    for (size_t probe = 0; probe < 1024; probe++, i = (i + 1) % 1024)
        if (!checked[i].text || (checked[i].len == len && memcmp(checked[i].text, payload, len) == 0))
            return (int)i;
    return -1;
}

int record_holds(const char *tag, const char *payload, size_t len, const struct buf *match, int *matched)
{
    if (is_tag(tag, "match")) {
        *matched = len == match->len && memcmp(payload, match->data, len) == 0;
        return *matched ? 1 : -1;
    }
    if (!*matched)
        return -1;  /* the match comes first */
    int file = is_tag(tag, "file");
    if (!file && !is_tag(tag, "absent"))
        return 0;
    int slot = file ? checked_slot(payload, len) : -1;
    if (slot >= 0 && checked[slot].text)
        return 1;
    char *text = record_text(payload, len);
    struct stat st;
    int holds = text && (file ? file_unchanged(text) : stat(text, &st) != 0 && errno == ENOENT);
    free(text);
    if (holds && slot >= 0) {
        checked[slot].text = payload;
        checked[slot].len = len;
    }
    return holds ? 1 : -1;
}
