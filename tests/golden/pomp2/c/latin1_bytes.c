#line 1 "corpus/c/latin1_bytes.c"
/* srcinst-test: std=c11 */
/* Latin-1 (ISO-8859-1) bytes, not valid UTF-8, appear in this comment:
   café, naïve, © 1999, µs, À la carte, ß, ÿ.
   The instrumentor must keep them byte-for-byte. */
#include <stdio.h>
#include <string.h>
#include <opari2/pomp2_lib.h>
#line 7 "corpus/c/latin1_bytes.c"

/* Grüße aus München: a routine after a non-UTF-8 comment */
static const char *greeting(void)
{
    return "Grüß Gott, café crème";
}

static void dump_hex(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    for (; *p; p++)
        printf("%02x", *p);
    printf("\n");
}

static int count_high_bytes(const char *s)
{
    int n = 0;
    for (; *s; s++)
        if ((unsigned char)*s >= 0x80)
            n++;
    return n; /* « return » */
}

static char degree_sign(void) { return '°'; }

int main(void)
{
    const char *g = greeting();
    printf("%s\n", g);          /* raw Latin-1 bytes on stdout */
    dump_hex(g);
    printf("len=%u high=%d\n", (unsigned)strlen(g), count_high_bytes(g));
    printf("degree=%02x\n", (unsigned)(unsigned char)degree_sign());
    return 0;
}
