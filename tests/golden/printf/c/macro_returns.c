#line 1 "corpus/c/macro_returns.c"
/* srcinst-test: std=c11 */
/* Returns hidden inside macro expansions (the routines themselves are
   written out in the file; see macro_defined_functions.c for routines that
   come from macros). */
#include <stdio.h>

#define RET(x) return (x)
#define CHECK(cond, code) do { if (!(cond)) return (code); } while (0)
#define RETURN_IF_NEG(v) if ((v) < 0) RET(-(v))
#define VOID_RET return
#include <stdio.h>
#line 11 "corpus/c/macro_returns.c"

static int abs_val(int v)
{
__typeof__(int) __srcinst_mrv __attribute__((__unused__));
fprintf(stderr, "enter %s (%s:%d)\n", "int abs_val(int)", "corpus/c/macro_returns.c", 13);
{
#line 13 "corpus/c/macro_returns.c"
 
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ fprintf(stderr, "leave %s (%s:%d)\n", "int abs_val(int)", "corpus/c/macro_returns.c", 14); return __srcinst_mrv; })) __srcinst_mrv =
#line 14 "corpus/c/macro_returns.c"
    RETURN_IF_NEG(v)
#undef return
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#pragma pop_macro("return")
#line 14 "corpus/c/macro_returns.c"
                    ;
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ fprintf(stderr, "leave %s (%s:%d)\n", "int abs_val(int)", "corpus/c/macro_returns.c", 15); return __srcinst_mrv; })) __srcinst_mrv =
#line 15 "corpus/c/macro_returns.c"
    RET(v)
#undef return
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#pragma pop_macro("return")
#line 15 "corpus/c/macro_returns.c"
          ;
}
#line 16 "corpus/c/macro_returns.c"
}

static int validate(int a, int b)
{
__typeof__(int) __srcinst_mrv __attribute__((__unused__));
fprintf(stderr, "enter %s (%s:%d)\n", "int validate(int, int)", "corpus/c/macro_returns.c", 19);
{
#line 19 "corpus/c/macro_returns.c"
 
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ fprintf(stderr, "leave %s (%s:%d)\n", "int validate(int, int)", "corpus/c/macro_returns.c", 20); return __srcinst_mrv; })) __srcinst_mrv =
#line 20 "corpus/c/macro_returns.c"
    CHECK(a > 0, 1)
#undef return
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#pragma pop_macro("return")
#line 20 "corpus/c/macro_returns.c"
                   ;
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ fprintf(stderr, "leave %s (%s:%d)\n", "int validate(int, int)", "corpus/c/macro_returns.c", 21); return __srcinst_mrv; })) __srcinst_mrv =
#line 21 "corpus/c/macro_returns.c"
    CHECK(b > 0, 2)
#undef return
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#pragma pop_macro("return")
#line 21 "corpus/c/macro_returns.c"
                   ;
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ fprintf(stderr, "leave %s (%s:%d)\n", "int validate(int, int)", "corpus/c/macro_returns.c", 22); return __srcinst_mrv; })) __srcinst_mrv =
#line 22 "corpus/c/macro_returns.c"
    CHECK(a < b, 3)
#undef return
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#pragma pop_macro("return")
#line 22 "corpus/c/macro_returns.c"
                   ;
    { __typeof__(int) __srcinst_rv =
#line 23 "corpus/c/macro_returns.c"
         ( 0);
fprintf(stderr, "leave %s (%s:%d)\n", "int validate(int, int)", "corpus/c/macro_returns.c", 23);
return __srcinst_rv; }
#line 23 "corpus/c/macro_returns.c"
             
}
#line 24 "corpus/c/macro_returns.c"
}

static int twice(int x)
{
__typeof__(int) __srcinst_mrv __attribute__((__unused__));
fprintf(stderr, "enter %s (%s:%d)\n", "int twice(int)", "corpus/c/macro_returns.c", 27);
{
#line 27 "corpus/c/macro_returns.c"
 
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ fprintf(stderr, "leave %s (%s:%d)\n", "int twice(int)", "corpus/c/macro_returns.c", 28); return __srcinst_mrv; })) __srcinst_mrv =
#line 28 "corpus/c/macro_returns.c"
    RET(x
        * 2)
#undef return
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#pragma pop_macro("return")
#line 29 "corpus/c/macro_returns.c"
            ;
}
#line 30 "corpus/c/macro_returns.c"
}

static void void_macro(int x)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void void_macro(int)", "corpus/c/macro_returns.c", 33);
{
#line 33 "corpus/c/macro_returns.c"
 
    if (x)
        
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ fprintf(stderr, "leave %s (%s:%d)\n", "void void_macro(int)", "corpus/c/macro_returns.c", 35); return; })) (void)0
#line 35 "corpus/c/macro_returns.c"
        VOID_RET
#undef return
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#pragma pop_macro("return")
#line 35 "corpus/c/macro_returns.c"
                ;
    printf("void_macro reached end\n");
}
fprintf(stderr, "leave %s (%s:%d)\n", "void void_macro(int)", "corpus/c/macro_returns.c", 37);
#line 37 "corpus/c/macro_returns.c"
}

#define CALL_AND_RET(f, x) return f(x)
static int via_call(int x)
{
__typeof__(int) __srcinst_mrv __attribute__((__unused__));
fprintf(stderr, "enter %s (%s:%d)\n", "int via_call(int)", "corpus/c/macro_returns.c", 41);
{
#line 41 "corpus/c/macro_returns.c"
 
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ fprintf(stderr, "leave %s (%s:%d)\n", "int via_call(int)", "corpus/c/macro_returns.c", 42); return __srcinst_mrv; })) __srcinst_mrv =
#line 42 "corpus/c/macro_returns.c"
    CALL_AND_RET(twice, x + 1)
#undef return
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#pragma pop_macro("return")
#line 42 "corpus/c/macro_returns.c"
                              ;
}
#line 43 "corpus/c/macro_returns.c"
}

int main(void)
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/c/macro_returns.c", 46);
fprintf(stderr, "enter %s (%s:%d)\n", "int main(void)", "corpus/c/macro_returns.c", 46);
{
#line 46 "corpus/c/macro_returns.c"
 
    printf("abs=%d %d\n", abs_val(-4), abs_val(6));
    printf("validate=%d %d %d %d\n", validate(1, 2), validate(0, 2), validate(1, 0), validate(3, 2));
    printf("twice=%d via_call=%d\n", twice(21), via_call(4));
    void_macro(1);
    void_macro(0);
    { __typeof__(int) __srcinst_rv =
#line 52 "corpus/c/macro_returns.c"
         ( 0);
fprintf(stderr, "leave %s (%s:%d)\n", "int main(void)", "corpus/c/macro_returns.c", 52);
return __srcinst_rv; }
#line 52 "corpus/c/macro_returns.c"
              /* plain, so main itself stays instrumented */
}
#line 53 "corpus/c/macro_returns.c"
}
