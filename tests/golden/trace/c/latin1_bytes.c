#line 1 "corpus/c/latin1_bytes.c"
/* srcinst-test: std=c11 */
/* Latin-1 (ISO-8859-1) bytes, not valid UTF-8, appear in this comment:
   café, naïve, © 1999, µs, À la carte, ß, ÿ.
   The instrumentor must keep them byte-for-byte. */
#include <stdio.h>
#include <string.h>
#include <srcinst_trace.h>
#line 7 "corpus/c/latin1_bytes.c"

/* Grüße aus München: a routine after a non-UTF-8 comment */
static const char *greeting(void)
{
static const srcinst_region __srcinst_region = { "const char * greeting(void)", "corpus/c/latin1_bytes.c", 10 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 10 "corpus/c/latin1_bytes.c"
 
    return "Grüß Gott, café crème";
}
#line 12 "corpus/c/latin1_bytes.c"
}

static void dump_hex(const char *s)
{
static const srcinst_region __srcinst_region = { "void dump_hex(const char *)", "corpus/c/latin1_bytes.c", 15 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 15 "corpus/c/latin1_bytes.c"
 
    const unsigned char *p = (const unsigned char *)s;
    for (; *p; p++)
        printf("%02x", *p);
    printf("\n");
}
#line 20 "corpus/c/latin1_bytes.c"
}

static int count_high_bytes(const char *s)
{
static const srcinst_region __srcinst_region = { "int count_high_bytes(const char *)", "corpus/c/latin1_bytes.c", 23 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 23 "corpus/c/latin1_bytes.c"
 
    int n = 0;
    for (; *s; s++)
        if ((unsigned char)*s >= 0x80)
            n++;
    return n; /* « return » */
}
#line 29 "corpus/c/latin1_bytes.c"
}

static char degree_sign(void) {
static const srcinst_region __srcinst_region = { "char degree_sign(void)", "corpus/c/latin1_bytes.c", 31 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 31 "corpus/c/latin1_bytes.c"
                                return '°'; 
}
#line 31 "corpus/c/latin1_bytes.c"
                                            }

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/latin1_bytes.c", 34 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 34 "corpus/c/latin1_bytes.c"
 
    const char *g = greeting();
    printf("%s\n", g);          /* raw Latin-1 bytes on stdout */
    dump_hex(g);
    printf("len=%u high=%d\n", (unsigned)strlen(g), count_high_bytes(g));
    printf("degree=%02x\n", (unsigned)(unsigned char)degree_sign());
    return 0;
}
#line 41 "corpus/c/latin1_bytes.c"
}
