#line 1 "corpus/c/multiline_returns.c"
/* srcinst-test: std=c11 */
/* Multi-line return expressions with comments and string literals that
   contain the words return and braces: } { ; */
#include <stdio.h>
#include <string.h>
#include <opari2/pomp2_lib.h>
#line 6 "corpus/c/multiline_returns.c"

static const char *tricky_string(int which)
{
    if (which)
        return "return }; /* not a comment */ return {"; /* } return */
    return /* comment: return 0; } */ "// also not a comment } return;";
}

static int long_sum(int a, int b, int c)
{
    return a      /* first } */
         + b      // second return }
         + c * 2  /* third
                     spans lines { return -1; } */
         ;
}

static char tricky_char(int i)
{
    return i == 0 ? '}' :
           i == 1 ? '{' :
           i == 2 ? ';' : '\'';
}

static size_t len_of(const char *s)
{
    return
        strlen(
            s
        );
}

static int with_braces_in_init(void)
{
    int arr[3] = { 1, 2, 3 };
    struct pair { int a; int b; } p = { 4, 5 };
    return arr[0] + arr[1] + arr[2]
        + p.a + p.b + (int)sizeof(struct pair) * 0 + (int)
        strlen("}}}");
}

static const char *escaped(void)
{
    return "quote \" backslash \\ brace } \
continued line return";
}

static int concat_len(void)
{
    return (int)strlen("return" "}" "{"
                       "abc")
        ;
}

int main(int argc, char **argv)
{
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
