#line 1 "corpus/c/macro_defined_functions.c"
/* srcinst-test: std=c11 */
/* Routines whose definition, name or body comes from a macro expansion.
   An instrumentor may skip these or instrument them, but whatever it does
   must keep the program's output and leave the event log well nested. */
#include <stdio.h>

#ifndef __srcinst_name_of
#define __srcinst_name_of(x) #x
#endif
#line 7 "corpus/c/macro_defined_functions.c"
#define DEFINE_GETTER(name, value) static int get_##name(void) { EPIK_User_start("" __srcinst_name_of(get_##name) "", "corpus/c/macro_defined_functions.c", 7); {  { __typeof__(int) __srcinst_rv = ( value); EPIK_User_end("" __srcinst_name_of(get_##name) "", "corpus/c/macro_defined_functions.c", 7); return __srcinst_rv; }  } }
#define BODY_RETURN { return 77; }
#define FN_NAME(x) fn_##x
#define BEGIN {
#define END }
#include <epik_user.h>
#line 12 "corpus/c/macro_defined_functions.c"

DEFINE_GETTER(one, 1)
DEFINE_GETTER(two, 2)

static int macro_body(void) BODY_RETURN

static int FN_NAME(square)(int x)
{
EPIK_User_start("int fn_square(int)", "corpus/c/macro_defined_functions.c", 19);
{
#line 19 "corpus/c/macro_defined_functions.c"
 
    { __typeof__(int) __srcinst_rv =
#line 20 "corpus/c/macro_defined_functions.c"
         ( x * x);
EPIK_User_end("int fn_square(int)", "corpus/c/macro_defined_functions.c", 21);
return __srcinst_rv; }
#line 20 "corpus/c/macro_defined_functions.c"
                 
}
#line 21 "corpus/c/macro_defined_functions.c"
}

static int braces_from_macros(int x)
BEGIN
EPIK_User_start("int braces_from_macros(int)", "corpus/c/macro_defined_functions.c", 24);
{
#line 24 "corpus/c/macro_defined_functions.c"
     
    if (x > 5)
        { __typeof__(int) __srcinst_rv =
#line 26 "corpus/c/macro_defined_functions.c"
             ( 5);
EPIK_User_end("int braces_from_macros(int)", "corpus/c/macro_defined_functions.c", 28);
return __srcinst_rv; }
#line 26 "corpus/c/macro_defined_functions.c"
                 
    { __typeof__(int) __srcinst_rv =
#line 27 "corpus/c/macro_defined_functions.c"
         ( x);
EPIK_User_end("int braces_from_macros(int)", "corpus/c/macro_defined_functions.c", 28);
return __srcinst_rv; }
#line 27 "corpus/c/macro_defined_functions.c"
             
}
#line 28 "corpus/c/macro_defined_functions.c"
END

static int uses_getters(void)
{
EPIK_User_start("int uses_getters(void)", "corpus/c/macro_defined_functions.c", 31);
{
#line 31 "corpus/c/macro_defined_functions.c"
 
    { __typeof__(int) __srcinst_rv =
#line 32 "corpus/c/macro_defined_functions.c"
         ( get_one() + get_two() * 10);
EPIK_User_end("int uses_getters(void)", "corpus/c/macro_defined_functions.c", 33);
return __srcinst_rv; }
#line 32 "corpus/c/macro_defined_functions.c"
                                      
}
#line 33 "corpus/c/macro_defined_functions.c"
}

int main(void)
{
EPIK_User_start("int main(void)", "corpus/c/macro_defined_functions.c", 36);
{
#line 36 "corpus/c/macro_defined_functions.c"
 
    printf("getters=%d %d\n", get_one(), get_two());
    printf("macro_body=%d\n", macro_body());
    printf("square=%d\n", fn_square(9));
    printf("braces=%d %d\n", braces_from_macros(3), braces_from_macros(8));
    printf("uses_getters=%d\n", uses_getters());
    { __typeof__(int) __srcinst_rv =
#line 42 "corpus/c/macro_defined_functions.c"
         ( 0);
EPIK_User_end("int main(void)", "corpus/c/macro_defined_functions.c", 43);
return __srcinst_rv; }
#line 42 "corpus/c/macro_defined_functions.c"
             
}
#line 43 "corpus/c/macro_defined_functions.c"
}
