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
#define DEFINE_GETTER(name, value) static int get_##name(void) { static const srcinst_region __srcinst_region = { "" __srcinst_name_of(get_##name) "", "corpus/c/macro_defined_functions.c", 7 }; SRCINST_TRACE_SCOPE(&__srcinst_region); SRCINST_TRACE_ENTER(&__srcinst_region); {  return value;  } }
#define BODY_RETURN { return 77; }
#define FN_NAME(x) fn_##x
#define BEGIN {
#define END }
#include <srcinst_trace.h>
#line 12 "corpus/c/macro_defined_functions.c"

DEFINE_GETTER(one, 1)
DEFINE_GETTER(two, 2)

static int macro_body(void) BODY_RETURN

static int FN_NAME(square)(int x)
{
static const srcinst_region __srcinst_region = { "int fn_square(int)", "corpus/c/macro_defined_functions.c", 19 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 19 "corpus/c/macro_defined_functions.c"
 
    return x * x;
}
#line 21 "corpus/c/macro_defined_functions.c"
}

static int braces_from_macros(int x)
BEGIN
static const srcinst_region __srcinst_region = { "int braces_from_macros(int)", "corpus/c/macro_defined_functions.c", 24 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 24 "corpus/c/macro_defined_functions.c"
     
    if (x > 5)
        return 5;
    return x;
}
#line 28 "corpus/c/macro_defined_functions.c"
END

static int uses_getters(void)
{
static const srcinst_region __srcinst_region = { "int uses_getters(void)", "corpus/c/macro_defined_functions.c", 31 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 31 "corpus/c/macro_defined_functions.c"
 
    return get_one() + get_two() * 10;
}
#line 33 "corpus/c/macro_defined_functions.c"
}

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/macro_defined_functions.c", 36 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 36 "corpus/c/macro_defined_functions.c"
 
    printf("getters=%d %d\n", get_one(), get_two());
    printf("macro_body=%d\n", macro_body());
    printf("square=%d\n", fn_square(9));
    printf("braces=%d %d\n", braces_from_macros(3), braces_from_macros(8));
    printf("uses_getters=%d\n", uses_getters());
    return 0;
}
#line 43 "corpus/c/macro_defined_functions.c"
}
