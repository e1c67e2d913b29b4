#line 1 "corpus/c/latin1_bytes.c"
/* srcinst-test: std=c11 */
/* Latin-1 (ISO-8859-1) bytes, not valid UTF-8, appear in this comment:
   café, naïve, © 1999, µs, À la carte, ß, ÿ.
   The instrumentor must keep them byte-for-byte. */
#include <stdio.h>
#include <string.h>
#include <stdio.h>
#line 7 "corpus/c/latin1_bytes.c"

/* Grüße aus München: a routine after a non-UTF-8 comment */
static const char *greeting(void)
{
fprintf(stderr, "enter %s (%s:%d)\n", "const char * greeting(void)", "corpus/c/latin1_bytes.c", 10);
{
#line 10 "corpus/c/latin1_bytes.c"
 
    { __typeof__(const char *) __srcinst_rv =
#line 11 "corpus/c/latin1_bytes.c"
         ( "Grüß Gott, café crème");
fprintf(stderr, "leave %s (%s:%d)\n", "const char * greeting(void)", "corpus/c/latin1_bytes.c", 11);
return __srcinst_rv; }
#line 11 "corpus/c/latin1_bytes.c"
                                   
}
#line 12 "corpus/c/latin1_bytes.c"
}

static void dump_hex(const char *s)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void dump_hex(const char *)", "corpus/c/latin1_bytes.c", 15);
{
#line 15 "corpus/c/latin1_bytes.c"
 
    const unsigned char *p = (const unsigned char *)s;
    for (; *p; p++)
        printf("%02x", *p);
    printf("\n");
}
fprintf(stderr, "leave %s (%s:%d)\n", "void dump_hex(const char *)", "corpus/c/latin1_bytes.c", 20);
#line 20 "corpus/c/latin1_bytes.c"
}

static int count_high_bytes(const char *s)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int count_high_bytes(const char *)", "corpus/c/latin1_bytes.c", 23);
{
#line 23 "corpus/c/latin1_bytes.c"
 
    int n = 0;
    for (; *s; s++)
        if ((unsigned char)*s >= 0x80)
            n++;
    { __typeof__(int) __srcinst_rv =
#line 28 "corpus/c/latin1_bytes.c"
         ( n);
fprintf(stderr, "leave %s (%s:%d)\n", "int count_high_bytes(const char *)", "corpus/c/latin1_bytes.c", 28);
return __srcinst_rv; }
#line 28 "corpus/c/latin1_bytes.c"
              /* « return » */
}
#line 29 "corpus/c/latin1_bytes.c"
}

static char degree_sign(void) {
fprintf(stderr, "enter %s (%s:%d)\n", "char degree_sign(void)", "corpus/c/latin1_bytes.c", 31);
{
#line 31 "corpus/c/latin1_bytes.c"
                                { __typeof__(char) __srcinst_rv =
#line 31 "corpus/c/latin1_bytes.c"
                                     ( '°');
fprintf(stderr, "leave %s (%s:%d)\n", "char degree_sign(void)", "corpus/c/latin1_bytes.c", 31);
return __srcinst_rv; }
#line 31 "corpus/c/latin1_bytes.c"
                                            
}
#line 31 "corpus/c/latin1_bytes.c"
                                            }

int main(void)
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/c/latin1_bytes.c", 34);
fprintf(stderr, "enter %s (%s:%d)\n", "int main(void)", "corpus/c/latin1_bytes.c", 34);
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
fprintf(stderr, "leave %s (%s:%d)\n", "int main(void)", "corpus/c/latin1_bytes.c", 40);
return __srcinst_rv; }
#line 40 "corpus/c/latin1_bytes.c"
             
}
#line 41 "corpus/c/latin1_bytes.c"
}
