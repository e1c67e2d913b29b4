#line 1 "corpus/c/multiline_returns.c"
/* srcinst-test: std=c11 */
/* Multi-line return expressions with comments and string literals that
   contain the words return and braces: } { ; */
#include <stdio.h>
#include <string.h>
#include <srcinst_trace.h>
#line 6 "corpus/c/multiline_returns.c"

static const char *tricky_string(int which)
{
static const srcinst_region __srcinst_region = { "const char * tricky_string(int)", "corpus/c/multiline_returns.c", 8 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 8 "corpus/c/multiline_returns.c"
 
    if (which)
        { __typeof__(const char *) __srcinst_rv =
#line 10 "corpus/c/multiline_returns.c"
             ( "return }; /* not a comment */ return {");
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 10 "corpus/c/multiline_returns.c"
                                                         /* } return */
    { __typeof__(const char *) __srcinst_rv =
#line 11 "corpus/c/multiline_returns.c"
         ( /* comment: return 0; } */ "// also not a comment } return;");
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 11 "corpus/c/multiline_returns.c"
                                                                        
}
#line 12 "corpus/c/multiline_returns.c"
}

static int long_sum(int a, int b, int c)
{
static const srcinst_region __srcinst_region = { "int long_sum(int, int, int)", "corpus/c/multiline_returns.c", 15 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 15 "corpus/c/multiline_returns.c"
 
    { __typeof__(int) __srcinst_rv =
#line 16 "corpus/c/multiline_returns.c"
         ( a      /* first } */
         + b      // second return }
         + c * 2  /* third
                     spans lines { return -1; } */
         );
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 20 "corpus/c/multiline_returns.c"
          
}
#line 21 "corpus/c/multiline_returns.c"
}

static char tricky_char(int i)
{
static const srcinst_region __srcinst_region = { "char tricky_char(int)", "corpus/c/multiline_returns.c", 24 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 24 "corpus/c/multiline_returns.c"
 
    { __typeof__(char) __srcinst_rv =
#line 25 "corpus/c/multiline_returns.c"
         ( i == 0 ? '}' :
           i == 1 ? '{' :
           i == 2 ? ';' : '\'');
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 27 "corpus/c/multiline_returns.c"
                               
}
#line 28 "corpus/c/multiline_returns.c"
}

typedef __typeof__(size_t) __srcinst_rt_9ecfac07_1;
#line 30 "corpus/c/multiline_returns.c"
static size_t len_of(const char *s)
{
static const srcinst_region __srcinst_region = { "size_t len_of(const char *)", "corpus/c/multiline_returns.c", 31 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 31 "corpus/c/multiline_returns.c"
 
    { __srcinst_rt_9ecfac07_1 __srcinst_rv =
#line 32 "corpus/c/multiline_returns.c"
         (
        strlen(
            s
        ));
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 35 "corpus/c/multiline_returns.c"
          
}
#line 36 "corpus/c/multiline_returns.c"
}

static int with_braces_in_init(void)
{
static const srcinst_region __srcinst_region = { "int with_braces_in_init(void)", "corpus/c/multiline_returns.c", 39 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 39 "corpus/c/multiline_returns.c"
 
    int arr[3] = { 1, 2, 3 };
    struct pair { int a; int b; } p = { 4, 5 };
    { __typeof__(int) __srcinst_rv =
#line 42 "corpus/c/multiline_returns.c"
         ( arr[0] + arr[1] + arr[2]
        + p.a + p.b + (int)sizeof(struct pair) * 0 + (int)
        strlen("}}}"));
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 44 "corpus/c/multiline_returns.c"
                      
}
#line 45 "corpus/c/multiline_returns.c"
}

static const char *escaped(void)
{
static const srcinst_region __srcinst_region = { "const char * escaped(void)", "corpus/c/multiline_returns.c", 48 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 48 "corpus/c/multiline_returns.c"
 
    { __typeof__(const char *) __srcinst_rv =
#line 49 "corpus/c/multiline_returns.c"
         ( "quote \" backslash \\ brace } \
continued line return");
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 50 "corpus/c/multiline_returns.c"
                       
}
#line 51 "corpus/c/multiline_returns.c"
}

static int concat_len(void)
{
static const srcinst_region __srcinst_region = { "int concat_len(void)", "corpus/c/multiline_returns.c", 54 };
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 54 "corpus/c/multiline_returns.c"
 
    { __typeof__(int) __srcinst_rv =
#line 55 "corpus/c/multiline_returns.c"
         ( (int)strlen("return" "}" "{"
                       "abc")
        );
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 57 "corpus/c/multiline_returns.c"
         
}
#line 58 "corpus/c/multiline_returns.c"
}

int main(int argc, char **argv)
{
static const srcinst_region __srcinst_region = { "int main(int, char **)", "corpus/c/multiline_returns.c", 61 };
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
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
srcinst_trace_exit(&__srcinst_region);
return __srcinst_rv; }
#line 72 "corpus/c/multiline_returns.c"
             
}
#line 73 "corpus/c/multiline_returns.c"
}
