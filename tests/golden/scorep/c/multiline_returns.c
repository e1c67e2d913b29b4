#line 1 "corpus/c/multiline_returns.c"
/* srcinst-test: std=c11 */
/* Multi-line return expressions with comments and string literals that
   contain the words return and braces: } { ; */
#include <stdio.h>
#include <string.h>
#include <scorep/SCOREP_User.h>
#line 6 "corpus/c/multiline_returns.c"

static const char *tricky_string(int which)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "const char * tricky_string(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 8 "corpus/c/multiline_returns.c"
 
    if (which)
        { __typeof__(const char *) __srcinst_rv =
#line 10 "corpus/c/multiline_returns.c"
             ( "return }; /* not a comment */ return {");
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 10 "corpus/c/multiline_returns.c"
                                                         /* } return */
    { __typeof__(const char *) __srcinst_rv =
#line 11 "corpus/c/multiline_returns.c"
         ( /* comment: return 0; } */ "// also not a comment } return;");
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 11 "corpus/c/multiline_returns.c"
                                                                        
}
#line 12 "corpus/c/multiline_returns.c"
}

static int long_sum(int a, int b, int c)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int long_sum(int, int, int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 15 "corpus/c/multiline_returns.c"
 
    { __typeof__(int) __srcinst_rv =
#line 16 "corpus/c/multiline_returns.c"
         ( a      /* first } */
         + b      // second return }
         + c * 2  /* third
                     spans lines { return -1; } */
         );
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 20 "corpus/c/multiline_returns.c"
          
}
#line 21 "corpus/c/multiline_returns.c"
}

static char tricky_char(int i)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "char tricky_char(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 24 "corpus/c/multiline_returns.c"
 
    { __typeof__(char) __srcinst_rv =
#line 25 "corpus/c/multiline_returns.c"
         ( i == 0 ? '}' :
           i == 1 ? '{' :
           i == 2 ? ';' : '\'');
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 27 "corpus/c/multiline_returns.c"
                               
}
#line 28 "corpus/c/multiline_returns.c"
}

typedef __typeof__(size_t) __srcinst_rt_9ecfac07_1;
#line 30 "corpus/c/multiline_returns.c"
static size_t len_of(const char *s)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "size_t len_of(const char *)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 31 "corpus/c/multiline_returns.c"
 
    { __srcinst_rt_9ecfac07_1 __srcinst_rv =
#line 32 "corpus/c/multiline_returns.c"
         (
        strlen(
            s
        ));
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 35 "corpus/c/multiline_returns.c"
          
}
#line 36 "corpus/c/multiline_returns.c"
}

static int with_braces_in_init(void)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int with_braces_in_init(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 39 "corpus/c/multiline_returns.c"
 
    int arr[3] = { 1, 2, 3 };
    struct pair { int a; int b; } p = { 4, 5 };
    { __typeof__(int) __srcinst_rv =
#line 42 "corpus/c/multiline_returns.c"
         ( arr[0] + arr[1] + arr[2]
        + p.a + p.b + (int)sizeof(struct pair) * 0 + (int)
        strlen("}}}"));
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 44 "corpus/c/multiline_returns.c"
                      
}
#line 45 "corpus/c/multiline_returns.c"
}

static const char *escaped(void)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "const char * escaped(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 48 "corpus/c/multiline_returns.c"
 
    { __typeof__(const char *) __srcinst_rv =
#line 49 "corpus/c/multiline_returns.c"
         ( "quote \" backslash \\ brace } \
continued line return");
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 50 "corpus/c/multiline_returns.c"
                       
}
#line 51 "corpus/c/multiline_returns.c"
}

static int concat_len(void)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int concat_len(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 54 "corpus/c/multiline_returns.c"
 
    { __typeof__(int) __srcinst_rv =
#line 55 "corpus/c/multiline_returns.c"
         ( (int)strlen("return" "}" "{"
                       "abc")
        );
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 57 "corpus/c/multiline_returns.c"
         
}
#line 58 "corpus/c/multiline_returns.c"
}

int main(int argc, char **argv)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int main(int, char **)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 72 "corpus/c/multiline_returns.c"
             
}
#line 73 "corpus/c/multiline_returns.c"
}
