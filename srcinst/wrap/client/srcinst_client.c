/* srcinst's native client for wrapped compiles.
 *
 * It does what srcinst/wrap/launch.py does, without starting Python: connect to
 * the resident server, hand it this process's standard streams, directory,
 * environment and umask, forward Ctrl-C, and exit with the worker's status.
 * A compile whose direct entry still holds is run here without the server
 * (direct.c). Whenever none of that is possible it runs the Python command
 * instead, which does the same in one process (and starts a server for the
 * next compile).
 *
 * Built two ways:
 *   - as the installed `srcinst` command (setup.py, -DSRCINST_LAUNCHER): it
 *     finds the installation's key in a launch record (launch.c) and runs
 *     the `srcinst-python` script beside it for everything else;
 *   - by `srcinst client`, into the cache, with -DSRCINST_KEY="..." (the
 *     installation the server serves) and -DSRCINST_PYTHON="..." (the Python
 *     srcinst runs on).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/un.h>
#include <limits.h>
#include <unistd.h>

#include "client.h"

extern char **environ;

static char **saved_argv;
static volatile sig_atomic_t worker = 0;
static volatile sig_atomic_t interrupted = 0;
/* The signals that stop the worker too (see srcinst/wrap/launch.py). */
static const int forwarded[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
#define FORWARDED (sizeof forwarded / sizeof forwarded[0])

#ifdef SRCINST_LAUNCHER
static char launcher[4096];

/* This program's own path, whose directory holds the Python script. */
static int find_self(void)
{
    ssize_t n = readlink("/proc/self/exe", launcher, sizeof launcher - 1);
    if (n > 0) {
        launcher[n] = '\0';
        return 0;
    }
    if (strchr(saved_argv[0], '/'))
        return realpath(saved_argv[0], launcher) ? 0 : -1;
    /* No /proc: the first of that name on PATH, as the shell found it. */
    const char *path = getenv("PATH");
    while (path && *path) {
        const char *end = strchrnul(path, ':');
        char candidate[4200];
        snprintf(candidate, sizeof candidate, "%.*s/%s", (int)(end - path), path, saved_argv[0]);
        if (end > path && access(candidate, X_OK) == 0 && realpath(candidate, launcher))
            return 0;
        path = *end ? end + 1 : end;
    }
    return -1;
}

/* The `srcinst-python` script beside this program, told (SRCINST_LAUNCHER)
 * to leave a launch record for it. */
void run_python(void)
{
    char script[4200];
    if (!launcher[0] && find_self() != 0) {
        fprintf(stderr, "srcinst: error: cannot find the srcinst command's own directory\n");
        _exit(127);
    }
    snprintf(script, sizeof script, "%s", launcher);
    char *slash = strrchr(script, '/');
    snprintf(slash + 1, sizeof script - (size_t)(slash + 1 - script), "srcinst-python");
    setenv("SRCINST_LAUNCHER", launcher, 1);
    /* As this process sees its environment: Python may coerce the locale. */
    struct buf match = {0}, hex = {0};
    launch_match(launcher, &match);
    for (size_t i = 0; i < match.len; i++) {
        char two[3];
        snprintf(two, sizeof two, "%02x", (unsigned char)match.data[i]);
        put(&hex, two, 2);
    }
    setenv("SRCINST_LAUNCH_MATCH", hex.data, 1);
    saved_argv[0] = script;
    execv(script, saved_argv);
    fprintf(stderr, "srcinst: error: cannot run %s: %s\n", script, strerror(errno));
    _exit(127);
}

static const char *installation_key(void)
{
    return find_self() == 0 ? launch_key(launcher) : NULL;
}
#else
/* The Python command with the same arguments: the way that always works.
 * As the `srcinst` script, it imports nothing from the working directory
 * (`python -m` and `-c` would: a json.py there breaks it); its sys.path[0]
 * is a directory of scripts, as the script's. */
void run_python(void)
{
    int argc = 0;
    while (saved_argv[argc])
        argc++;
    char **args = calloc((size_t)argc + 4, sizeof *args);
    if (!args)
        _exit(127);
    args[0] = SRCINST_PYTHON;
    args[1] = "-c";
    args[2] = "import os, sys\n"
              "if sys.path and sys.path[0] == '':\n"
              "    sys.path[0] = os.path.dirname(sys.executable)\n"
              "from srcinst.wrap.launch import main\n"
              "main()\n";
    for (int i = 1; i < argc; i++)
        args[i + 2] = saved_argv[i];
    execv(SRCINST_PYTHON, args);
    fprintf(stderr, "srcinst: error: cannot run %s: %s\n", SRCINST_PYTHON, strerror(errno));
    _exit(127);
}

static const char *installation_key(void)
{
    return SRCINST_KEY;
}
#endif

/* Length of the valid UTF-8 sequence at s, or 0. */
static size_t utf8_length(const unsigned char *s)
{
    size_t n;
    uint32_t cp;
    if (s[0] < 0x80) return 1;
    if ((s[0] & 0xE0) == 0xC0) { n = 2; cp = s[0] & 0x1F; }
    else if ((s[0] & 0xF0) == 0xE0) { n = 3; cp = s[0] & 0x0F; }
    else if ((s[0] & 0xF8) == 0xF0) { n = 4; cp = s[0] & 0x07; }
    else return 0;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000)
        || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

/* A JSON string of bytes as Python reads them from the OS: UTF-8, and
 * each byte that is not part of valid UTF-8 as its surrogate escape. */
static void put_string(struct buf *b, const char *text)
{
    const unsigned char *s = (const unsigned char *)text;
    char esc[8];
    put(b, "\"", 1);
    while (*s) {
        size_t n = utf8_length(s);
        if (n == 0) {
            snprintf(esc, sizeof esc, "\\udc%02x", *s);
            puts_raw(b, esc);
            s++;
        } else if (*s == '"' || *s == '\\') {
            put(b, "\\", 1);
            put(b, (const char *)s, 1);
            s++;
        } else if (*s < 0x20) {
            snprintf(esc, sizeof esc, "\\u%04x", *s);
            puts_raw(b, esc);
            s++;
        } else {
            put(b, (const char *)s, n);
            s += n;
        }
    }
    put(b, "\"", 1);
}

static void build_request(struct buf *b, char **argv, const char *key)
{
    char cwd[8192];
    if (!getcwd(cwd, sizeof cwd))
        run_python();
    mode_t mask = umask(022);
    umask(mask);
    char number[32];
    puts_raw(b, "{\"argv\": [");
    for (int i = 1; argv[i]; i++) {
        if (i > 1)
            puts_raw(b, ", ");
        put_string(b, argv[i]);
    }
    puts_raw(b, "], \"cwd\": ");
    put_string(b, cwd);
    puts_raw(b, ", \"env\": {");
    int first = 1;
    for (char **e = environ; *e; e++) {
        char *eq = strchr(*e, '=');
        if (!eq)
            continue;
        if (!first)
            puts_raw(b, ", ");
        first = 0;
        *eq = '\0';
        put_string(b, *e);
        *eq = '=';
        puts_raw(b, ": ");
        put_string(b, eq + 1);
    }
    snprintf(number, sizeof number, "}, \"umask\": %u, \"limits\": [", (unsigned)mask);
    puts_raw(b, number);
    /* Python's resource module: RLIM_INFINITY is -1. */
    first = 1;
    for (int which = 0; which < 64; which++) {
        struct rlimit limit;
        if (getrlimit(which, &limit) != 0)
            continue;
        snprintf(number, sizeof number, "%s[%d, %lld, %lld]", first ? "" : ", ", which,
                 limit.rlim_cur == RLIM_INFINITY ? -1LL : (long long)limit.rlim_cur,
                 limit.rlim_max == RLIM_INFINITY ? -1LL : (long long)limit.rlim_max);
        puts_raw(b, number);
        first = 0;
    }
    errno = 0;
    int nice = getpriority(PRIO_PROCESS, 0);
    snprintf(number, sizeof number, "], \"nice\": %d, \"key\": ", errno ? 0 : nice);
    puts_raw(b, number);
    put_string(b, key);
    puts_raw(b, "}");
}

/* CRC-32 (as zlib's crc32), bitwise: the context key is short. */
static uint32_t crc32_update(uint32_t crc, const unsigned char *data, size_t n)
{
    crc = ~crc;
    for (size_t i = 0; i < n; i++) {
        crc ^= data[i];
        for (int bit = 0; bit < 8; bit++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

/* server_address.context_key(): this process's control groups and
 * namespaces, so that a compile is served only where its client runs. */
static uint32_t context_key(void)
{
    static const char *const namespaces[] = {"cgroup", "ipc", "mnt", "net", "pid", "user", "uts"};
    unsigned char data[65536];
    size_t len = 0;
    FILE *cgroup = fopen("/proc/self/cgroup", "rb");
    if (cgroup) {
        len = fread(data, 1, sizeof data - 1024, cgroup);
        fclose(cgroup);
    }
    for (size_t i = 0; i < sizeof namespaces / sizeof *namespaces; i++) {
        char path[64];
        struct stat st;
        snprintf(path, sizeof path, "/proc/self/ns/%s", namespaces[i]);
        int n = stat(path, &st) == 0
            ? snprintf((char *)data + len, sizeof data - len, "\n%s:%lu", namespaces[i], (unsigned long)st.st_ino)
            : snprintf((char *)data + len, sizeof data - len, "\n%s:-", namespaces[i]);
        if (n > 0)
            len += (size_t)n;
    }
    return crc32_update(0, data, len);
}

/* The directory rules of srcinst/wrap/server_address.py: private to this user. */
static int socket_path(char *out, size_t size, const char *key)
{
    const char *explicit_dir = getenv("SRCINST_SERVER_DIR");
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    char dir[4096];
    if (explicit_dir && *explicit_dir)
        snprintf(dir, sizeof dir, "%s", explicit_dir);
    else if (runtime && *runtime)
        snprintf(dir, sizeof dir, "%s/srcinst", runtime);
    else
        snprintf(dir, sizeof dir, "/tmp/srcinst-server-%u", (unsigned)getuid());
    if (dir[0] != '/') {  /* made absolute, as the server's */
        char cwd[4096], relative[4096];
        if (!getcwd(cwd, sizeof cwd))
            return -1;
        snprintf(relative, sizeof relative, "%s", dir);
        if (snprintf(dir, sizeof dir, "%s/%s", cwd, relative) >= (int)sizeof dir)
            return -1;
    }
    /* A link must be ours too, or its owner may point it elsewhere. */
    struct stat entry, st;
    if (lstat(dir, &entry) != 0 || entry.st_uid != getuid() || stat(dir, &st) != 0
        || st.st_uid != getuid() || !S_ISDIR(st.st_mode) || (st.st_mode & 077))
        return -1;
    int n = snprintf(out, size, "%s/server-%.8s%08x.sock", dir, key, (unsigned)context_key());
    return (n > 0 && (size_t)n < size && n < 104) ? 0 : -1;
}

static void forward(int signum)
{
    interrupted = signum;
    if (worker > 0)
        killpg((pid_t)worker, signum);
}

/* Ends this process as the signal would have ended the compile in it. */
static void end_by(int signum)
{
    if (signum == SIGINT)
        exit(130);  /* srcinst's answer to Ctrl-C */
    signal(signum, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signum);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(signum);
    exit(128 + signum);
}

/* Reads one line ("P123", "S0") from the server; -1 at end of stream. */
static int read_line(int fd, char *line, size_t size)
{
    size_t n = 0;
    while (n + 1 < size) {
        char c;
        ssize_t got = read(fd, &c, 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return -1;
        if (c == '\n')
            break;
        line[n++] = c;
    }
    line[n] = '\0';
    return 0;
}

int main(int argc, char **argv)
{
    (void)argc;
    saved_argv = argv;
    /* Settings as srcinst/settings.py reads them; a value it would reject
     * goes to Python, which says so. */
    int server = setting_flag("SRCINST_SERVER", 1);
    int disable = setting_flag("SRCINST_DISABLE", 0);
    int split = 0;
    for (int i = 1; argv[i] && !split; i++)
        if (strcmp(argv[i], "--") == 0)
            split = i;
    if (!split || server != 1 || disable < 0)
        run_python();
    if (disable == 1 && argv[split + 1]) {
        /* Configure steps: the command as it is (wrapper.pass_through). */
        execvp(argv[split + 1], argv + split + 1);
        fprintf(stderr, "srcinst: error: cannot run '%s': %s\n", argv[split + 1], strerror(errno));
        return 127;
    }
    const char *key = installation_key();
    if (!key)
        run_python();  /* it leaves the launch record for the next compile */
    int status;
    if (direct_compile(argv, key, &status))
        return status;

    struct sockaddr_un address = {.sun_family = AF_UNIX};
    if (socket_path(address.sun_path, sizeof address.sun_path, key) != 0)
        run_python();
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address) != 0)
        run_python();  /* it starts the server for the next compile */

    /* From here on a signal stops the worker too (once it is known); one
     * this process ignores (nohup) stays ignored. */
    sigset_t blocked;
    sigemptyset(&blocked);
    for (size_t i = 0; i < FORWARDED; i++) {
        struct sigaction action = {.sa_handler = forward}, old;
        sigemptyset(&action.sa_mask);
        if (sigaction(forwarded[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue;
        sigaction(forwarded[i], &action, NULL);
        sigaddset(&blocked, forwarded[i]);
    }

    struct buf request = {0};
    build_request(&request, argv, key);
    unsigned char header[4] = {
        (unsigned char)(request.len >> 24), (unsigned char)(request.len >> 16),
        (unsigned char)(request.len >> 8), (unsigned char)request.len};
    int fds[3] = {0, 1, 2};
    char control[CMSG_SPACE(sizeof fds)];
    memset(control, 0, sizeof control);
    struct iovec iov = {.iov_base = header, .iov_len = sizeof header};
    struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control,
                         .msg_controllen = sizeof control};
    struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);
    cmsg->cmsg_level = SOL_SOCKET;
    cmsg->cmsg_type = SCM_RIGHTS;
    cmsg->cmsg_len = CMSG_LEN(sizeof fds);
    memcpy(CMSG_DATA(cmsg), fds, sizeof fds);
    ssize_t sent_header;
    do
        sent_header = sendmsg(fd, &msg, MSG_NOSIGNAL);
    while (sent_header < 0 && errno == EINTR);
    int ok = sent_header == (ssize_t)sizeof header;
    for (size_t sent = 0; ok && sent < request.len;) {
        ssize_t n = send(fd, request.data + sent, request.len - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            ok = 0;
        else
            sent += (size_t)n;
    }

    char line[64];
    if (ok && read_line(fd, line, sizeof line) == 0 && line[0] == 'P' && atoi(line + 1) > 0) {
        /* A signal that came before the worker was known goes to it now. */
        sigprocmask(SIG_BLOCK, &blocked, NULL);
        worker = atoi(line + 1);
        if (interrupted)
            killpg((pid_t)worker, interrupted);
        sigprocmask(SIG_UNBLOCK, &blocked, NULL);
        if (read_line(fd, line, sizeof line) == 0 && line[0] == 'S')
            return atoi(line + 1);
    }
    if (interrupted)
        end_by(interrupted);
    /* No worker took it, or it died without a status: compile in one process
     * instead (exec restores the signals this process caught). */
    run_python();
    return 127;
}
