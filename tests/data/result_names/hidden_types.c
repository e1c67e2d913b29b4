/* Return types whose names the body (or a parameter) hides: the value must
   still be converted to the type the header names. */
#include <stdio.h>

typedef int wide_t;
static wide_t widen(int x)
{
    typedef unsigned char wide_t;      /* the name means something else inside the body */
    wide_t low = (wide_t)x;
    if (x > 255)
        return x + low;
    return low;
}

typedef double ratio;
static ratio half(int ratio) { return ratio / 2.0; }

typedef struct node { int v; struct node *next; } node;
static node *push(node *node, int v)
{
    static struct node pool[4];
    static int used;
    pool[used].v = v;
    pool[used].next = node;
    return &pool[used++];
}

struct tag { long a; };
static struct tag *tagged(void)
{
    static struct tag t = { 7 };
    struct tag { char c; };            /* the tag means something else inside the body */
    struct tag shadow;
    shadow.c = 'x';
    if (shadow.c == 'y')
        return 0;
    return &t;
}

typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static binop pick(int binop)
{
    if (binop)
        return add;
    return 0;
}

static int (*pick_raw(int which))(int, int)
{
    typedef char binop;
    binop unused = 0;
    (void)unused;
    return which ? add : 0;
}

typedef short narrow;
static narrow knr(value, scale)
    int value; int scale;
{
    typedef long narrow;
    narrow product = (narrow)value * scale;
    return product;                  /* 70000 wraps to a short */
}

#ifdef WIDE
static long
#else
static wide_t
#endif
chosen(int x)
{
    typedef double wide_t;
    wide_t more = x + 0.75;
    return more;
}

enum color { RED, GREEN } first_color(int color)
{
    typedef int color_t;
    color_t c = color;
    if (c)
        return GREEN;
    return RED;
}

#define GETTER(name) static wide_t name(int x)
GETTER(get) { typedef char wide_t; wide_t c = 1; return x + c; }

#define LEAVE_WITH(v) return (v)
static ratio by_macro(int ratio)
{
    if (ratio > 1)
        LEAVE_WITH(ratio / 4.0);
    {
        typedef int ratio;
        ratio r = 3;
        LEAVE_WITH(r / 2.0);
    }
}

int main(void)
{
    node *list = push(push(0, 1), 2);
    printf("%d %.2f\n", widen(307), half(3));
    printf("%d %d\n", list->v, list->next->v);
    printf("%ld\n", tagged()->a);
    printf("%d %d\n", pick(1)(2, 3), pick_raw(1)(4, 5));
    printf("%d\n", (int)knr(700, 100));
    printf("%ld\n", (long)chosen(2));
    printf("%.2f %.2f\n", by_macro(3), by_macro(1));
    printf("%d %d\n", get(299), (int)first_color(1));
    return 0;
}
