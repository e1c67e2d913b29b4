#ifndef __SRCINST_ON_EXIT_DEFINED
#define __SRCINST_ON_EXIT_DEFINED
template <class __srcinst_F> struct __srcinst_scope_exit {
  __srcinst_F fn; bool armed;
  explicit __srcinst_scope_exit(__srcinst_F f) : fn(f), armed(true) {}
  __srcinst_scope_exit(__srcinst_scope_exit &&other) : fn(other.fn), armed(other.armed) { other.armed = false; }
  ~__srcinst_scope_exit() { if (armed) fn(); }
};
template <class __srcinst_F> inline __srcinst_scope_exit<__srcinst_F> __srcinst_on_exit(__srcinst_F f) {
  return __srcinst_scope_exit<__srcinst_F>(f);
}
#endif
#line 1 "corpus/cpp/ctor_dtor.cpp"
// srcinst-test: std=c++17
// Constructors with member initializer lists (including braced and
// multi-line ones), delegating constructors, constructors and destructors
// with early returns, and construction/destruction order.
#include <cstdio>
#include <string>
#include <vector>
#include <caliper/cali.h>
#line 8 "corpus/cpp/ctor_dtor.cpp"

struct Tracer {
    std::string name;
    explicit Tracer(const char *n) : name(n) {
cali_begin_region("Tracer::Tracer(const char *)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Tracer::Tracer(const char *)");
});
#line 11 "corpus/cpp/ctor_dtor.cpp"
                                               std::printf("  Tracer(%s)\n", name.c_str()); }
    ~Tracer() {
cali_begin_region("Tracer::~Tracer()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Tracer::~Tracer()");
});
#line 12 "corpus/cpp/ctor_dtor.cpp"
                std::printf("  ~Tracer(%s)\n", name.c_str()); }
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
cali_begin_region("Widget::Widget(int, const char *)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Widget::Widget(int, const char *)");
});
#line 23 "corpus/cpp/ctor_dtor.cpp"
     
        std::printf("Widget(%d, %s)\n", id_, label_.c_str());
        if (id_ < 0) {
            values_.clear();
            return;             // early return from a constructor
        }
        values_.push_back(id_);
    }

    Widget() : Widget(0, "default") {
cali_begin_region("Widget::Widget()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Widget::Widget()");
});
#line 32 "corpus/cpp/ctor_dtor.cpp"
                                      std::printf("Widget() delegated\n"); }

    explicit Widget(const std::vector<int> &v)
        : Widget(static_cast<int>(v.size()),
                 v.empty() ? "empty" : "from-vector")
    {
cali_begin_region("Widget::Widget(const std::vector<int> &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Widget::Widget(const std::vector<int> &)");
});
#line 37 "corpus/cpp/ctor_dtor.cpp"
     }

    ~Widget()
    {
cali_begin_region("Widget::~Widget()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Widget::~Widget()");
});
#line 40 "corpus/cpp/ctor_dtor.cpp"
     
        std::printf("~Widget(%d)\n", id_);
        if (values_.empty())
            return;             // early return from a destructor
        std::printf("  had %zu values\n", values_.size());
    }

    int sum() const
    {
cali_begin_region("int Widget::sum() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int Widget::sum() const");
});
#line 48 "corpus/cpp/ctor_dtor.cpp"
     
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
    Base(int v) : b(v) {
cali_begin_region("Base::Base(int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Base::Base(int)");
});
#line 65 "corpus/cpp/ctor_dtor.cpp"
                         std::printf("Base(%d)\n", b); }
    virtual ~Base() {
cali_begin_region("Base::~Base()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Base::~Base()");
});
#line 66 "corpus/cpp/ctor_dtor.cpp"
                      std::printf("~Base(%d)\n", b); }
};

struct Derived : Base {
    Tracer t;
    Derived(int v) : Base(v * 10), t("derived-member") {
cali_begin_region("Derived::Derived(int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Derived::Derived(int)");
});
#line 71 "corpus/cpp/ctor_dtor.cpp"
                                                         std::printf("Derived(%d)\n", v); }
    ~Derived() override {
cali_begin_region("Derived::~Derived()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Derived::~Derived()");
});
#line 72 "corpus/cpp/ctor_dtor.cpp"
                          std::printf("~Derived\n"); }
};

int main()
{
cali_begin_region("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int main()");
});
#line 76 "corpus/cpp/ctor_dtor.cpp"
 
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
