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
#include <caliper/cali.h>
#line 11 "corpus/c/macro_returns.c"

static int abs_val(int v)
{
__typeof__(int) __srcinst_mrv __attribute__((__unused__));
cali_begin_region("int abs_val(int)");
{
#line 13 "corpus/c/macro_returns.c"
 
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ cali_end_region("int abs_val(int)"); return __srcinst_mrv; })) __srcinst_mrv =
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
#define return for (;; __extension__ ({ cali_end_region("int abs_val(int)"); return __srcinst_mrv; })) __srcinst_mrv =
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
cali_begin_region("int validate(int, int)");
{
#line 19 "corpus/c/macro_returns.c"
 
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ cali_end_region("int validate(int, int)"); return __srcinst_mrv; })) __srcinst_mrv =
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
#define return for (;; __extension__ ({ cali_end_region("int validate(int, int)"); return __srcinst_mrv; })) __srcinst_mrv =
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
#define return for (;; __extension__ ({ cali_end_region("int validate(int, int)"); return __srcinst_mrv; })) __srcinst_mrv =
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
cali_end_region("int validate(int, int)");
return __srcinst_rv; }
#line 23 "corpus/c/macro_returns.c"
             
}
#line 24 "corpus/c/macro_returns.c"
}

static int twice(int x)
{
__typeof__(int) __srcinst_mrv __attribute__((__unused__));
cali_begin_region("int twice(int)");
{
#line 27 "corpus/c/macro_returns.c"
 
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ cali_end_region("int twice(int)"); return __srcinst_mrv; })) __srcinst_mrv =
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
cali_begin_region("void void_macro(int)");
{
#line 33 "corpus/c/macro_returns.c"
 
    if (x)
        
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ cali_end_region("void void_macro(int)"); return; })) (void)0
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
cali_end_region("void void_macro(int)");
#line 37 "corpus/c/macro_returns.c"
}

#define CALL_AND_RET(f, x) return f(x)
static int via_call(int x)
{
__typeof__(int) __srcinst_mrv __attribute__((__unused__));
cali_begin_region("int via_call(int)");
{
#line 41 "corpus/c/macro_returns.c"
 
    
#pragma push_macro("return")
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#undef return
#define return for (;; __extension__ ({ cali_end_region("int via_call(int)"); return __srcinst_mrv; })) __srcinst_mrv =
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
cali_begin_region("int main(void)");
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
cali_end_region("int main(void)");
return __srcinst_rv; }
#line 52 "corpus/c/macro_returns.c"
              /* plain, so main itself stays instrumented */
}
#line 53 "corpus/c/macro_returns.c"
}
