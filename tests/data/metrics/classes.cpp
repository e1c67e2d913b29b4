// Metrics test data, C++. tests/test_metrics.py checks the counts stated
// before each routine (see branches.c for what they mean). No system
// headers: callee names do not depend on the standard library.

namespace geo {

int helper(int);
int norm(int);

struct Error {
    // geo::Error::Error: constructor, member, inline (defined in its class);
    // an empty body: cc 1, lines 1, statements 0
    Error(const char *) {}
};

class Shape {
public:
    // geo::Shape::Shape (this one): constructor, member, inline; statements 0
    Shape() : id_(0) {}
    explicit Shape(int id);
    // geo::Shape::~Shape: destructor, virtual, member, inline
    virtual ~Shape() {}
    // geo::Shape::area: virtual, member, inline; statements 1
    virtual double area() const { return 0; }
    // geo::Shape::count: static (a static member function), member, inline
    static int count() { return made; }
    // defaulted in its class: not a routine srcinst reports
    Shape &operator=(const Shape &) = default;
    bool operator<(const Shape &o) const;
    // geo::Shape::operator bool: operator (a conversion function), member, inline
    operator bool() const { return id_ != 0; }
    static int made;

private:
    int id_;
};

int Shape::made = 0;

// geo::Shape::Shape(int): constructor, member, not inline (defined outside
// its class). decisions: if -> cc 2. statements 3: if, throw, ++made.
// call sites 1: Error("negative id") names the constructor it calls.
// lines 5
Shape::Shape(int id) : id_(id)
{
    if (id < 0)
        throw Error("negative id");
    ++made;
}

// geo::Shape::operator<: operator, member; cc 1, lines 1, statements 1
bool Shape::operator<(const Shape &o) const { return id_ < o.id_; }

// geo::Circle::area: virtual (it overrides), member, inline
struct Circle : Shape {
    double r = 1;
    double area() const override { return 3.14 * r * r; }
    ~Circle() override;
};

// geo::Circle::~Circle: defaulted, so no body is written: no metrics (and
// srcinst skips it)
Circle::~Circle() = default;

template <class T>
struct Box {
    T value;
    // geo::Box<T>::Box: constructor, member, inline, template; statements 0
    Box(T v) : value(v) {}
    // geo::Box<T>::get: member, inline, template
    T get() const { return value; }
};

// geo::clamp: template, inline. decisions: two ?: -> cc 3
template <class T>
inline T clamp(T v, T lo, T hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

// geo::process: a lambda, try/catch, loops, calls.
// decisions: for, if, catch, catch, range-for: 5 -> cc 6 (the lambda's if,
//   && and ?: are the lambda's)
// loops 2 (for, range-for)
// call sites 4: add(data[i]) (calls the lambda: no callee name),
//   Error("too big"), b.get(), clamp(...); not helper(x), in the lambda,
//   and not `Box<int> b(total)`, a declaration.
// callees: geo::Box<T>::get, geo::Error::Error, geo::clamp
// statements 18: int total, auto add, for, int i, add(...), try, if,
//   throw, Box<int> b, total = b.get(), catch, total = -1, catch, throw,
//   int arr, range-for, total += x, return
// lines 24 (no blank line)
int process(int *data, int n)
{
    int total = 0;
    auto add = [&total](int x) {
        if (x > 0 && x < 100)
            total += helper(x);
        return x ? 1 : 0;
    };
    for (int i = 0; i < n; i++)
        add(data[i]);
    try {
        if (total > 1000)
            throw Error("too big");
        Box<int> b(total);
        total = b.get();
    } catch (const Error &) {
        total = -1;
    } catch (...) {
        throw;
    }
    int arr[3] = {1, 2, 3};
    for (int x : arr)
        total += x;
    return clamp(total, 0, 5000);
}

// geo::guarded: a function-try-block: lines from `try` to the last `}`: 5.
// decisions: catch -> cc 2; statements 4: try, return, catch, return;
// call sites 1 (helper)
int guarded(int x)
try {
    return helper(x);
} catch (...) {
    return -1;
}

// geo::ordered: `if (a)` converts implicitly (operator bool): not a call;
// `a < b` calls the overloaded operator; Shape::count() is a call.
// cc 2, statements 3, call sites 2,
// callees geo::Shape::count, geo::Shape::operator<
bool ordered(const Shape &a, const Shape &b)
{
    if (a)
        return a < b;
    return Shape::count() > 0;
}

// geo::total_norm: template. A call that depends on T counts when it names
// functions: norm(item) (callee geo::norm); item.size() does not.
// decisions: range-for -> cc 2; loops 1; call sites 1
template <class T>
int total_norm(const T &items)
{
    int s = 0;
    for (const auto &item : items)
        s += norm(item) + item.size();
    return s;
}

} // namespace geo

namespace {
// (anonymous namespace)::hidden: static (in an anonymous namespace)
int hidden(int x) { return x + 1; }
}

// file_local: static
static int file_local(int x) { return -x; }

// square: constexpr, so inline; srcinst measures its run-time calls
constexpr int square(int x) { return x * x; }

// use: 6 call sites: geo::Shape::Shape (written `geo::Shape(3)`, a
// temporary), geo::Shape::operator< (`<`), hidden, file_local, square,
// geo::process. Not calls: `geo::Shape s;` and `geo::Shape t(2);`
// (declarations), `s ? 1 : 0` (operator bool, implicitly).
// decisions: ?: -> cc 2; statements 4 (3 declarations, return); lines 6
int use(int *data)
{
    geo::Shape s;
    geo::Shape t(2);
    bool small = geo::Shape(3) < t;
    return hidden(1) + file_local(2) + square(3) + geo::process(data, 3) + small + (s ? 1 : 0);
}
