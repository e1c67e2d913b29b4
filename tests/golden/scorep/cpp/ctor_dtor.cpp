#line 1 "corpus/cpp/ctor_dtor.cpp"
// srcinst-test: std=c++17
// Constructors with member initializer lists (including braced and
// multi-line ones), delegating constructors, constructors and destructors
// with early returns, and construction/destruction order.
#include <cstdio>
#include <string>
#include <vector>
#include <scorep/SCOREP_User.h>
#line 8 "corpus/cpp/ctor_dtor.cpp"

struct Tracer {
    std::string name;
    explicit Tracer(const char *n) : name(n) {
SCOREP_USER_REGION( "Tracer::Tracer(const char *)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 11 "corpus/cpp/ctor_dtor.cpp"
                                               std::printf("  Tracer(%s)\n", name.c_str()); }
    ~Tracer() {
SCOREP_USER_REGION( "Tracer::~Tracer()", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION( "Widget::Widget(int, const char *)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 23 "corpus/cpp/ctor_dtor.cpp"
     
        std::printf("Widget(%d, %s)\n", id_, label_.c_str());
        if (id_ < 0) {
            values_.clear();
            return;             // early return from a constructor
        }
        values_.push_back(id_);
    }

    Widget() : Widget(0, "default") {
SCOREP_USER_REGION( "Widget::Widget()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 32 "corpus/cpp/ctor_dtor.cpp"
                                      std::printf("Widget() delegated\n"); }

    explicit Widget(const std::vector<int> &v)
        : Widget(static_cast<int>(v.size()),
                 v.empty() ? "empty" : "from-vector")
    {
SCOREP_USER_REGION( "Widget::Widget(const std::vector<int> &)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 37 "corpus/cpp/ctor_dtor.cpp"
     }

    ~Widget()
    {
SCOREP_USER_REGION( "Widget::~Widget()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 40 "corpus/cpp/ctor_dtor.cpp"
     
        std::printf("~Widget(%d)\n", id_);
        if (values_.empty())
            return;             // early return from a destructor
        std::printf("  had %zu values\n", values_.size());
    }

    int sum() const
    {
SCOREP_USER_REGION( "int Widget::sum() const", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION( "Base::Base(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 65 "corpus/cpp/ctor_dtor.cpp"
                         std::printf("Base(%d)\n", b); }
    virtual ~Base() {
SCOREP_USER_REGION( "Base::~Base()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 66 "corpus/cpp/ctor_dtor.cpp"
                      std::printf("~Base(%d)\n", b); }
};

struct Derived : Base {
    Tracer t;
    Derived(int v) : Base(v * 10), t("derived-member") {
SCOREP_USER_REGION( "Derived::Derived(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 71 "corpus/cpp/ctor_dtor.cpp"
                                                         std::printf("Derived(%d)\n", v); }
    ~Derived() override {
SCOREP_USER_REGION( "Derived::~Derived()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 72 "corpus/cpp/ctor_dtor.cpp"
                          std::printf("~Derived\n"); }
};

int main()
{
SCOREP_USER_REGION( "int main()", SCOREP_USER_REGION_TYPE_FUNCTION );
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
