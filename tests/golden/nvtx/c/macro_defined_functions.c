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
#define DEFINE_GETTER(name, value) static int get_##name(void) { nvtxRangePushA("" __srcinst_name_of(get_##name) ""); {  { __typeof__(int) __srcinst_rv = ( value); nvtxRangePop(); return __srcinst_rv; }  } }
#define BODY_RETURN { return 77; }
#define FN_NAME(x) fn_##x
#define BEGIN {
#define END }
#include <nvtx3/nvToolsExt.h>
#line 12 "corpus/c/macro_defined_functions.c"

DEFINE_GETTER(one, 1)
DEFINE_GETTER(two, 2)

static int macro_body(void) BODY_RETURN

static int FN_NAME(square)(int x)
{
nvtxRangePushA("int fn_square(int)");
{
#line 19 "corpus/c/macro_defined_functions.c"
 
    { __typeof__(int) __srcinst_rv =
#line 20 "corpus/c/macro_defined_functions.c"
         ( x * x);
nvtxRangePop();
return __srcinst_rv; }
#line 20 "corpus/c/macro_defined_functions.c"
                 
}
#line 21 "corpus/c/macro_defined_functions.c"
}

static int braces_from_macros(int x)
BEGIN
nvtxRangePushA("int braces_from_macros(int)");
{
#line 24 "corpus/c/macro_defined_functions.c"
     
    if (x > 5)
        { __typeof__(int) __srcinst_rv =
#line 26 "corpus/c/macro_defined_functions.c"
             ( 5);
nvtxRangePop();
return __srcinst_rv; }
#line 26 "corpus/c/macro_defined_functions.c"
                 
    { __typeof__(int) __srcinst_rv =
#line 27 "corpus/c/macro_defined_functions.c"
         ( x);
nvtxRangePop();
return __srcinst_rv; }
#line 27 "corpus/c/macro_defined_functions.c"
             
}
#line 28 "corpus/c/macro_defined_functions.c"
END

static int uses_getters(void)
{
nvtxRangePushA("int uses_getters(void)");
{
#line 31 "corpus/c/macro_defined_functions.c"
 
    { __typeof__(int) __srcinst_rv =
#line 32 "corpus/c/macro_defined_functions.c"
         ( get_one() + get_two() * 10);
nvtxRangePop();
return __srcinst_rv; }
#line 32 "corpus/c/macro_defined_functions.c"
                                      
}
#line 33 "corpus/c/macro_defined_functions.c"
}

int main(void)
{
nvtxRangePushA("int main(void)");
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
nvtxRangePop();
return __srcinst_rv; }
#line 42 "corpus/c/macro_defined_functions.c"
             
}
#line 43 "corpus/c/macro_defined_functions.c"
}
