#line 1 "corpus/c/main_envp.c"
/* srcinst-test: std=c11 */
/* main with a third envp parameter, and uses of argc/argv. */
#include <stdio.h>
#include <string.h>
#include <srcinst_trace.h>
#line 5 "corpus/c/main_envp.c"

static int count_prefixed(char **envp, const char *prefix)
{
static const srcinst_region __srcinst_region = { "int count_prefixed(char **, const char *)", "corpus/c/main_envp.c", 7 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 7 "corpus/c/main_envp.c"
 
    int n = 0;
    size_t len = strlen(prefix);
    for (; *envp; envp++)
        if (strncmp(*envp, prefix, len) == 0)
            n++;
    return n;
}
#line 14 "corpus/c/main_envp.c"
}

static const char *base(const char *path)
{
static const srcinst_region __srcinst_region = { "const char * base(const char *)", "corpus/c/main_envp.c", 17 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 17 "corpus/c/main_envp.c"
 
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}
#line 20 "corpus/c/main_envp.c"
}

int main(int argc, char *argv[], char *envp[])
{
static const srcinst_region __srcinst_region = { "int main(int, char *[], char *[])", "corpus/c/main_envp.c", 23 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 23 "corpus/c/main_envp.c"
 
    /* The environment differs between runs, so print only stable facts. */
    printf("argc=%d\n", argc);
    printf("argv[argc] is %s\n", argv[argc] == NULL ? "NULL" : "set");
    printf("envp is %s\n", envp != NULL ? "non-null" : "null");
    printf("no-such-vars=%d\n", count_prefixed(envp, "SRCINST_CORPUS_NO_SUCH_VAR="));
    printf("base=%s\n", base("/a/b/c.txt"));
    if (argc > 1)
        return 2;
    return 0;
}
#line 33 "corpus/c/main_envp.c"
}
