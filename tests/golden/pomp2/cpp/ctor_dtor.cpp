#line 1 "corpus/cpp/ctor_dtor.cpp"
// srcinst-test: std=c++17
// Constructors with member initializer lists (including braced and
// multi-line ones), delegating constructors, constructors and destructors
// with early returns, and construction/destruction order.
#include <cstdio>
#include <string>
#include <vector>
#include <opari2/pomp2_lib.h>
#line 8 "corpus/cpp/ctor_dtor.cpp"

struct Tracer {
    std::string name;
    explicit Tracer(const char *n) : name(n) { std::printf("  Tracer(%s)\n", name.c_str()); }
    ~Tracer() { std::printf("  ~Tracer(%s)\n", name.c_str()); }
};

class Widget {
public:
    Widget(int id, const char *label)
        : id_(id),
          label_(label),
          values_{1, 2, 3},   // braces in an initializer: } {
          first_("first"),
          second_{"second"}
    {
        std::printf("Widget(%d, %s)\n", id_, label_.c_str());
        if (id_ < 0) {
            values_.clear();
            return;             // early return from a constructor
        }
        values_.push_back(id_);
    }

    Widget() : Widget(0, "default") { std::printf("Widget() delegated\n"); }

    explicit Widget(const std::vector<int> &v)
        : Widget(static_cast<int>(v.size()),
                 v.empty() ? "empty" : "from-vector")
    {}

    ~Widget()
    {
        std::printf("~Widget(%d)\n", id_);
        if (values_.empty())
            return;             // early return from a destructor
        std::printf("  had %zu values\n", values_.size());
    }

    int sum() const
    {
        int s = 0;
        for (int v : values_)
            s += v;
        return s;
    }

private:
    int id_;
    std::string label_;
    std::vector<int> values_;
    Tracer first_;
    Tracer second_;
};

struct Base {
    int b;
    Base(int v) : b(v) { std::printf("Base(%d)\n", b); }
    virtual ~Base() { std::printf("~Base(%d)\n", b); }
};

struct Derived : Base {
    Tracer t;
    Derived(int v) : Base(v * 10), t("derived-member") { std::printf("Derived(%d)\n", v); }
    ~Derived() override { std::printf("~Derived\n"); }
};

int main()
{
    {
        Widget w(5, "five");
        std::printf("sum=%d\n", w.sum());
    }
    {
        Widget d;
        Widget neg(-1, "negative");
        Widget v(std::vector<int>{4, 5});
        std::printf("sums=%d %d %d\n", d.sum(), neg.sum(), v.sum());
    }
    Base *p = new Derived(3);
    delete p;
    return 0;
}
