#line 1 "corpus/c/main_envp.c"
/* srcinst-test: std=c11 */
/* main with a third envp parameter, and uses of argc/argv. */
#include <stdio.h>
#include <string.h>
#include <TAU.h>
#line 5 "corpus/c/main_envp.c"

static int count_prefixed(char **envp, const char *prefix)
{
TAU_PROFILE_TIMER(tautimer, "int count_prefixed(char **, const char *)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 7 "corpus/c/main_envp.c"
 
    int n = 0;
    size_t len = strlen(prefix);
    for (; *envp; envp++)
        if (strncmp(*envp, prefix, len) == 0)
            n++;
    { __typeof__(int) __srcinst_rv =
#line 13 "corpus/c/main_envp.c"
         ( n);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 13 "corpus/c/main_envp.c"
             
}
#line 14 "corpus/c/main_envp.c"
}

static const char *base(const char *path)
{
TAU_PROFILE_TIMER(tautimer, "const char * base(const char *)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 17 "corpus/c/main_envp.c"
 
    const char *slash = strrchr(path, '/');
    { __typeof__(const char *) __srcinst_rv =
#line 19 "corpus/c/main_envp.c"
         ( slash ? slash + 1 : path);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 19 "corpus/c/main_envp.c"
                                    
}
#line 20 "corpus/c/main_envp.c"
}

int main(int argc, char *argv[], char *envp[])
{
TAU_PROFILE_TIMER(tautimer, "int main(int, char *[], char *[])", " ", TAU_DEFAULT);
TAU_INIT(&argc, &argv);
TAU_PROFILE_SET_NODE(0);
TAU_PROFILE_START(tautimer);
{
#line 23 "corpus/c/main_envp.c"
 
    /* The environment differs between runs, so print only stable facts. */
    printf("argc=%d\n", argc);
    printf("argv[argc] is %s\n", argv[argc] == NULL ? "NULL" : "set");
    printf("envp is %s\n", envp != NULL ? "non-null" : "null");
    printf("no-such-vars=%d\n", count_prefixed(envp, "SRCINST_CORPUS_NO_SUCH_VAR="));
    printf("base=%s\n", base("/a/b/c.txt"));
    if (argc > 1)
        { __typeof__(int) __srcinst_rv =
#line 31 "corpus/c/main_envp.c"
             ( 2);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 31 "corpus/c/main_envp.c"
                 
    { __typeof__(int) __srcinst_rv =
#line 32 "corpus/c/main_envp.c"
         ( 0);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 32 "corpus/c/main_envp.c"
             
}
#line 33 "corpus/c/main_envp.c"
}
