#line 1 "corpus/c/latin1_bytes.c"
/* srcinst-test: std=c11 */
/* Latin-1 (ISO-8859-1) bytes, not valid UTF-8, appear in this comment:
   café, naïve, © 1999, µs, À la carte, ß, ÿ.
   The instrumentor must keep them byte-for-byte. */
#include <stdio.h>
#include <string.h>
#include <nvtx3/nvToolsExt.h>
#line 7 "corpus/c/latin1_bytes.c"

/* Grüße aus München: a routine after a non-UTF-8 comment */
static const char *greeting(void)
{
nvtxRangePushA("const char * greeting(void)");
{
#line 10 "corpus/c/latin1_bytes.c"
 
    { __typeof__(const char *) __srcinst_rv =
#line 11 "corpus/c/latin1_bytes.c"
         ( "Grüß Gott, café crème");
nvtxRangePop();
return __srcinst_rv; }
#line 11 "corpus/c/latin1_bytes.c"
                                   
}
#line 12 "corpus/c/latin1_bytes.c"
}

static void dump_hex(const char *s)
{
nvtxRangePushA("void dump_hex(const char *)");
{
#line 15 "corpus/c/latin1_bytes.c"
 
    const unsigned char *p = (const unsigned char *)s;
    for (; *p; p++)
        printf("%02x", *p);
    printf("\n");
}
nvtxRangePop();
#line 20 "corpus/c/latin1_bytes.c"
}

static int count_high_bytes(const char *s)
{
nvtxRangePushA("int count_high_bytes(const char *)");
{
#line 23 "corpus/c/latin1_bytes.c"
 
    int n = 0;
    for (; *s; s++)
        if ((unsigned char)*s >= 0x80)
            n++;
    { __typeof__(int) __srcinst_rv =
#line 28 "corpus/c/latin1_bytes.c"
         ( n);
nvtxRangePop();
return __srcinst_rv; }
#line 28 "corpus/c/latin1_bytes.c"
              /* « return » */
}
#line 29 "corpus/c/latin1_bytes.c"
}

static char degree_sign(void) {
nvtxRangePushA("char degree_sign(void)");
{
#line 31 "corpus/c/latin1_bytes.c"
                                { __typeof__(char) __srcinst_rv =
#line 31 "corpus/c/latin1_bytes.c"
                                     ( '°');
nvtxRangePop();
return __srcinst_rv; }
#line 31 "corpus/c/latin1_bytes.c"
                                            
}
#line 31 "corpus/c/latin1_bytes.c"
                                            }

int main(void)
{
nvtxRangePushA("int main(void)");
{
#line 34 "corpus/c/latin1_bytes.c"
 
    const char *g = greeting();
    printf("%s\n", g);          /* raw Latin-1 bytes on stdout */
    dump_hex(g);
    printf("len=%u high=%d\n", (unsigned)strlen(g), count_high_bytes(g));
    printf("degree=%02x\n", (unsigned)(unsigned char)degree_sign());
    { __typeof__(int) __srcinst_rv =
#line 40 "corpus/c/latin1_bytes.c"
         ( 0);
nvtxRangePop();
return __srcinst_rv; }
#line 40 "corpus/c/latin1_bytes.c"
             
}
#line 41 "corpus/c/latin1_bytes.c"
}
