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
static const srcinst_region __srcinst_region = { "const char * tricky_string(int)", "corpus/c/multiline_returns.c", 8 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 8 "corpus/c/multiline_returns.c"
 
    if (which)
        return "return }; /* not a comment */ return {"; /* } return */
    return /* comment: return 0; } */ "// also not a comment } return;";
}
#line 12 "corpus/c/multiline_returns.c"
}

static int long_sum(int a, int b, int c)
{
static const srcinst_region __srcinst_region = { "int long_sum(int, int, int)", "corpus/c/multiline_returns.c", 15 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 15 "corpus/c/multiline_returns.c"
 
    return a      /* first } */
         + b      // second return }
         + c * 2  /* third
                     spans lines { return -1; } */
         ;
}
#line 21 "corpus/c/multiline_returns.c"
}

static char tricky_char(int i)
{
static const srcinst_region __srcinst_region = { "char tricky_char(int)", "corpus/c/multiline_returns.c", 24 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 24 "corpus/c/multiline_returns.c"
 
    return i == 0 ? '}' :
           i == 1 ? '{' :
           i == 2 ? ';' : '\'';
}
#line 28 "corpus/c/multiline_returns.c"
}

static size_t len_of(const char *s)
{
static const srcinst_region __srcinst_region = { "size_t len_of(const char *)", "corpus/c/multiline_returns.c", 31 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 31 "corpus/c/multiline_returns.c"
 
    return
        strlen(
            s
        );
}
#line 36 "corpus/c/multiline_returns.c"
}

static int with_braces_in_init(void)
{
static const srcinst_region __srcinst_region = { "int with_braces_in_init(void)", "corpus/c/multiline_returns.c", 39 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 39 "corpus/c/multiline_returns.c"
 
    int arr[3] = { 1, 2, 3 };
    struct pair { int a; int b; } p = { 4, 5 };
    return arr[0] + arr[1] + arr[2]
        + p.a + p.b + (int)sizeof(struct pair) * 0 + (int)
        strlen("}}}");
}
#line 45 "corpus/c/multiline_returns.c"
}

static const char *escaped(void)
{
static const srcinst_region __srcinst_region = { "const char * escaped(void)", "corpus/c/multiline_returns.c", 48 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 48 "corpus/c/multiline_returns.c"
 
    return "quote \" backslash \\ brace } \
continued line return";
}
#line 51 "corpus/c/multiline_returns.c"
}

static int concat_len(void)
{
static const srcinst_region __srcinst_region = { "int concat_len(void)", "corpus/c/multiline_returns.c", 54 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 54 "corpus/c/multiline_returns.c"
 
    return (int)strlen("return" "}" "{"
                       "abc")
        ;
}
#line 58 "corpus/c/multiline_returns.c"
}

int main(int argc, char **argv)
{
static const srcinst_region __srcinst_region = { "int main(int, char **)", "corpus/c/multiline_returns.c", 61 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
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
    return argc > 100 ? 1 :
           0;
}
#line 73 "corpus/c/multiline_returns.c"
}
