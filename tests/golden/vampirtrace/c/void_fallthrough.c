#line 1 "corpus/c/void_fallthrough.c"
/* srcinst-test: std=c11 */
/* void functions that fall off the end, void functions with bare early
   returns, and a main() without parameters that falls off the end. */
#include <stdio.h>
#include <vt_user.h>
#line 5 "corpus/c/void_fallthrough.c"

static int counter;

static void bump(void)
{
VT_User_start__("void bump(void)", "corpus/c/void_fallthrough.c", 9);
{
#line 9 "corpus/c/void_fallthrough.c"
 
    counter++;
}
VT_User_end__("void bump(void)");
#line 11 "corpus/c/void_fallthrough.c"
}

static void bump_n(int n)
{
VT_User_start__("void bump_n(int)", "corpus/c/void_fallthrough.c", 14);
{
#line 14 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++)
        bump();
}
VT_User_end__("void bump_n(int)");
#line 18 "corpus/c/void_fallthrough.c"
}

static void maybe_print(int v)
{
VT_User_start__("void maybe_print(int)", "corpus/c/void_fallthrough.c", 21);
{
#line 21 "corpus/c/void_fallthrough.c"
 
    if (v < 0)
        {
VT_User_end__("void maybe_print(int)");
#line 23 "corpus/c/void_fallthrough.c"
        return; }
    printf("value %d\n", v);
}
VT_User_end__("void maybe_print(int)");
#line 25 "corpus/c/void_fallthrough.c"
}

static void print_until(const int *a, int n, int stop)
{
VT_User_start__("void print_until(const int *, int, int)", "corpus/c/void_fallthrough.c", 28);
{
#line 28 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++) {
        if (a[i] == stop) {
            printf("stop at %d\n", i);
            {
VT_User_end__("void print_until(const int *, int, int)");
#line 33 "corpus/c/void_fallthrough.c"
            return; }
        }
        printf("a[%d]=%d\n", i, a[i]);
    }
}
VT_User_end__("void print_until(const int *, int, int)");
#line 37 "corpus/c/void_fallthrough.c"
}

static void empty(void) {
VT_User_start__("void empty(void)", "corpus/c/void_fallthrough.c", 39);
{
#line 39 "corpus/c/void_fallthrough.c"
                         
}
VT_User_end__("void empty(void)");
#line 39 "corpus/c/void_fallthrough.c"
                         }

static void returns_void_expr(void)
{
VT_User_start__("void returns_void_expr(void)", "corpus/c/void_fallthrough.c", 42);
{
#line 42 "corpus/c/void_fallthrough.c"
 
    {
#line 43 "corpus/c/void_fallthrough.c"
         ( bump());
VT_User_end__("void returns_void_expr(void)");
return; }
#line 43 "corpus/c/void_fallthrough.c"
                  
}
#line 44 "corpus/c/void_fallthrough.c"
}

static void only_label(int x)
{
VT_User_start__("void only_label(int)", "corpus/c/void_fallthrough.c", 47);
{
#line 47 "corpus/c/void_fallthrough.c"
 
    if (x)
        goto out;
    printf("not jumped\n");
out:
    ;
}
VT_User_end__("void only_label(int)");
#line 53 "corpus/c/void_fallthrough.c"
}

static void nested_blocks(int depth)
{
VT_User_start__("void nested_blocks(int)", "corpus/c/void_fallthrough.c", 56);
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
VT_User_end__("void nested_blocks(int)");
#line 65 "corpus/c/void_fallthrough.c"
}

int main()
{
VT_User_start__("int main()", "corpus/c/void_fallthrough.c", 68);
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
VT_User_end__("int main()");
#line 80 "corpus/c/void_fallthrough.c"
}
