#line 1 "corpus/c/crlf_line_endings.c"
/* srcinst-test: std=c11 */
/* This file is saved with CRLF (\r\n) line endings on purpose. Line numbers
   in the event log must still match the original lines. */
#include <stdio.h>
#include <string.h>
#include <opari2/pomp2_lib.h>
#line 6 "corpus/c/crlf_line_endings.c"

static int count_words(const char *s)
{
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

static const char *longest(const char *a, const char *b)
{
    if (strlen(a) >= strlen(b))
        return a;
    return b;
}

static void print_multiline(void)
{
    printf("line one\n"
           "line two\n");
}

#define MULTI_LINE_MACRO(x) \
    ((x) * 2 + \
     1)

static int use_macro(int v)
{
    return MULTI_LINE_MACRO(v);
}

int main(void)
{
    printf("words=%d\n", count_words("the quick  brown fox"));
    printf("longest=%s\n", longest("abc", "abcd"));
    print_multiline();
    printf("macro=%d\n", use_macro(20));
    return 0;
}
