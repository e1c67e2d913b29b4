#line 1 "corpus/c/struct_enum_returns.c"
/* srcinst-test: std=c11 */
/* Returning structs, unions, enums, pointers to functions, const-qualified
   and pointer types. */
#include <stdio.h>
#include <scorep/SCOREP_User.h>
#line 5 "corpus/c/struct_enum_returns.c"

struct point { int x, y; };
typedef struct { double re, im; } complex_t;
union bits { unsigned u; float f; };
enum color { RED, GREEN = 5, BLUE };
typedef int (*binop)(int, int);

typedef __typeof__(struct point) __srcinst_rt_753ab123_1;
#line 12 "corpus/c/struct_enum_returns.c"
static struct point make_point(int x, int y)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "struct point make_point(int, int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 13 "corpus/c/struct_enum_returns.c"
 
    struct point p;
    p.x = x;
    p.y = y;
    { __srcinst_rt_753ab123_1 __srcinst_rv =
#line 17 "corpus/c/struct_enum_returns.c"
         ( p);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 17 "corpus/c/struct_enum_returns.c"
             
}
#line 18 "corpus/c/struct_enum_returns.c"
}

typedef __typeof__(struct point) __srcinst_rt_753ab123_2;
#line 20 "corpus/c/struct_enum_returns.c"
static struct point origin(void) {
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "struct point origin(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 20 "corpus/c/struct_enum_returns.c"
                                   { __srcinst_rt_753ab123_2 __srcinst_rv =
#line 20 "corpus/c/struct_enum_returns.c"
                                        ( (struct point){0, 0});
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 20 "corpus/c/struct_enum_returns.c"
                                                                
}
#line 20 "corpus/c/struct_enum_returns.c"
                                                                }

typedef __typeof__(complex_t) __srcinst_rt_753ab123_3;
#line 22 "corpus/c/struct_enum_returns.c"
static complex_t cmul(complex_t a, complex_t b)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "complex_t cmul(complex_t, complex_t)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 23 "corpus/c/struct_enum_returns.c"
 
    complex_t r = { a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re };
    { __srcinst_rt_753ab123_3 __srcinst_rv =
#line 25 "corpus/c/struct_enum_returns.c"
         ( r);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 25 "corpus/c/struct_enum_returns.c"
             
}
#line 26 "corpus/c/struct_enum_returns.c"
}

typedef __typeof__(union bits) __srcinst_rt_753ab123_4;
#line 28 "corpus/c/struct_enum_returns.c"
static union bits from_uint(unsigned u) {
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "union bits from_uint(unsigned int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 28 "corpus/c/struct_enum_returns.c"
                                          union bits b; b.u = u; { __srcinst_rt_753ab123_4 __srcinst_rv =
#line 28 "corpus/c/struct_enum_returns.c"
                                                                      ( b);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 28 "corpus/c/struct_enum_returns.c"
                                                                           
}
#line 28 "corpus/c/struct_enum_returns.c"
                                                                           }

typedef __typeof__(enum color) __srcinst_rt_753ab123_5;
#line 30 "corpus/c/struct_enum_returns.c"
static enum color next_color(enum color c)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "enum color next_color(enum color)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 31 "corpus/c/struct_enum_returns.c"
 
    switch (c) {
    case RED: { __srcinst_rt_753ab123_5 __srcinst_rv =
#line 33 "corpus/c/struct_enum_returns.c"
                   ( GREEN);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 33 "corpus/c/struct_enum_returns.c"
                           
    case GREEN: { __srcinst_rt_753ab123_5 __srcinst_rv =
#line 34 "corpus/c/struct_enum_returns.c"
                     ( BLUE);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 34 "corpus/c/struct_enum_returns.c"
                            
    default: { __srcinst_rt_753ab123_5 __srcinst_rv =
#line 35 "corpus/c/struct_enum_returns.c"
                  ( RED);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 35 "corpus/c/struct_enum_returns.c"
                        
    }
}
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
#line 37 "corpus/c/struct_enum_returns.c"
}

static int add(int a, int b) {
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int add(int, int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 39 "corpus/c/struct_enum_returns.c"
                               { __typeof__(int) __srcinst_rv =
#line 39 "corpus/c/struct_enum_returns.c"
                                    ( a + b);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 39 "corpus/c/struct_enum_returns.c"
                                             
}
#line 39 "corpus/c/struct_enum_returns.c"
                                             }
static int mul(int a, int b) {
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int mul(int, int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 40 "corpus/c/struct_enum_returns.c"
                               { __typeof__(int) __srcinst_rv =
#line 40 "corpus/c/struct_enum_returns.c"
                                    ( a * b);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 40 "corpus/c/struct_enum_returns.c"
                                             
}
#line 40 "corpus/c/struct_enum_returns.c"
                                             }

/* function returning a pointer to a function, without a typedef */
static int (*pick_op(char c))(int, int)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int (*pick_op(char))(int, int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 44 "corpus/c/struct_enum_returns.c"
 
    if (c == '*')
        { __typeof__(int (*)(int, int)) __srcinst_rv =
#line 46 "corpus/c/struct_enum_returns.c"
             ( mul);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 46 "corpus/c/struct_enum_returns.c"
                   
    { __typeof__(int (*)(int, int)) __srcinst_rv =
#line 47 "corpus/c/struct_enum_returns.c"
         ( &add);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 47 "corpus/c/struct_enum_returns.c"
                
}
#line 48 "corpus/c/struct_enum_returns.c"
}

typedef __typeof__(binop) __srcinst_rt_753ab123_6;
#line 50 "corpus/c/struct_enum_returns.c"
static binop pick_op2(int which) {
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "binop pick_op2(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 50 "corpus/c/struct_enum_returns.c"
                                   { __srcinst_rt_753ab123_6 __srcinst_rv =
#line 50 "corpus/c/struct_enum_returns.c"
                                        ( which ? mul : add);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 50 "corpus/c/struct_enum_returns.c"
                                                             
}
#line 50 "corpus/c/struct_enum_returns.c"
                                                             }

static const char *const names[] = { "red", "?", "?", "?", "?", "green", "blue" };

static const char *const *name_table(void) {
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "const char *const * name_table(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 54 "corpus/c/struct_enum_returns.c"
                                             { __typeof__(const char *const *) __srcinst_rv =
#line 54 "corpus/c/struct_enum_returns.c"
                                                  ( names);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 54 "corpus/c/struct_enum_returns.c"
                                                           
}
#line 54 "corpus/c/struct_enum_returns.c"
                                                           }

static const int limit_value(void) {
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "const int limit_value(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 56 "corpus/c/struct_enum_returns.c"
                                     { __typeof__(const int) __srcinst_rv =
#line 56 "corpus/c/struct_enum_returns.c"
                                          ( 42);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 56 "corpus/c/struct_enum_returns.c"
                                                
}
#line 56 "corpus/c/struct_enum_returns.c"
                                                }

typedef __typeof__(const struct point *) __srcinst_rt_753ab123_7;
#line 58 "corpus/c/struct_enum_returns.c"
static const struct point *const_point(void)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "const struct point * const_point(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 59 "corpus/c/struct_enum_returns.c"
 
    static const struct point cp = { 7, 8 };
    { __srcinst_rt_753ab123_7 __srcinst_rv =
#line 61 "corpus/c/struct_enum_returns.c"
         ( &cp);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 61 "corpus/c/struct_enum_returns.c"
               
}
#line 62 "corpus/c/struct_enum_returns.c"
}

typedef __typeof__(struct point *) __srcinst_rt_753ab123_8;
#line 64 "corpus/c/struct_enum_returns.c"
static struct point *swap_point(struct point *p)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "struct point * swap_point(struct point *)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 65 "corpus/c/struct_enum_returns.c"
 
    int t = p->x;
    p->x = p->y;
    p->y = t;
    { __srcinst_rt_753ab123_8 __srcinst_rv =
#line 69 "corpus/c/struct_enum_returns.c"
         ( p);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 69 "corpus/c/struct_enum_returns.c"
             
}
#line 70 "corpus/c/struct_enum_returns.c"
}

static long double half(long double v) {
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "long double half(long double)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 72 "corpus/c/struct_enum_returns.c"
                                         { __typeof__(long double) __srcinst_rv =
#line 72 "corpus/c/struct_enum_returns.c"
                                              ( v / 2);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 72 "corpus/c/struct_enum_returns.c"
                                                       
}
#line 72 "corpus/c/struct_enum_returns.c"
                                                       }

static unsigned char low_byte(unsigned v) {
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "unsigned char low_byte(unsigned int)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 74 "corpus/c/struct_enum_returns.c"
                                            { __typeof__(unsigned char) __srcinst_rv =
#line 74 "corpus/c/struct_enum_returns.c"
                                                 ( (unsigned char)(v & 0xffu));
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 74 "corpus/c/struct_enum_returns.c"
                                                                               
}
#line 74 "corpus/c/struct_enum_returns.c"
                                                                               }

int main(void)
{
SCOREP_USER_REGION_DEFINE( scorep_pdt_func_handle );
SCOREP_USER_REGION_BEGIN( scorep_pdt_func_handle, "int main(void)", SCOREP_USER_REGION_TYPE_FUNCTION );
{
#line 77 "corpus/c/struct_enum_returns.c"
 
    struct point p = make_point(3, 4), o = origin();
    complex_t a = { 1, 2 }, b = { 3, -1 }, c;
    enum color col = RED;
    int i;

    printf("p=(%d,%d) o=(%d,%d)\n", p.x, p.y, o.x, o.y);
    c = cmul(a, b);
    printf("c=(%.1f,%.1f)\n", c.re, c.im);
    printf("bits=%08x\n", from_uint(0xdeadbeefu).u);
    for (i = 0; i < 4; i++) {
        printf("color %d %s\n", (int)col, name_table()[col]);
        col = next_color(col);
    }
    printf("ops: %d %d %d %d\n", pick_op('+')(6, 7), pick_op('*')(6, 7),
           pick_op2(0)(2, 3), pick_op2(1)(2, 3));
    printf("limit=%d const_point=(%d,%d)\n", limit_value(), const_point()->x, const_point()->y);
    swap_point(&p);
    printf("swap=(%d,%d)\n", p.x, swap_point(&o)->y);
    printf("half=%.2Lf low=%u\n", half(5.0L), (unsigned)low_byte(0x1234));
    { __typeof__(int) __srcinst_rv =
#line 97 "corpus/c/struct_enum_returns.c"
         ( 0);
SCOREP_USER_REGION_END( scorep_pdt_func_handle );
return __srcinst_rv; }
#line 97 "corpus/c/struct_enum_returns.c"
             
}
#line 98 "corpus/c/struct_enum_returns.c"
}
