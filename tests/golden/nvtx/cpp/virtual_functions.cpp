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
#line 1 "corpus/cpp/virtual_functions.cpp"
// srcinst-test: std=c++17
// Virtual functions: abstract bases, pure virtual functions that still have
// a definition, overrides calling the base version, final, covariant return
// types and virtual destructors.
#include <cstdio>
#include <memory>
#include <vector>
#include <nvtx3/nvToolsExt.h>
#line 8 "corpus/cpp/virtual_functions.cpp"

class Shape {
public:
    virtual ~Shape() {
nvtxRangePushA("Shape::~Shape()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 11 "corpus/cpp/virtual_functions.cpp"
                       std::printf("~Shape\n"); }
    virtual double area() const = 0;
    virtual const char *name() const {
nvtxRangePushA("const char * Shape::name() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 13 "corpus/cpp/virtual_functions.cpp"
                                       return "shape"; }
    virtual Shape *clone() const = 0;
    virtual void describe() const = 0;
};

// a pure virtual function may still have a body
void Shape::describe() const
{
nvtxRangePushA("void Shape::describe() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 20 "corpus/cpp/virtual_functions.cpp"
 
    std::printf("%s with area %.2f\n", name(), area());
}

class Rect : public Shape {
public:
    Rect(double w, double h) : w_(w), h_(h) {
nvtxRangePushA("Rect::Rect(double, double)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 26 "corpus/cpp/virtual_functions.cpp"
                                             }
    ~Rect() override {
nvtxRangePushA("Rect::~Rect()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 27 "corpus/cpp/virtual_functions.cpp"
                       std::printf("~Rect\n"); }
    double area() const override {
nvtxRangePushA("double Rect::area() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 28 "corpus/cpp/virtual_functions.cpp"
                                   return w_ * h_; }
    const char *name() const override {
nvtxRangePushA("const char * Rect::name() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 29 "corpus/cpp/virtual_functions.cpp"
                                        return "rect"; }
    Rect *clone() const override {
nvtxRangePushA("Rect * Rect::clone() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 30 "corpus/cpp/virtual_functions.cpp"
                                   return new Rect(*this); }   // covariant
    void describe() const override
    {
nvtxRangePushA("void Rect::describe() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 32 "corpus/cpp/virtual_functions.cpp"
     
        std::printf("[rect %gx%g] ", w_, h_);
        Shape::describe();
    }

protected:
    double w_, h_;
};

class Square final : public Rect {
public:
    explicit Square(double s) : Rect(s, s) {
nvtxRangePushA("Square::Square(double)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 43 "corpus/cpp/virtual_functions.cpp"
                                            }
    ~Square() override {
nvtxRangePushA("Square::~Square()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 44 "corpus/cpp/virtual_functions.cpp"
                         std::printf("~Square\n"); }
    const char *name() const override
    {
nvtxRangePushA("const char * Square::name() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 46 "corpus/cpp/virtual_functions.cpp"
     
        if (w_ > 100)
            return "huge square";
        return "square";
    }
    Square *clone() const override {
nvtxRangePushA("Square * Square::clone() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 51 "corpus/cpp/virtual_functions.cpp"
                                     return new Square(*this); }
};

class Circle : public Shape {
public:
    explicit Circle(double r) : r_(r) {
nvtxRangePushA("Circle::Circle(double)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 56 "corpus/cpp/virtual_functions.cpp"
                                       }
    double area() const override {
nvtxRangePushA("double Circle::area() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 57 "corpus/cpp/virtual_functions.cpp"
                                   return 3.0 * r_ * r_; }
    Circle *clone() const override {
nvtxRangePushA("Circle * Circle::clone() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 58 "corpus/cpp/virtual_functions.cpp"
                                     return new Circle(r_); }
    void describe() const override {
nvtxRangePushA("void Circle::describe() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 59 "corpus/cpp/virtual_functions.cpp"
                                     Shape::describe(); }

private:
    double r_;
};

static double total_area(const std::vector<std::unique_ptr<Shape>> &shapes)
{
nvtxRangePushA("double total_area(const std::vector<std::unique_ptr<Shape>> &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 66 "corpus/cpp/virtual_functions.cpp"
 
    double t = 0;
    for (const auto &s : shapes)
        t += s->area();
    return t;
}

int main()
{
nvtxRangePushA("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 74 "corpus/cpp/virtual_functions.cpp"
 
    std::vector<std::unique_ptr<Shape>> shapes;
    shapes.emplace_back(new Rect(2, 3));
    shapes.emplace_back(new Square(4));
    shapes.emplace_back(new Circle(1));
    shapes.emplace_back(shapes[1]->clone());
    for (const auto &s : shapes)
        s->describe();
    std::printf("total=%.2f\n", total_area(shapes));
    Square big(200);
    Shape &ref = big;
    std::printf("name via ref: %s\n", ref.name());
    shapes.clear();
    std::printf("cleared\n");
    return 0;
}
