#line 1 "corpus/c/void_fallthrough.c"
/* srcinst-test: std=c11 */
/* void functions that fall off the end, void functions with bare early
   returns, and a main() without parameters that falls off the end. */
#include <stdio.h>
#include <stdio.h>
#line 5 "corpus/c/void_fallthrough.c"

static int counter;

static void bump(void)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void bump(void)", "corpus/c/void_fallthrough.c", 9);
{
#line 9 "corpus/c/void_fallthrough.c"
 
    counter++;
}
fprintf(stderr, "leave %s (%s:%d)\n", "void bump(void)", "corpus/c/void_fallthrough.c", 11);
#line 11 "corpus/c/void_fallthrough.c"
}

static void bump_n(int n)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void bump_n(int)", "corpus/c/void_fallthrough.c", 14);
{
#line 14 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++)
        bump();
}
fprintf(stderr, "leave %s (%s:%d)\n", "void bump_n(int)", "corpus/c/void_fallthrough.c", 18);
#line 18 "corpus/c/void_fallthrough.c"
}

static void maybe_print(int v)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void maybe_print(int)", "corpus/c/void_fallthrough.c", 21);
{
#line 21 "corpus/c/void_fallthrough.c"
 
    if (v < 0)
        {
fprintf(stderr, "leave %s (%s:%d)\n", "void maybe_print(int)", "corpus/c/void_fallthrough.c", 23);
#line 23 "corpus/c/void_fallthrough.c"
        return; }
    printf("value %d\n", v);
}
fprintf(stderr, "leave %s (%s:%d)\n", "void maybe_print(int)", "corpus/c/void_fallthrough.c", 25);
#line 25 "corpus/c/void_fallthrough.c"
}

static void print_until(const int *a, int n, int stop)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void print_until(const int *, int, int)", "corpus/c/void_fallthrough.c", 28);
{
#line 28 "corpus/c/void_fallthrough.c"
 
    int i;
    for (i = 0; i < n; i++) {
        if (a[i] == stop) {
            printf("stop at %d\n", i);
            {
fprintf(stderr, "leave %s (%s:%d)\n", "void print_until(const int *, int, int)", "corpus/c/void_fallthrough.c", 33);
#line 33 "corpus/c/void_fallthrough.c"
            return; }
        }
        printf("a[%d]=%d\n", i, a[i]);
    }
}
fprintf(stderr, "leave %s (%s:%d)\n", "void print_until(const int *, int, int)", "corpus/c/void_fallthrough.c", 37);
#line 37 "corpus/c/void_fallthrough.c"
}

static void empty(void) {
fprintf(stderr, "enter %s (%s:%d)\n", "void empty(void)", "corpus/c/void_fallthrough.c", 39);
{
#line 39 "corpus/c/void_fallthrough.c"
                         
}
fprintf(stderr, "leave %s (%s:%d)\n", "void empty(void)", "corpus/c/void_fallthrough.c", 39);
#line 39 "corpus/c/void_fallthrough.c"
                         }

static void returns_void_expr(void)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void returns_void_expr(void)", "corpus/c/void_fallthrough.c", 42);
{
#line 42 "corpus/c/void_fallthrough.c"
 
    {
#line 43 "corpus/c/void_fallthrough.c"
         ( bump());
fprintf(stderr, "leave %s (%s:%d)\n", "void returns_void_expr(void)", "corpus/c/void_fallthrough.c", 43);
return; }
#line 43 "corpus/c/void_fallthrough.c"
                  
}
#line 44 "corpus/c/void_fallthrough.c"
}

static void only_label(int x)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void only_label(int)", "corpus/c/void_fallthrough.c", 47);
{
#line 47 "corpus/c/void_fallthrough.c"
 
    if (x)
        goto out;
    printf("not jumped\n");
out:
    ;
}
fprintf(stderr, "leave %s (%s:%d)\n", "void only_label(int)", "corpus/c/void_fallthrough.c", 53);
#line 53 "corpus/c/void_fallthrough.c"
}

static void nested_blocks(int depth)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void nested_blocks(int)", "corpus/c/void_fallthrough.c", 56);
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
fprintf(stderr, "leave %s (%s:%d)\n", "void nested_blocks(int)", "corpus/c/void_fallthrough.c", 65);
#line 65 "corpus/c/void_fallthrough.c"
}

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/c/void_fallthrough.c", 68);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/c/void_fallthrough.c", 68);
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
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/c/void_fallthrough.c", 80);
#line 80 "corpus/c/void_fallthrough.c"
}
