// C++ new and delete expressions as call regions, in every position and
// form: plain, array, placement, nothrow, `::new`, with constructor
// arguments and (C++11) braces, delete of null, a constructor that throws
// (C++11), explicit calls of the operator functions, a loop's body, an
// argument, a conditional operand, a comma operand, a return value. COUNT
// counts each one's executions by the operator it calls; main prints the
// counts. The line marked "leave alone" gets no region.
#include <cstdio>
#include <new>

static int counted[4];  // operator new, new[], delete, delete[]
#define COUNT(k) (counted[k]++)
#define MAKE_INT(v) new int(v)

struct Part {
    int value;
    explicit Part(int v) : value(v) { if (v < 0) throw v; }
};

static int read(const int *p) { return p ? *p : -1; }

struct Owner {  // a member initializer's new is no region (not in a body): not counted
    int *held;
    Owner() : held(new int(8)) {}
    ~Owner() { COUNT(2); delete held; }
};

#if __cplusplus >= 201103L
struct Call {  // (a lambda argument: no __typeof__ of the new expression can name its type)
    int v;
    template <class F> explicit Call(F f) : v(f()) {}
};
#endif

static Part *make(int v)
{
    return COUNT(0), new Part(v);
}

int main(int argc, char **argv)
{
    (void) argv;
    int total = 0;
    COUNT(0); int *one = new int(3);
    COUNT(1); int *four = ::new int[4];
    four[0] = 1;
    static double space[4];
    COUNT(0); Part *placed = new (space) Part(5);
    COUNT(0); int *maybe = new (std::nothrow) int(7);
    COUNT(0); total += read(new int(argc)) + *one + four[0] + placed->value + *maybe;
    COUNT(2); delete one;
    COUNT(3); ::delete[] four;
    COUNT(2); delete maybe;
    int *none = 0;
    COUNT(2); delete none;
#if __cplusplus >= 201103L  /* (C++98 has no scope guard: an exception leaves its regions unwound) */
    try { COUNT(0); Part *bad = new Part(-1); COUNT(2); delete bad; } catch (int e) { total += e; }
#endif
    for (int i = 0; i < 3; i++)
        COUNT(0), COUNT(2), delete new int(i);
    COUNT(1); int *parenthesized = new (int[3]);
    COUNT(3); delete[] parenthesized;
    COUNT(1); int **rows = new int *[2];
    COUNT(1); rows[0] = new int[3];
    COUNT(3), COUNT(3), delete[] rows[0], delete[] rows;
    total += argc > 5 ? (COUNT(0), read(new int(1))) : read(0);
    Part *made = make(2);
    total += made->value;
    COUNT(2); ::delete made;
    {
        Owner owner;
        total += *owner.held;
    }
#if __cplusplus >= 201103L
    COUNT(0); Call *called = new Call([] { return 6; });
    total += called->v;
    COUNT(2); delete called;
    COUNT(1); int *listed = new int[3]{1, 2, 3};
    total += listed[2];
    COUNT(3); delete[] listed;
#endif
    COUNT(0); void *raw = ::operator new(16);  // explicit calls of the operators count too
    COUNT(1); void *many = operator new[](8);
    COUNT(2); ::operator delete(raw);
    COUNT(3); operator delete[](many);
    int *hidden = MAKE_INT(4);  /* leave alone: a macro writes it */
    total += *hidden;
    delete hidden;  // (counted below)
    COUNT(2);
    total += (int) sizeof(new int);
    std::printf("%d\n", total);
    std::printf("new %d new[] %d delete %d delete[] %d\n", counted[0], counted[1], counted[2], counted[3]);
    return 0;
}
