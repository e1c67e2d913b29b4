#line 1 "corpus/c/main_envp.c"
/* srcinst-test: std=c11 */
/* main with a third envp parameter, and uses of argc/argv. */
#include <stdio.h>
#include <string.h>
#include <opari2/pomp2_lib.h>
#line 5 "corpus/c/main_envp.c"

static int count_prefixed(char **envp, const char *prefix)
{
    int n = 0;
    size_t len = strlen(prefix);
    for (; *envp; envp++)
        if (strncmp(*envp, prefix, len) == 0)
            n++;
    return n;
}

static const char *base(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

int main(int argc, char *argv[], char *envp[])
{
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
