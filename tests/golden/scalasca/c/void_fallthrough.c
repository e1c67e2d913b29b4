#line 1 "corpus/c/void_fallthrough.c"
/* srcinst-test: std=c11 */
/* void functions that fall off the end, void functions with bare early
   returns, and a main() without parameters that falls off the end. */
#include <stdio.h>
#include <epik_user.h>
#line 5 "corpus/c/void_fallthrough.c"

static int counter;

static void bump(void)
{
EPIK_User_start("void bump(void)", "corpus/c/void_fallthrough.c", 9);
{
#line 9 "corpus/c/void_fallthrough.c"
 
    counter++;
}
EPIK_User_end("void bump(void)", "corpus/c/void_fallthrough.c", 11);
#line 11 "corpus/c/void_fallthrough.c"
}

static void bump_n(int n)
{
EPIK_User_start("void bump_n(int)", "corpus/c/void_fallthrough.c", 14);
{
#line 14 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++)
        bump();
}
EPIK_User_end("void bump_n(int)", "corpus/c/void_fallthrough.c", 18);
#line 18 "corpus/c/void_fallthrough.c"
}

static void maybe_print(int v)
{
EPIK_User_start("void maybe_print(int)", "corpus/c/void_fallthrough.c", 21);
{
#line 21 "corpus/c/void_fallthrough.c"
 
    if (v < 0)
        {
EPIK_User_end("void maybe_print(int)", "corpus/c/void_fallthrough.c", 25);
#line 23 "corpus/c/void_fallthrough.c"
        return; }
    printf("value %d\n", v);
}
EPIK_User_end("void maybe_print(int)", "corpus/c/void_fallthrough.c", 25);
#line 25 "corpus/c/void_fallthrough.c"
}

static void print_until(const int *a, int n, int stop)
{
EPIK_User_start("void print_until(const int *, int, int)", "corpus/c/void_fallthrough.c", 28);
{
#line 28 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++) {
        if (a[i] == stop) {
            printf("stop at %d\n", i);
            {
EPIK_User_end("void print_until(const int *, int, int)", "corpus/c/void_fallthrough.c", 37);
#line 33 "corpus/c/void_fallthrough.c"
            return; }
        }
        printf("a[%d]=%d\n", i, a[i]);
    }
}
EPIK_User_end("void print_until(const int *, int, int)", "corpus/c/void_fallthrough.c", 37);
#line 37 "corpus/c/void_fallthrough.c"
}

static void empty(void) {
EPIK_User_start("void empty(void)", "corpus/c/void_fallthrough.c", 39);
{
#line 39 "corpus/c/void_fallthrough.c"
                         
}
EPIK_User_end("void empty(void)", "corpus/c/void_fallthrough.c", 39);
#line 39 "corpus/c/void_fallthrough.c"
                         }

static void returns_void_expr(void)
{
EPIK_User_start("void returns_void_expr(void)", "corpus/c/void_fallthrough.c", 42);
{
#line 42 "corpus/c/void_fallthrough.c"
 
    {
#line 43 "corpus/c/void_fallthrough.c"
         ( bump());
EPIK_User_end("void returns_void_expr(void)", "corpus/c/void_fallthrough.c", 44);
return; }
#line 43 "corpus/c/void_fallthrough.c"
                  
}
#line 44 "corpus/c/void_fallthrough.c"
}

static void only_label(int x)
{
EPIK_User_start("void only_label(int)", "corpus/c/void_fallthrough.c", 47);
{
#line 47 "corpus/c/void_fallthrough.c"
 
    if (x)
        goto out;
    printf("not jumped\n");
out:
    ;
}
EPIK_User_end("void only_label(int)", "corpus/c/void_fallthrough.c", 53);
#line 53 "corpus/c/void_fallthrough.c"
}

static void nested_blocks(int depth)
{
EPIK_User_start("void nested_blocks(int)", "corpus/c/void_fallthrough.c", 56);
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
EPIK_User_end("void nested_blocks(int)", "corpus/c/void_fallthrough.c", 65);
#line 65 "corpus/c/void_fallthrough.c"
}

int main()
{
EPIK_User_start("int main()", "corpus/c/void_fallthrough.c", 68);
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
EPIK_User_end("int main()", "corpus/c/void_fallthrough.c", 80);
#line 80 "corpus/c/void_fallthrough.c"
}
