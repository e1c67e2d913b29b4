#line 1 "corpus/cpp/ctor_dtor.cpp"
// srcinst-test: std=c++17
// Constructors with member initializer lists (including braced and
// multi-line ones), delegating constructors, constructors and destructors
// with early returns, and construction/destruction order.
#include <cstdio>
#include <string>
#include <vector>
#include <TAU.h>
#line 8 "corpus/cpp/ctor_dtor.cpp"

struct Tracer {
    std::string name;
    explicit Tracer(const char *n) : name(n) {
TAU_PROFILE("Tracer::Tracer(const char *)", " ", TAU_USER);
#line 11 "corpus/cpp/ctor_dtor.cpp"
                                               std::printf("  Tracer(%s)\n", name.c_str()); }
    ~Tracer() {
TAU_PROFILE("Tracer::~Tracer()", " ", TAU_USER);
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
TAU_PROFILE("Widget::Widget(int, const char *)", " ", TAU_USER);
#line 23 "corpus/cpp/ctor_dtor.cpp"
     
        std::printf("Widget(%d, %s)\n", id_, label_.c_str());
        if (id_ < 0) {
            values_.clear();
            return;             // early return from a constructor
        }
        values_.push_back(id_);
    }

    Widget() : Widget(0, "default") {
TAU_PROFILE("Widget::Widget()", " ", TAU_USER);
#line 32 "corpus/cpp/ctor_dtor.cpp"
                                      std::printf("Widget() delegated\n"); }

    explicit Widget(const std::vector<int> &v)
        : Widget(static_cast<int>(v.size()),
                 v.empty() ? "empty" : "from-vector")
    {
TAU_PROFILE("Widget::Widget(const std::vector<int> &)", " ", TAU_USER);
#line 37 "corpus/cpp/ctor_dtor.cpp"
     }

    ~Widget()
    {
TAU_PROFILE("Widget::~Widget()", " ", TAU_USER);
#line 40 "corpus/cpp/ctor_dtor.cpp"
     
        std::printf("~Widget(%d)\n", id_);
        if (values_.empty())
            return;             // early return from a destructor
        std::printf("  had %zu values\n", values_.size());
    }

    int sum() const
    {
TAU_PROFILE("int Widget::sum() const", " ", TAU_USER);
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
TAU_PROFILE("Base::Base(int)", " ", TAU_USER);
#line 65 "corpus/cpp/ctor_dtor.cpp"
                         std::printf("Base(%d)\n", b); }
    virtual ~Base() {
TAU_PROFILE("Base::~Base()", " ", TAU_USER);
#line 66 "corpus/cpp/ctor_dtor.cpp"
                      std::printf("~Base(%d)\n", b); }
};

struct Derived : Base {
    Tracer t;
    Derived(int v) : Base(v * 10), t("derived-member") {
TAU_PROFILE("Derived::Derived(int)", " ", TAU_USER);
#line 71 "corpus/cpp/ctor_dtor.cpp"
                                                         std::printf("Derived(%d)\n", v); }
    ~Derived() override {
TAU_PROFILE("Derived::~Derived()", " ", TAU_USER);
#line 72 "corpus/cpp/ctor_dtor.cpp"
                          std::printf("~Derived\n"); }
};

int main()
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE("int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
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
