#line 1 "corpus/c/main_envp.c"
/* srcinst-test: std=c11 */
/* main with a third envp parameter, and uses of argc/argv. */
#include <stdio.h>
#include <string.h>
#include <epik_user.h>
#line 5 "corpus/c/main_envp.c"

static int count_prefixed(char **envp, const char *prefix)
{
EPIK_User_start("int count_prefixed(char **, const char *)", "corpus/c/main_envp.c", 7);
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
EPIK_User_end("int count_prefixed(char **, const char *)", "corpus/c/main_envp.c", 14);
return __srcinst_rv; }
#line 13 "corpus/c/main_envp.c"
             
}
#line 14 "corpus/c/main_envp.c"
}

static const char *base(const char *path)
{
EPIK_User_start("const char * base(const char *)", "corpus/c/main_envp.c", 17);
{
#line 17 "corpus/c/main_envp.c"
 
    const char *slash = strrchr(path, '/');
    { __typeof__(const char *) __srcinst_rv =
#line 19 "corpus/c/main_envp.c"
         ( slash ? slash + 1 : path);
EPIK_User_end("const char * base(const char *)", "corpus/c/main_envp.c", 20);
return __srcinst_rv; }
#line 19 "corpus/c/main_envp.c"
                                    
}
#line 20 "corpus/c/main_envp.c"
}

int main(int argc, char *argv[], char *envp[])
{
EPIK_User_start("int main(int, char *[], char *[])", "corpus/c/main_envp.c", 23);
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
EPIK_User_end("int main(int, char *[], char *[])", "corpus/c/main_envp.c", 33);
return __srcinst_rv; }
#line 31 "corpus/c/main_envp.c"
                 
    { __typeof__(int) __srcinst_rv =
#line 32 "corpus/c/main_envp.c"
         ( 0);
EPIK_User_end("int main(int, char *[], char *[])", "corpus/c/main_envp.c", 33);
return __srcinst_rv; }
#line 32 "corpus/c/main_envp.c"
             
}
#line 33 "corpus/c/main_envp.c"
}
