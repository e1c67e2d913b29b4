/* The installed `srcinst` launcher's key of the installation it serves.
 *
 * The server's socket is named by a key that only Python can compute (its
 * search path, encodings and srcinst's modules: server_address.py). Each
 * time Python runs for this launcher it leaves a launch record: the
 * launcher and the environment that shaped that key, the key, and the files
 * it depends on with their size and mtime. While all of them hold, the
 * launcher uses the key without starting Python. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"

/* What moves Python's search path or its encodings (server_address.installation). */
static const char *const environment[] = {
    "HOME", "LANG", "LC_ALL", "LC_CTYPE", "PYTHONCOERCECLOCALE", "PYTHONHOME", "PYTHONIOENCODING",
    "PYTHONNOUSERSITE", "PYTHONPATH", "PYTHONPLATLIBDIR", "PYTHONSAFEPATH", "PYTHONUSERBASE", "PYTHONUTF8",
};

void launch_match(const char *launcher, struct buf *match)
{
    put(match, launcher, strlen(launcher) + 1);
    for (size_t i = 0; i < sizeof environment / sizeof *environment; i++) {
        const char *value = getenv(environment[i]);
        puts_raw(match, environment[i]);
        if (value) {
            puts_raw(match, "=");
            puts_raw(match, value);
        }
        put(match, "", 1);
    }
}

const char *launch_key(const char *launcher)
{
    static char key[64];
    struct buf match = {0};
    launch_match(launcher, &match);
    char dir[4096], path[4200];
    if (cache_dir(dir, sizeof dir) != 0)
        return NULL;
    snprintf(path, sizeof path, "%s/launch/%016llx", dir, (unsigned long long)fnv1a64(match.data, match.len));
    struct buf data = {0};
    struct reader r;
    if (read_file(path, &data) != 0 || reader_open(&r, &data, "srcinst-launch 1\n") != 0)
        return NULL;
    const char *tag, *payload;
    size_t len;
    int matched = 0, found = 0, more, holds;
    while ((more = reader_next(&r, &tag, &payload, &len)) == 1) {
        if ((holds = record_holds(tag, payload, len, &match, &matched)) < 0)
            return NULL;
        if (holds == 0 && is_tag(tag, "key") && len < sizeof key) {
            memcpy(key, payload, len);
            key[len] = '\0';
            found = 1;
        }
    }
    return more == 0 && found ? key : NULL;
}
