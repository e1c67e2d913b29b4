#line 1 "corpus/c/multiline_returns.c"
/* srcinst-test: std=c11 */
/* Multi-line return expressions with comments and string literals that
   contain the words return and braces: } { ; */
#include <stdio.h>
#include <string.h>
#include <epik_user.h>
#line 6 "corpus/c/multiline_returns.c"

static const char *tricky_string(int which)
{
EPIK_User_start("const char * tricky_string(int)", "corpus/c/multiline_returns.c", 8);
{
#line 8 "corpus/c/multiline_returns.c"
 
    if (which)
        { __typeof__(const char *) __srcinst_rv =
#line 10 "corpus/c/multiline_returns.c"
             ( "return }; /* not a comment */ return {");
EPIK_User_end("const char * tricky_string(int)", "corpus/c/multiline_returns.c", 12);
return __srcinst_rv; }
#line 10 "corpus/c/multiline_returns.c"
                                                         /* } return */
    { __typeof__(const char *) __srcinst_rv =
#line 11 "corpus/c/multiline_returns.c"
         ( /* comment: return 0; } */ "// also not a comment } return;");
EPIK_User_end("const char * tricky_string(int)", "corpus/c/multiline_returns.c", 12);
return __srcinst_rv; }
#line 11 "corpus/c/multiline_returns.c"
                                                                        
}
#line 12 "corpus/c/multiline_returns.c"
}

static int long_sum(int a, int b, int c)
{
EPIK_User_start("int long_sum(int, int, int)", "corpus/c/multiline_returns.c", 15);
{
#line 15 "corpus/c/multiline_returns.c"
 
    { __typeof__(int) __srcinst_rv =
#line 16 "corpus/c/multiline_returns.c"
         ( a      /* first } */
         + b      // second return }
         + c * 2  /* third
                     spans lines { return -1; } */
         );
EPIK_User_end("int long_sum(int, int, int)", "corpus/c/multiline_returns.c", 21);
return __srcinst_rv; }
#line 20 "corpus/c/multiline_returns.c"
          
}
#line 21 "corpus/c/multiline_returns.c"
}

static char tricky_char(int i)
{
EPIK_User_start("char tricky_char(int)", "corpus/c/multiline_returns.c", 24);
{
#line 24 "corpus/c/multiline_returns.c"
 
    { __typeof__(char) __srcinst_rv =
#line 25 "corpus/c/multiline_returns.c"
         ( i == 0 ? '}' :
           i == 1 ? '{' :
           i == 2 ? ';' : '\'');
EPIK_User_end("char tricky_char(int)", "corpus/c/multiline_returns.c", 28);
return __srcinst_rv; }
#line 27 "corpus/c/multiline_returns.c"
                               
}
#line 28 "corpus/c/multiline_returns.c"
}

typedef __typeof__(size_t) __srcinst_rt_9ecfac07_1;
#line 30 "corpus/c/multiline_returns.c"
static size_t len_of(const char *s)
{
EPIK_User_start("size_t len_of(const char *)", "corpus/c/multiline_returns.c", 31);
{
#line 31 "corpus/c/multiline_returns.c"
 
    { __srcinst_rt_9ecfac07_1 __srcinst_rv =
#line 32 "corpus/c/multiline_returns.c"
         (
        strlen(
            s
        ));
EPIK_User_end("size_t len_of(const char *)", "corpus/c/multiline_returns.c", 36);
return __srcinst_rv; }
#line 35 "corpus/c/multiline_returns.c"
          
}
#line 36 "corpus/c/multiline_returns.c"
}

static int with_braces_in_init(void)
{
EPIK_User_start("int with_braces_in_init(void)", "corpus/c/multiline_returns.c", 39);
{
#line 39 "corpus/c/multiline_returns.c"
 
    int arr[3] = { 1, 2, 3 };
    struct pair { int a; int b; } p = { 4, 5 };
    { __typeof__(int) __srcinst_rv =
#line 42 "corpus/c/multiline_returns.c"
         ( arr[0] + arr[1] + arr[2]
        + p.a + p.b + (int)sizeof(struct pair) * 0 + (int)
        strlen("}}}"));
EPIK_User_end("int with_braces_in_init(void)", "corpus/c/multiline_returns.c", 45);
return __srcinst_rv; }
#line 44 "corpus/c/multiline_returns.c"
                      
}
#line 45 "corpus/c/multiline_returns.c"
}

static const char *escaped(void)
{
EPIK_User_start("const char * escaped(void)", "corpus/c/multiline_returns.c", 48);
{
#line 48 "corpus/c/multiline_returns.c"
 
    { __typeof__(const char *) __srcinst_rv =
#line 49 "corpus/c/multiline_returns.c"
         ( "quote \" backslash \\ brace } \
continued line return");
EPIK_User_end("const char * escaped(void)", "corpus/c/multiline_returns.c", 51);
return __srcinst_rv; }
#line 50 "corpus/c/multiline_returns.c"
                       
}
#line 51 "corpus/c/multiline_returns.c"
}

static int concat_len(void)
{
EPIK_User_start("int concat_len(void)", "corpus/c/multiline_returns.c", 54);
{
#line 54 "corpus/c/multiline_returns.c"
 
    { __typeof__(int) __srcinst_rv =
#line 55 "corpus/c/multiline_returns.c"
         ( (int)strlen("return" "}" "{"
                       "abc")
        );
EPIK_User_end("int concat_len(void)", "corpus/c/multiline_returns.c", 58);
return __srcinst_rv; }
#line 57 "corpus/c/multiline_returns.c"
         
}
#line 58 "corpus/c/multiline_returns.c"
}

int main(int argc, char **argv)
{
EPIK_User_start("int main(int, char **)", "corpus/c/multiline_returns.c", 61);
{
#line 61 "corpus/c/multiline_returns.c"
 
    (void)argv;
    printf("%s\n", tricky_string(1));
    printf("%s\n", tricky_string(0));
    printf("long_sum=%d\n", long_sum(1, 2, 3));
    printf("chars=%c%c%c%c\n", tricky_char(0), tricky_char(1), tricky_char(2), tricky_char(3));
    printf("len_of=%zu\n", len_of("return }"));
    printf("with_braces_in_init=%d\n", with_braces_in_init());
    printf("escaped=%s\n", escaped());
    printf("concat_len=%d\n", concat_len());
    { __typeof__(int) __srcinst_rv =
#line 71 "corpus/c/multiline_returns.c"
         ( argc > 100 ? 1 :
           0);
EPIK_User_end("int main(int, char **)", "corpus/c/multiline_returns.c", 73);
return __srcinst_rv; }
#line 72 "corpus/c/multiline_returns.c"
             
}
#line 73 "corpus/c/multiline_returns.c"
}
