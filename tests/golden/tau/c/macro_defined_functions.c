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
#define DEFINE_GETTER(name, value) static int get_##name(void) { TAU_PROFILE_TIMER(tautimer, "" __srcinst_name_of(get_##name) "", " ", TAU_USER); TAU_PROFILE_START(tautimer); {  { __typeof__(int) __srcinst_rv = ( value); TAU_PROFILE_STOP(tautimer); return __srcinst_rv; }  } }
#define BODY_RETURN { return 77; }
#define FN_NAME(x) fn_##x
#define BEGIN {
#define END }
#include <TAU.h>
#line 12 "corpus/c/macro_defined_functions.c"

DEFINE_GETTER(one, 1)
DEFINE_GETTER(two, 2)

static int macro_body(void) BODY_RETURN

static int FN_NAME(square)(int x)
{
TAU_PROFILE_TIMER(tautimer, "int fn_square(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 19 "corpus/c/macro_defined_functions.c"
 
    { __typeof__(int) __srcinst_rv =
#line 20 "corpus/c/macro_defined_functions.c"
         ( x * x);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 20 "corpus/c/macro_defined_functions.c"
                 
}
#line 21 "corpus/c/macro_defined_functions.c"
}

static int braces_from_macros(int x)
BEGIN
TAU_PROFILE_TIMER(tautimer, "int braces_from_macros(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 24 "corpus/c/macro_defined_functions.c"
     
    if (x > 5)
        { __typeof__(int) __srcinst_rv =
#line 26 "corpus/c/macro_defined_functions.c"
             ( 5);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 26 "corpus/c/macro_defined_functions.c"
                 
    { __typeof__(int) __srcinst_rv =
#line 27 "corpus/c/macro_defined_functions.c"
         ( x);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 27 "corpus/c/macro_defined_functions.c"
             
}
#line 28 "corpus/c/macro_defined_functions.c"
END

static int uses_getters(void)
{
TAU_PROFILE_TIMER(tautimer, "int uses_getters(void)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 31 "corpus/c/macro_defined_functions.c"
 
    { __typeof__(int) __srcinst_rv =
#line 32 "corpus/c/macro_defined_functions.c"
         ( get_one() + get_two() * 10);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 32 "corpus/c/macro_defined_functions.c"
                                      
}
#line 33 "corpus/c/macro_defined_functions.c"
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
#line 36 "corpus/c/macro_defined_functions.c"
 
    printf("getters=%d %d\n", get_one(), get_two());
    printf("macro_body=%d\n", macro_body());
    printf("square=%d\n", fn_square(9));
    printf("braces=%d %d\n", braces_from_macros(3), braces_from_macros(8));
    printf("uses_getters=%d\n", uses_getters());
    { __typeof__(int) __srcinst_rv =
#line 42 "corpus/c/macro_defined_functions.c"
         ( 0);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 42 "corpus/c/macro_defined_functions.c"
             
}
#line 43 "corpus/c/macro_defined_functions.c"
}
