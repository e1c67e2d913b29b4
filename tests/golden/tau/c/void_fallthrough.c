#line 1 "corpus/c/void_fallthrough.c"
/* srcinst-test: std=c11 */
/* void functions that fall off the end, void functions with bare early
   returns, and a main() without parameters that falls off the end. */
#include <stdio.h>
#include <TAU.h>
#line 5 "corpus/c/void_fallthrough.c"

static int counter;

static void bump(void)
{
TAU_PROFILE_TIMER(tautimer, "void bump(void)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 9 "corpus/c/void_fallthrough.c"
 
    counter++;
}
TAU_PROFILE_STOP(tautimer);
#line 11 "corpus/c/void_fallthrough.c"
}

static void bump_n(int n)
{
TAU_PROFILE_TIMER(tautimer, "void bump_n(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 14 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++)
        bump();
}
TAU_PROFILE_STOP(tautimer);
#line 18 "corpus/c/void_fallthrough.c"
}

static void maybe_print(int v)
{
TAU_PROFILE_TIMER(tautimer, "void maybe_print(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 21 "corpus/c/void_fallthrough.c"
 
    if (v < 0)
        {
TAU_PROFILE_STOP(tautimer);
#line 23 "corpus/c/void_fallthrough.c"
        return; }
    printf("value %d\n", v);
}
TAU_PROFILE_STOP(tautimer);
#line 25 "corpus/c/void_fallthrough.c"
}

static void print_until(const int *a, int n, int stop)
{
TAU_PROFILE_TIMER(tautimer, "void print_until(const int *, int, int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 28 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++) {
        if (a[i] == stop) {
            printf("stop at %d\n", i);
            {
TAU_PROFILE_STOP(tautimer);
#line 33 "corpus/c/void_fallthrough.c"
            return; }
        }
        printf("a[%d]=%d\n", i, a[i]);
    }
}
TAU_PROFILE_STOP(tautimer);
#line 37 "corpus/c/void_fallthrough.c"
}

static void empty(void) {
TAU_PROFILE_TIMER(tautimer, "void empty(void)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 39 "corpus/c/void_fallthrough.c"
                         
}
TAU_PROFILE_STOP(tautimer);
#line 39 "corpus/c/void_fallthrough.c"
                         }

static void returns_void_expr(void)
{
TAU_PROFILE_TIMER(tautimer, "void returns_void_expr(void)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 42 "corpus/c/void_fallthrough.c"
 
    {
#line 43 "corpus/c/void_fallthrough.c"
         ( bump());
TAU_PROFILE_STOP(tautimer);
return; }
#line 43 "corpus/c/void_fallthrough.c"
                  
}
#line 44 "corpus/c/void_fallthrough.c"
}

static void only_label(int x)
{
TAU_PROFILE_TIMER(tautimer, "void only_label(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 47 "corpus/c/void_fallthrough.c"
 
    if (x)
        goto out;
    printf("not jumped\n");
out:
    ;
}
TAU_PROFILE_STOP(tautimer);
#line 53 "corpus/c/void_fallthrough.c"
}

static void nested_blocks(int depth)
{
TAU_PROFILE_TIMER(tautimer, "void nested_blocks(int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 56 "corpus/c/void_fallthrough.c"
 
    {
        {
            if (depth > 1) {
                nested_blocks(depth - 1);
            }
        }
    }
    printf("depth %d done\n", depth);
}
TAU_PROFILE_STOP(tautimer);
#line 65 "corpus/c/void_fallthrough.c"
}

int main()
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE_TIMER(tautimer, "int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
TAU_PROFILE_START(tautimer);
{
#line 68 "corpus/c/void_fallthrough.c"
 
    int a[] = { 1, 2, 3, 4, 5 };
    bump_n(3);
    maybe_print(-1);
    maybe_print(counter);
    print_until(a, 5, 4);
    empty();
    returns_void_expr();
    only_label(0);
    only_label(1);
    nested_blocks(3);
    printf("counter=%d\n", counter);
}
TAU_PROFILE_STOP(tautimer);
#line 80 "corpus/c/void_fallthrough.c"
}
