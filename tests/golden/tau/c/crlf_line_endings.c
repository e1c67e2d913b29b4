#line 1 "corpus/c/crlf_line_endings.c"
/* srcinst-test: std=c11 */
/* This file is saved with CRLF (\r\n) line endings on purpose. Line numbers
   in the event log must still match the original lines. */
#include <stdio.h>
#include <string.h>
#include <TAU.h>
#line 6 "corpus/c/crlf_line_endings.c"

static int count_words(const char *s)
{
TAU_PROFILE_TIMER(tautimer, "int count_words(const char *)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
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
    { __typeof__(int) __srcinst_rv =
#line 18 "corpus/c/crlf_line_endings.c"
         ( n);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 18 "corpus/c/crlf_line_endings.c"
             
}
#line 19 "corpus/c/crlf_line_endings.c"
}

static const char *longest(const char *a, const char *b)
{
TAU_PROFILE_TIMER(tautimer, "const char * longest(const char *, const char *)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 22 "corpus/c/crlf_line_endings.c"
 
    if (strlen(a) >= strlen(b))
        { __typeof__(const char *) __srcinst_rv =
#line 24 "corpus/c/crlf_line_endings.c"
             ( a);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 24 "corpus/c/crlf_line_endings.c"
                 
    { __typeof__(const char *) __srcinst_rv =
#line 25 "corpus/c/crlf_line_endings.c"
         ( b);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 25 "corpus/c/crlf_line_endings.c"
             
}
#line 26 "corpus/c/crlf_line_endings.c"
}

static void print_multiline(void)
{
TAU_PROFILE_TIMER(tautimer, "void print_multiline(void)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 29 "corpus/c/crlf_line_endings.c"
 
    printf("line one\n"
           "line two\n");
}
TAU_PROFILE_STOP(tautimer);
#line 32 "corpus/c/crlf_line_endings.c"
}

#define MULTI_LINE_MACRO(x) \
    ((x) * 2 + \
     1)

static int use_macro(int v)
{
TAU_PROFILE_TIMER(tautimer, "int use_macro(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 39 "corpus/c/crlf_line_endings.c"
 
    { __typeof__(int) __srcinst_rv =
#line 40 "corpus/c/crlf_line_endings.c"
         ( MULTI_LINE_MACRO(v));
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 40 "corpus/c/crlf_line_endings.c"
                               
}
#line 41 "corpus/c/crlf_line_endings.c"
}

int main(void)
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE_TIMER(tautimer, "int main(void)", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
TAU_PROFILE_START(tautimer);
{
#line 44 "corpus/c/crlf_line_endings.c"
 
    printf("words=%d\n", count_words("the quick  brown fox"));
    printf("longest=%s\n", longest("abc", "abcd"));
    print_multiline();
    printf("macro=%d\n", use_macro(20));
    { __typeof__(int) __srcinst_rv =
#line 49 "corpus/c/crlf_line_endings.c"
         ( 0);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 49 "corpus/c/crlf_line_endings.c"
             
}
#line 50 "corpus/c/crlf_line_endings.c"
}
