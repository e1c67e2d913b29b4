#line 1 "corpus/c/void_fallthrough.c"
/* srcinst-test: std=c11 */
/* void functions that fall off the end, void functions with bare early
   returns, and a main() without parameters that falls off the end. */
#include <stdio.h>
#include <scorep/SCOREP_User.h>
#line 5 "corpus/c/void_fallthrough.c"

static int counter;

static void bump(void)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "void bump(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 9 "corpus/c/void_fallthrough.c"
 
    counter++;
}
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 11 "corpus/c/void_fallthrough.c"
}

static void bump_n(int n)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "void bump_n(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 14 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++)
        bump();
}
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 18 "corpus/c/void_fallthrough.c"
}

static void maybe_print(int v)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "void maybe_print(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 21 "corpus/c/void_fallthrough.c"
 
    if (v < 0)
        {
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 23 "corpus/c/void_fallthrough.c"
        return; }
    printf("value %d\n", v);
}
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 25 "corpus/c/void_fallthrough.c"
}

static void print_until(const int *a, int n, int stop)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "void print_until(const int *, int, int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 28 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++) {
        if (a[i] == stop) {
            printf("stop at %d\n", i);
            {
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 33 "corpus/c/void_fallthrough.c"
            return; }
        }
        printf("a[%d]=%d\n", i, a[i]);
    }
}
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 37 "corpus/c/void_fallthrough.c"
}

static void empty(void) {
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "void empty(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 39 "corpus/c/void_fallthrough.c"
                         
}
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 39 "corpus/c/void_fallthrough.c"
                         }

static void returns_void_expr(void)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "void returns_void_expr(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 42 "corpus/c/void_fallthrough.c"
 
    {
#line 43 "corpus/c/void_fallthrough.c"
         ( bump());
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return; }
#line 43 "corpus/c/void_fallthrough.c"
                  
}
#line 44 "corpus/c/void_fallthrough.c"
}

static void only_label(int x)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "void only_label(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 47 "corpus/c/void_fallthrough.c"
 
    if (x)
        goto out;
    printf("not jumped\n");
out:
    ;
}
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 53 "corpus/c/void_fallthrough.c"
}

static void nested_blocks(int depth)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "void nested_blocks(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 65 "corpus/c/void_fallthrough.c"
}

int main()
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int main()", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 80 "corpus/c/void_fallthrough.c"
}
