// Return types whose names the body, a parameter or a class member hides
// (C++98 rewrites returns like C; C++11 and later use a scope guard).
#include <cstdio>

typedef int wide_t;
static wide_t widen(int x)
{
    typedef unsigned char wide_t;  // the name means something else inside the body
    wide_t low = static_cast<wide_t>(x);
    if (x > 255)
        return x + low;
    return low;
}

struct node { int v; node *next; };
static node *push(node *node, int v)
{
    static struct node pool[4];
    static int used;
    pool[used].v = v;
    pool[used].next = node;
    return &pool[used++];
}

typedef long value;
struct Holder {
    typedef unsigned short small;
    int v;
    explicit Holder(int x) : v(x) {}
    small get() const
    {
        typedef char small;
        small c = 1;
        return v * 1000 + c;  // 70001 wraps to an unsigned short
    }
    long outside(int k) const;
    typedef unsigned char value;  // the body of outside sees this one
};

value Holder::outside(int k) const
{
    value low = static_cast<value>(v);
    return low * k + 256;
}

template <class T> T twice(T x)
{
    typedef char wide_t;
    wide_t unused = 0;
    (void)unused;
    return x + x;
}

template <class T> wide_t sum(T x)
{
    typedef char wide_t;
    return static_cast<wide_t>(x) + 300;
}

template <class T> struct Box {
    T item;
    node *first(node *n)
    {
        typedef int node;
        node unused = 0;
        (void)unused;
        return n;
    }
    wide_t count() const;
};

template <class T> wide_t Box<T>::count() const
{
    typedef char wide_t;
    return static_cast<wide_t>(sizeof(T)) + 300;
}

template <class T> struct Tagged {
    T item;
    long total() const;
    typedef unsigned char value;  // the body of total sees this one
};

template <class T> value Tagged<T>::total() const
{
    return item * 1000;  // 5000 as a long, not as an unsigned char
}

extern "C" wide_t c_linkage(int x)
{
    typedef char wide_t;
    return static_cast<wide_t>(x) + 300;
}

int main()
{
    node *list = push(push(0, 1), 2);
    Holder h(70);
    Box<int> box;
    box.item = 1;
    std::printf("%d %d %d\n", widen(307), list->v, list->next->v);
    std::printf("%d %ld\n", (int)h.get(), h.outside(4));
    std::printf("%d %d %d\n", twice(21), sum(5), (int)twice(1.5));
    std::printf("%d %d %d\n", box.first(list)->v, box.count(), c_linkage(6));
    Tagged<int> tagged = {5};
    std::printf("%ld\n", tagged.total());
    return 0;
}
