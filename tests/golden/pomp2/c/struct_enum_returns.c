#line 1 "corpus/c/struct_enum_returns.c"
/* srcinst-test: std=c11 */
/* Returning structs, unions, enums, pointers to functions, const-qualified
   and pointer types. */
#include <stdio.h>
#include <opari2/pomp2_lib.h>
#line 5 "corpus/c/struct_enum_returns.c"

struct point { int x, y; };
typedef struct { double re, im; } complex_t;
union bits { unsigned u; float f; };
enum color { RED, GREEN = 5, BLUE };
typedef int (*binop)(int, int);

static struct point make_point(int x, int y)
{
    struct point p;
    p.x = x;
    p.y = y;
    return p;
}

static struct point origin(void) { return (struct point){0, 0}; }

static complex_t cmul(complex_t a, complex_t b)
{
    complex_t r = { a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re };
    return r;
}

static union bits from_uint(unsigned u) { union bits b; b.u = u; return b; }

static enum color next_color(enum color c)
{
    switch (c) {
    case RED: return GREEN;
    case GREEN: return BLUE;
    default: return RED;
    }
}

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }

/* function returning a pointer to a function, without a typedef */
static int (*pick_op(char c))(int, int)
{
    if (c == '*')
        return mul;
    return &add;
}

static binop pick_op2(int which) { return which ? mul : add; }

static const char *const names[] = { "red", "?", "?", "?", "?", "green", "blue" };

static const char *const *name_table(void) { return names; }

static const int limit_value(void) { return 42; }

static const struct point *const_point(void)
{
    static const struct point cp = { 7, 8 };
    return &cp;
}

static struct point *swap_point(struct point *p)
{
    int t = p->x;
    p->x = p->y;
    p->y = t;
    return p;
}

static long double half(long double v) { return v / 2; }

static unsigned char low_byte(unsigned v) { return (unsigned char)(v & 0xffu); }

int main(void)
{
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
