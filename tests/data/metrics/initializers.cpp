// Metrics test data, C++: constructors' member initializers and range-for
// loops with structured bindings. No system headers.

int h(int);

struct Base {
    // Base::Base: constructor, member, inline; cc 1, lines 1, statements 0
    Base(int) {}
};

struct Member {
    Member(int);
};

struct Derived : Base {
    // Derived::Derived(int): the member initializers are the constructor's
    // code. decisions: ?: and && -> cc 3. call sites 4: Base(h(x)) names
    // the base's constructor and calls h, h(1), h(3); the initialization of
    // the member m_ names no constructor (as a declaration `Member m(x);`).
    // lines 1 (the body's), statements 0
    Derived(int x) : Base(h(x)), m_(x > 0 ? h(1) : 2), v_{h(3) && x} {}
    // Derived::Derived(): delegates: call sites 2 (callees Derived::Derived
    // and h), Derived(h(0)) and h(0)
    Derived() : Derived(h(0)) {}
    Member m_;
    int v_;
};

struct Temp {
    Temp(int);
    ~Temp();
};

struct Holder {
    Holder(const Temp &);
};

struct Owner {
    // Owner::Owner: call sites 1: Temp(1) is written; h_'s own construction
    // (wrapped for the temporary's destruction) is not
    Owner() : h_(Temp(1)) {}
    Holder h_;
};

struct Guarded {
    // Guarded::Guarded: a function-try-block; its member initializers come
    // after `try`. decisions: || and catch -> cc 3. call sites 3: h(1),
    // h(2), h(3). statements 3: try, h(3), catch
    Guarded() try : v_(h(1) || h(2)) { h(3); } catch (...) { }
    int v_;
};

struct Pair {
    int a, b;
};

struct Iter {
    Pair *p;
    Pair &operator*() const;
    Iter &operator++();
    bool operator!=(const Iter &) const;
};

struct Range {
    Iter begin() const;
    Iter end() const;
};

// bindings: two range-for loops -> cc 3, loops 2; statements 6: a
// declaration, two loops, their bodies and the return. Their `*__begin`,
// begin() and end() are implicit: no call sites, with structured bindings
// or without.
int bindings(const Range &r)
{
    int t = 0;
    for (auto &[a, b] : r)
        t += a * b;
    for (auto &p : r)
        t += p.a;
    return t;
}
