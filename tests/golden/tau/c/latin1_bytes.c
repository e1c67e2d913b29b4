#line 1 "corpus/c/latin1_bytes.c"
/* srcinst-test: std=c11 */
/* Latin-1 (ISO-8859-1) bytes, not valid UTF-8, appear in this comment:
   café, naïve, © 1999, µs, À la carte, ß, ÿ.
   The instrumentor must keep them byte-for-byte. */
#include <stdio.h>
#include <string.h>
#include <TAU.h>
#line 7 "corpus/c/latin1_bytes.c"

/* Grüße aus München: a routine after a non-UTF-8 comment */
static const char *greeting(void)
{
TAU_PROFILE_TIMER(tautimer, "const char * greeting(void)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 10 "corpus/c/latin1_bytes.c"
 
    { __typeof__(const char *) __srcinst_rv =
#line 11 "corpus/c/latin1_bytes.c"
         ( "Grüß Gott, café crème");
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 11 "corpus/c/latin1_bytes.c"
                                   
}
#line 12 "corpus/c/latin1_bytes.c"
}

static void dump_hex(const char *s)
{
TAU_PROFILE_TIMER(tautimer, "void dump_hex(const char *)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 15 "corpus/c/latin1_bytes.c"
 
    const unsigned char *p = (const unsigned char *)s;
    for (; *p; p++)
        printf("%02x", *p);
    printf("\n");
}
TAU_PROFILE_STOP(tautimer);
#line 20 "corpus/c/latin1_bytes.c"
}

static int count_high_bytes(const char *s)
{
TAU_PROFILE_TIMER(tautimer, "int count_high_bytes(const char *)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 23 "corpus/c/latin1_bytes.c"
 
    int n = 0;
    for (; *s; s++)
        if ((unsigned char)*s >= 0x80)
            n++;
    { __typeof__(int) __srcinst_rv =
#line 28 "corpus/c/latin1_bytes.c"
         ( n);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 28 "corpus/c/latin1_bytes.c"
              /* « return » */
}
#line 29 "corpus/c/latin1_bytes.c"
}

static char degree_sign(void) {
TAU_PROFILE_TIMER(tautimer, "char degree_sign(void)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 31 "corpus/c/latin1_bytes.c"
                                { __typeof__(char) __srcinst_rv =
#line 31 "corpus/c/latin1_bytes.c"
                                     ( '°');
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 31 "corpus/c/latin1_bytes.c"
                                            
}
#line 31 "corpus/c/latin1_bytes.c"
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
#line 34 "corpus/c/latin1_bytes.c"
 
    const char *g = greeting();
    printf("%s\n", g);          /* raw Latin-1 bytes on stdout */
    dump_hex(g);
    printf("len=%u high=%d\n", (unsigned)strlen(g), count_high_bytes(g));
    printf("degree=%02x\n", (unsigned)(unsigned char)degree_sign());
    { __typeof__(int) __srcinst_rv =
#line 40 "corpus/c/latin1_bytes.c"
         ( 0);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 40 "corpus/c/latin1_bytes.c"
             
}
#line 41 "corpus/c/latin1_bytes.c"
}
