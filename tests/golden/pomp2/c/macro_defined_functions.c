#line 1 "corpus/c/macro_defined_functions.c"
/* srcinst-test: std=c11 */
/* Routines whose definition, name or body comes from a macro expansion.
   An instrumentor may skip these or instrument them, but whatever it does
   must keep the program's output and leave the event log well nested. */
#include <stdio.h>

#define DEFINE_GETTER(name, value) static int get_##name(void) { return value; }
#define BODY_RETURN { return 77; }
#define FN_NAME(x) fn_##x
#define BEGIN {
#define END }
#include <opari2/pomp2_lib.h>
#line 12 "corpus/c/macro_defined_functions.c"

DEFINE_GETTER(one, 1)
DEFINE_GETTER(two, 2)

static int macro_body(void) BODY_RETURN

static int FN_NAME(square)(int x)
{
    return x * x;
}

static int braces_from_macros(int x)
BEGIN
    if (x > 5)
        return 5;
    return x;
END

static int uses_getters(void)
{
    return get_one() + get_two() * 10;
}

int main(void)
{
    printf("getters=%d %d\n", get_one(), get_two());
    printf("macro_body=%d\n", macro_body());
    printf("square=%d\n", fn_square(9));
    printf("braces=%d %d\n", braces_from_macros(3), braces_from_macros(8));
    printf("uses_getters=%d\n", uses_getters());
    return 0;
}
