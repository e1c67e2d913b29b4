#line 1 "corpus/c/crlf_line_endings.c"
/* srcinst-test: std=c11 */
/* This file is saved with CRLF (\r\n) line endings on purpose. Line numbers
   in the event log must still match the original lines. */
#include <stdio.h>
#include <string.h>
#include <srcinst_trace.h>
#line 6 "corpus/c/crlf_line_endings.c"

static int count_words(const char *s)
{
static const srcinst_region __srcinst_region = { "int count_words(const char *)", "corpus/c/crlf_line_endings.c", 8 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 8 "corpus/c/crlf_line_endings.c"
 
    int n = 0, in_word = 0;
    for (; *s; s++) {
        if (*s == ' ' || *s == '\t') {
            in_word = 0;
        } else if (!in_word) {
            in_word = 1;
            n++;
        }
    }
    return n;
}
#line 19 "corpus/c/crlf_line_endings.c"
}

static const char *longest(const char *a, const char *b)
{
static const srcinst_region __srcinst_region = { "const char * longest(const char *, const char *)", "corpus/c/crlf_line_endings.c", 22 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 22 "corpus/c/crlf_line_endings.c"
 
    if (strlen(a) >= strlen(b))
        return a;
    return b;
}
#line 26 "corpus/c/crlf_line_endings.c"
}

static void print_multiline(void)
{
static const srcinst_region __srcinst_region = { "void print_multiline(void)", "corpus/c/crlf_line_endings.c", 29 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 29 "corpus/c/crlf_line_endings.c"
 
    printf("line one\n"
           "line two\n");
}
#line 32 "corpus/c/crlf_line_endings.c"
}

#define MULTI_LINE_MACRO(x) \
    ((x) * 2 + \
     1)

static int use_macro(int v)
{
static const srcinst_region __srcinst_region = { "int use_macro(int)", "corpus/c/crlf_line_endings.c", 39 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 39 "corpus/c/crlf_line_endings.c"
 
    return MULTI_LINE_MACRO(v);
}
#line 41 "corpus/c/crlf_line_endings.c"
}

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/crlf_line_endings.c", 44 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 44 "corpus/c/crlf_line_endings.c"
 
    printf("words=%d\n", count_words("the quick  brown fox"));
    printf("longest=%s\n", longest("abc", "abcd"));
    print_multiline();
    printf("macro=%d\n", use_macro(20));
    return 0;
}
#line 50 "corpus/c/crlf_line_endings.c"
}
