/* A compile answered from its direct entry (srcinst/wrap/records.py),
 * without the server: a no-op rebuild (ccache behind srcinst) then costs
 * a few stat calls, not a fork of the server and a run of Python.
 *
 * An entry is named by a digest of the command: the installation's key,
 * the working directory, the arguments and the environment (less what make
 * changes from run to run). It holds that text to compare, the files the
 * result depends on (sources, headers, spec, compilers, srcinst's code)
 * with size and mtime, the instrumented copies and where they go, and the
 * compiler command. A hit does what the wrapper would: place the copies in
 * their shared scratch directories (same locks), run the command, mend the
 * dependency files, clean up. Anything else (a changed file, a compile that
 * fails and would fall back to the original) is left to the server. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "client.h"

extern char **environ;

/* What make changes between runs of the same build (records.py VOLATILE). */
static const char *const volatile_names[] = {
    "MAKEFLAGS", "MAKELEVEL", "MAKEOVERRIDES", "MAKE_RESTARTS", "MAKE_TERMERR", "MAKE_TERMOUT",
    "MFLAGS", "OLDPWD", "PWD", "SHLVL", "_",
};

static int name_cmp(const void *a, const void *b)
{
    const unsigned char *x = *(const unsigned char *const *)a, *y = *(const unsigned char *const *)b;
    for (;; x++, y++) {
        int cx = *x == '=' ? -1 : *x, cy = *y == '=' ? -1 : *y;
        if (cx != cy)
            return cx < cy ? -1 : 1;
        if (cx == -1)
            return 0;
    }
}

static int is_volatile(const char *entry)
{
    for (size_t i = 0; i < sizeof volatile_names / sizeof *volatile_names; i++) {
        size_t n = strlen(volatile_names[i]);
        if (strncmp(entry, volatile_names[i], n) == 0 && entry[n] == '=')
            return 1;
    }
    return 0;
}

/* records.direct_match(): what the entry must have been written for. */
static int build_match(struct buf *b, char **argv, const char *key)
{
    char cwd[8192];
    if (!getcwd(cwd, sizeof cwd))
        return -1;
    put(b, "srcinst-direct", 15);
    put(b, key, strlen(key) + 1);
    put(b, cwd, strlen(cwd) + 1);
    for (int i = 1; argv[i]; i++)
        put(b, argv[i], strlen(argv[i]) + 1);
    put(b, "\1", 1);
    size_t n = 0;
    for (char **e = environ; *e; e++)
        n++;
    char **sorted = malloc((n + 1) * sizeof *sorted);
    if (!sorted)
        return -1;
    size_t kept = 0;
    for (char **e = environ; *e; e++)
        if (strchr(*e, '=') && !is_volatile(*e))
            sorted[kept++] = *e;
    qsort(sorted, kept, sizeof *sorted, name_cmp);
    for (size_t i = 0; i < kept; i++)
        put(b, sorted[i], strlen(sorted[i]) + 1);
    free(sorted);
    return 0;
}

static int write_all(int fd, const char *data, size_t len)
{
    while (len) {
        ssize_t n = write(fd, data, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return -1;
        data += n;
        len -= (size_t)n;
    }
    return 0;
}

/* output.write_atomically(): beside its place, then renamed. */
static int write_atomically(const char *path, const char *data, size_t len)
{
    char tmp[8300];
    if (snprintf(tmp, sizeof tmp, "%s.srcinst-%d", path, (int)getpid()) >= (int)sizeof tmp)
        return -1;
    mode_t mask = umask(0);
    umask(mask);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666 & ~mask);
    if (fd < 0)
        return -1;
    if (write_all(fd, data, len) != 0 || close(fd) != 0 || rename(tmp, path) != 0) {
        unlink(tmp);
        return -1;
    }
    return 0;
}

/* The wrapper's Scratch: a digest directory under $TMPDIR/srcinst-UID that
 * this user alone may change, shared-locked while the compile reads it. */
struct copy { char *path; const char *data; size_t len; int lock; };

static int private_base(const char *base)
{
    mkdir(base, 0700);
    struct stat st;
    return lstat(base, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == getuid() && !(st.st_mode & 022) ? 0 : -1;
}

static int place(struct copy *c)
{
    char dir[8192], base[8192], lock_path[8300];
    char *slash = strrchr(c->path, '/');
    if (!slash || slash == c->path || (size_t)(slash - c->path) >= sizeof dir)
        return -1;
    memcpy(dir, c->path, (size_t)(slash - c->path));
    dir[slash - c->path] = '\0';
    snprintf(base, sizeof base, "%s", dir);
    char *up = strrchr(base, '/');
    if (!up || up == base)
        return -1;
    *up = '\0';
    if (private_base(base) != 0)
        return -1;
    snprintf(lock_path, sizeof lock_path, "%s/.lock", dir);
    for (;;) {  /* as _share_directory(): not a directory being removed */
        if (mkdir(dir, 0777) != 0 && errno != EEXIST)
            return -1;
        int fd = open(lock_path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
        if (fd < 0) {
            if (errno == ENOENT)
                continue;
            return -1;
        }
        flock(fd, LOCK_SH);
        struct stat held, now;
        if (fstat(fd, &held) == 0 && stat(lock_path, &now) == 0 && held.st_ino == now.st_ino) {
            c->lock = fd;
            break;
        }
        close(fd);
    }
    /* Named by a digest of its bytes: one already there (another compile
     * of the same file, make -j) is this copy, unless it was cut short. */
    struct stat st;
    if (stat(c->path, &st) == 0 && (size_t)st.st_size == c->len) {
        struct buf there = {0};
        int same = read_file(c->path, &there) == 0 && there.len == c->len && memcmp(there.data, c->data, c->len) == 0;
        free(there.data);
        if (same)
            return 0;
    }
    return write_atomically(c->path, c->data, c->len);
}

/* Scratch.clean(): the last compile to leave removes the directory. */
static void clean(struct copy *c)
{
    if (c->lock < 0)
        return;
    if (flock(c->lock, LOCK_EX | LOCK_NB) == 0) {
        char dir[8192];
        snprintf(dir, sizeof dir, "%s", c->path);
        *strrchr(dir, '/') = '\0';
        DIR *d = opendir(dir);
        if (d) {
            struct dirent *entry;
            while ((entry = readdir(d)))
                if (strcmp(entry->d_name, ".") && strcmp(entry->d_name, ".."))
                    unlinkat(dirfd(d), entry->d_name, 0);
            closedir(d);
        }
        rmdir(dir);
    }
    close(c->lock);
    c->lock = -1;
}

/* _fix_dependency_files(): dependency files name the original sources. */
static int mend(const char *path, const char *from, const char *to)
{
    struct buf old = {0}, fixed = {0};
    struct stat st;
    if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode) || read_file(path, &old) != 0 || !*from)
        return 0;  /* as the wrapper: only a file that is there */
    size_t n = strlen(from);
    const char *at = old.data, *end = old.data + old.len, *hit;
    int changed = 0;
    while ((hit = memmem(at, (size_t)(end - at), from, n))) {
        put(&fixed, at, (size_t)(hit - at));
        puts_raw(&fixed, to);
        at = hit + n;
        changed = 1;
    }
    put(&fixed, at, (size_t)(end - at));
    int failed = changed && write_atomically(path, fixed.data, fixed.len) != 0;
    if (failed)  /* output.write_atomically's message and the CLI's status */
        fprintf(stderr, "%s: error: cannot write output: %s\n", path, strerror(errno));
    free(old.data);
    free(fixed.data);
    return failed;
}

static volatile sig_atomic_t child = 0;
static volatile sig_atomic_t stopped_by = 0;
static void pass_on(int signum)
{
    stopped_by = signum;
    if (child > 0)
        kill((pid_t)child, signum);
}

/* Runs the compiler; its output kept aside unless `strict` (the wrapper
 * shows a failed compile's output only after it tried the original). */
static const int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE};
static struct sigaction saved[5];

/* Until the copies are removed, a signal is passed on to the compiler and
 * remembered; a closed pipe only ends the replay (the wrapper's too). */
static void hold_signals(void)
{
    for (int i = 0; i < 5; i++) {
        struct sigaction action = {.sa_handler = signals[i] == SIGPIPE ? SIG_IGN : pass_on};
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], NULL, &saved[i]);
        if (saved[i].sa_handler != SIG_IGN)
            sigaction(signals[i], &action, NULL);
    }
}

static void release_signals(void)
{
    for (int i = 0; i < 5; i++)
        sigaction(signals[i], &saved[i], NULL);
}

static int run(char **args, int strict, int out[2])
{
    if (!strict) {
        out[0] = memfd_create("stdout", MFD_CLOEXEC);
        out[1] = memfd_create("stderr", MFD_CLOEXEC);
    }
    pid_t pid = (strict || (out[0] >= 0 && out[1] >= 0)) ? fork() : -1;
    if (pid == 0) {
        release_signals();
        if (!strict && (dup2(out[0], 1) < 0 || dup2(out[1], 2) < 0))
            _exit(127);
        execvp(args[0], args);
        _exit(127);  /* the server says why, when it runs it again */
    }
    int status = -1;
    if (pid > 0) {
        child = pid;
        if (stopped_by)
            kill(pid, stopped_by);
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
            ;
        child = 0;
    }
    return pid > 0 ? status : -1;
}

static void replay(int from, int to)
{
    char chunk[65536];
    ssize_t n;
    lseek(from, 0, SEEK_SET);
    while ((n = read(from, chunk, sizeof chunk)) > 0)
        if (write_all(to, chunk, (size_t)n) != 0)
            break;
}

/* One byte per hit, `!` for one that exec'd (result_cache.stats counts them). */
static void bump(const char *results, const char *mark)
{
    char path[8300];
    snprintf(path, sizeof path, "%s/.direct-hits", results);
    int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd >= 0) {
        write_all(fd, mark, 1);
        close(fd);
    }
}

/* Where the cache records that this very copy compiled successfully with
 * this very command before, the compiler replaces this process: no fork,
 * no capture, no cleanup, no fallback (a failure now would be the
 * original's too: every file that decided the result is unchanged). The
 * copies stay in their digest directories, named by the original's path
 * and the copy's bytes, where the next hit finds them in place; the shared
 * lock the compiler inherits keeps another compile from removing them
 * while it reads them. Returns only when exec failed. */
static void exec_compile(struct copy *copies, int ncopies, char **args, const char *entry, const char *results)
{
    int placed = 0;
    while (placed < ncopies && place(&copies[placed]) == 0)
        placed++;
    int ready = placed == ncopies;
    for (int i = 0; ready && i < ncopies; i++)
        ready = fcntl(copies[i].lock, F_SETFD, 0) == 0;
    if (ready) {
        utimes(entry, NULL);
        bump(results, "!");
        execvp(args[0], args);
    }
    for (int i = 0; i < placed; i++)
        clean(&copies[i]);
}

int direct_compile(char **argv, const char *key, int *status)
{
    if (setting_flag("SRCINST_CACHE", 1) != 1)  /* off, or a value Python reports */
        return 0;
    const char *reader = getenv("SRCINST_FORTRAN_PARSER");
    if (reader && *reader)  /* a debugging switch the entries do not record: parse */
        return 0;
    struct buf match = {0}, data = {0};
    char results[4200], path[4300];
    if (cache_dir(results, sizeof results - 10) != 0 || build_match(&match, argv, key) != 0)
        return 0;
    strcat(results, "/results");
    uint64_t h = fnv1a64(match.data, match.len);
    snprintf(path, sizeof path, "%s/%02x/d%014llx", results, (unsigned)(h >> 56),
             (unsigned long long)(h & 0x00ffffffffffffffULL));
    struct reader r;
    if (read_file(path, &data) != 0 || reader_open(&r, &data, "srcinst-direct 1\n") != 0)
        return 0;

    const char *tag, *payload;
    size_t len;
    int more, holds, matched = 0, strict = 0, ran = 0, ncopies = 0, nargs = 0, nmends = 0;
    struct copy copies[64];
    char *args[4096];
    char *mends[64][3];
    while ((more = reader_next(&r, &tag, &payload, &len)) == 1) {
        if ((holds = record_holds(tag, payload, len, &match, &matched)) < 0)
            return 0;
        if (holds > 0)
            continue;
        if (is_tag(tag, "strict"))
            strict = len == 1 && payload[0] == '1';
        else if (is_tag(tag, "ran"))  /* it succeeded, printing nothing on stdout */
            ran = len == 1 && payload[0] == '1';
        else if (is_tag(tag, "copy") && ncopies < 64) {
            if (!(copies[ncopies].path = record_text(payload, len)))
                return 0;
            copies[ncopies].lock = -1;
            copies[ncopies].data = NULL;
            ncopies++;
        } else if (is_tag(tag, "data") && ncopies > 0) {
            copies[ncopies - 1].data = payload;
            copies[ncopies - 1].len = len;
        } else if (is_tag(tag, "arg") && nargs < 4095) {
            if (!(args[nargs++] = record_text(payload, len)))
                return 0;
        } else if ((is_tag(tag, "depfile") || is_tag(tag, "from") || is_tag(tag, "to")) && nmends < 64) {
            int which = tag[0] == 'd' ? 0 : tag[0] == 'f' ? 1 : 2;
            if (!(mends[nmends][which] = record_text(payload, len)))
                return 0;
            if (which == 2)
                nmends++;
        } else
            return 0;  /* written by a newer srcinst */
    }
    if (more != 0 || nargs == 0 || (ncopies == 0 && !ran))  /* a link has no copies, and execs */
        return 0;
    args[nargs] = NULL;
    for (int i = 0; i < ncopies; i++)
        if (!copies[i].data)
            return 0;

    if (ran && nmends == 0) {
        exec_compile(copies, ncopies, args, path, results);
        return 0;  /* exec failed: the server says why */
    }

    hold_signals();
    int placed = 0;
    while (placed < ncopies && place(&copies[placed]) == 0)
        placed++;
    int out[2] = {-1, -1};
    int result = placed == ncopies ? run(args, strict, out) : -1;
    int done = result != -1 && (strict || (WIFEXITED(result) && WEXITSTATUS(result) == 0));
    if (done && !strict) {
        replay(out[0], 1);
        replay(out[1], 2);
    }
    int mend_failed = 0;
    if (done && WIFEXITED(result) && WEXITSTATUS(result) == 0)
        for (int i = 0; i < nmends; i++)
            mend_failed |= mend(mends[i][0], mends[i][1], mends[i][2]);
    for (int i = 0; i < placed; i++)
        clean(&copies[i]);
    release_signals();
    if (stopped_by) {  /* as the wrapper stopped by it would end */
        if (stopped_by == SIGINT)
            exit(130);
        signal(stopped_by, SIG_DFL);
        raise(stopped_by);
        exit(128 + stopped_by);
    }
    if (!done)
        return 0;
    /* Recently used, for the cache's bound; counted for `srcinst cache --stats`. */
    utimes(path, NULL);
    bump(results, ".");
    /* subprocess's status: a compiler ended by a signal is -N, exit(-N) is 256-N. */
    *status = mend_failed ? 1 : WIFEXITED(result) ? WEXITSTATUS(result) : (256 - WTERMSIG(result)) & 0xff;
    return 1;
}
