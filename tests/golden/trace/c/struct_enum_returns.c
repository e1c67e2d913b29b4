#line 1 "corpus/c/struct_enum_returns.c"
/* srcinst-test: std=c11 */
/* Returning structs, unions, enums, pointers to functions, const-qualified
   and pointer types. */
#include <stdio.h>
#include <srcinst_trace.h>
#line 5 "corpus/c/struct_enum_returns.c"

struct point { int x, y; };
typedef struct { double re, im; } complex_t;
union bits { unsigned u; float f; };
enum color { RED, GREEN = 5, BLUE };
typedef int (*binop)(int, int);

static struct point make_point(int x, int y)
{
static const srcinst_region __srcinst_region = { "struct point make_point(int, int)", "corpus/c/struct_enum_returns.c", 13 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 13 "corpus/c/struct_enum_returns.c"
 
    struct point p;
    p.x = x;
    p.y = y;
    return p;
}
#line 18 "corpus/c/struct_enum_returns.c"
}

static struct point origin(void) {
static const srcinst_region __srcinst_region = { "struct point origin(void)", "corpus/c/struct_enum_returns.c", 20 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 20 "corpus/c/struct_enum_returns.c"
                                   return (struct point){0, 0}; 
}
#line 20 "corpus/c/struct_enum_returns.c"
                                                                }

static complex_t cmul(complex_t a, complex_t b)
{
static const srcinst_region __srcinst_region = { "complex_t cmul(complex_t, complex_t)", "corpus/c/struct_enum_returns.c", 23 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 23 "corpus/c/struct_enum_returns.c"
 
    complex_t r = { a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re };
    return r;
}
#line 26 "corpus/c/struct_enum_returns.c"
}

static union bits from_uint(unsigned u) {
static const srcinst_region __srcinst_region = { "union bits from_uint(unsigned int)", "corpus/c/struct_enum_returns.c", 28 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 28 "corpus/c/struct_enum_returns.c"
                                          union bits b; b.u = u; return b; 
}
#line 28 "corpus/c/struct_enum_returns.c"
                                                                           }

static enum color next_color(enum color c)
{
static const srcinst_region __srcinst_region = { "enum color next_color(enum color)", "corpus/c/struct_enum_returns.c", 31 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 31 "corpus/c/struct_enum_returns.c"
 
    switch (c) {
    case RED: return GREEN;
    case GREEN: return BLUE;
    default: return RED;
    }
}
#line 37 "corpus/c/struct_enum_returns.c"
}

static int add(int a, int b) {
static const srcinst_region __srcinst_region = { "int add(int, int)", "corpus/c/struct_enum_returns.c", 39 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 39 "corpus/c/struct_enum_returns.c"
                               return a + b; 
}
#line 39 "corpus/c/struct_enum_returns.c"
                                             }
static int mul(int a, int b) {
static const srcinst_region __srcinst_region = { "int mul(int, int)", "corpus/c/struct_enum_returns.c", 40 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 40 "corpus/c/struct_enum_returns.c"
                               return a * b; 
}
#line 40 "corpus/c/struct_enum_returns.c"
                                             }

/* function returning a pointer to a function, without a typedef */
static int (*pick_op(char c))(int, int)
{
static const srcinst_region __srcinst_region = { "int (*pick_op(char))(int, int)", "corpus/c/struct_enum_returns.c", 44 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 44 "corpus/c/struct_enum_returns.c"
 
    if (c == '*')
        return mul;
    return &add;
}
#line 48 "corpus/c/struct_enum_returns.c"
}

static binop pick_op2(int which) {
static const srcinst_region __srcinst_region = { "binop pick_op2(int)", "corpus/c/struct_enum_returns.c", 50 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 50 "corpus/c/struct_enum_returns.c"
                                   return which ? mul : add; 
}
#line 50 "corpus/c/struct_enum_returns.c"
                                                             }

static const char *const names[] = { "red", "?", "?", "?", "?", "green", "blue" };

static const char *const *name_table(void) {
static const srcinst_region __srcinst_region = { "const char *const * name_table(void)", "corpus/c/struct_enum_returns.c", 54 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 54 "corpus/c/struct_enum_returns.c"
                                             return names; 
}
#line 54 "corpus/c/struct_enum_returns.c"
                                                           }

static const int limit_value(void) {
static const srcinst_region __srcinst_region = { "const int limit_value(void)", "corpus/c/struct_enum_returns.c", 56 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 56 "corpus/c/struct_enum_returns.c"
                                     return 42; 
}
#line 56 "corpus/c/struct_enum_returns.c"
                                                }

static const struct point *const_point(void)
{
static const srcinst_region __srcinst_region = { "const struct point * const_point(void)", "corpus/c/struct_enum_returns.c", 59 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 59 "corpus/c/struct_enum_returns.c"
 
    static const struct point cp = { 7, 8 };
    return &cp;
}
#line 62 "corpus/c/struct_enum_returns.c"
}

static struct point *swap_point(struct point *p)
{
static const srcinst_region __srcinst_region = { "struct point * swap_point(struct point *)", "corpus/c/struct_enum_returns.c", 65 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 65 "corpus/c/struct_enum_returns.c"
 
    int t = p->x;
    p->x = p->y;
    p->y = t;
    return p;
}
#line 70 "corpus/c/struct_enum_returns.c"
}

static long double half(long double v) {
static const srcinst_region __srcinst_region = { "long double half(long double)", "corpus/c/struct_enum_returns.c", 72 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 72 "corpus/c/struct_enum_returns.c"
                                         return v / 2; 
}
#line 72 "corpus/c/struct_enum_returns.c"
                                                       }

static unsigned char low_byte(unsigned v) {
static const srcinst_region __srcinst_region = { "unsigned char low_byte(unsigned int)", "corpus/c/struct_enum_returns.c", 74 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 74 "corpus/c/struct_enum_returns.c"
                                            return (unsigned char)(v & 0xffu); 
}
#line 74 "corpus/c/struct_enum_returns.c"
                                                                               }

int main(void)
{
static const srcinst_region __srcinst_region = { "int main(void)", "corpus/c/struct_enum_returns.c", 77 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
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
    return 0;
}
#line 98 "corpus/c/struct_enum_returns.c"
}
