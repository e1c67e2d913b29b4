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
#include <vt_user.h>
#line 8 "corpus/cpp/virtual_functions.cpp"

class Shape {
public:
    virtual ~Shape() {
VT_User_start__("Shape::~Shape()", "corpus/cpp/virtual_functions.cpp", 11);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Shape::~Shape()");
});
#line 11 "corpus/cpp/virtual_functions.cpp"
                       std::printf("~Shape\n"); }
    virtual double area() const = 0;
    virtual const char *name() const {
VT_User_start__("const char * Shape::name() const", "corpus/cpp/virtual_functions.cpp", 13);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("const char * Shape::name() const");
});
#line 13 "corpus/cpp/virtual_functions.cpp"
                                       return "shape"; }
    virtual Shape *clone() const = 0;
    virtual void describe() const = 0;
};

// a pure virtual function may still have a body
void Shape::describe() const
{
VT_User_start__("void Shape::describe() const", "corpus/cpp/virtual_functions.cpp", 20);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("void Shape::describe() const");
});
#line 20 "corpus/cpp/virtual_functions.cpp"
 
    std::printf("%s with area %.2f\n", name(), area());
}

class Rect : public Shape {
public:
    Rect(double w, double h) : w_(w), h_(h) {
VT_User_start__("Rect::Rect(double, double)", "corpus/cpp/virtual_functions.cpp", 26);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Rect::Rect(double, double)");
});
#line 26 "corpus/cpp/virtual_functions.cpp"
                                             }
    ~Rect() override {
VT_User_start__("Rect::~Rect()", "corpus/cpp/virtual_functions.cpp", 27);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Rect::~Rect()");
});
#line 27 "corpus/cpp/virtual_functions.cpp"
                       std::printf("~Rect\n"); }
    double area() const override {
VT_User_start__("double Rect::area() const", "corpus/cpp/virtual_functions.cpp", 28);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("double Rect::area() const");
});
#line 28 "corpus/cpp/virtual_functions.cpp"
                                   return w_ * h_; }
    const char *name() const override {
VT_User_start__("const char * Rect::name() const", "corpus/cpp/virtual_functions.cpp", 29);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("const char * Rect::name() const");
});
#line 29 "corpus/cpp/virtual_functions.cpp"
                                        return "rect"; }
    Rect *clone() const override {
VT_User_start__("Rect * Rect::clone() const", "corpus/cpp/virtual_functions.cpp", 30);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Rect * Rect::clone() const");
});
#line 30 "corpus/cpp/virtual_functions.cpp"
                                   return new Rect(*this); }   // covariant
    void describe() const override
    {
VT_User_start__("void Rect::describe() const", "corpus/cpp/virtual_functions.cpp", 32);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("void Rect::describe() const");
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
VT_User_start__("Square::Square(double)", "corpus/cpp/virtual_functions.cpp", 43);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Square::Square(double)");
});
#line 43 "corpus/cpp/virtual_functions.cpp"
                                            }
    ~Square() override {
VT_User_start__("Square::~Square()", "corpus/cpp/virtual_functions.cpp", 44);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Square::~Square()");
});
#line 44 "corpus/cpp/virtual_functions.cpp"
                         std::printf("~Square\n"); }
    const char *name() const override
    {
VT_User_start__("const char * Square::name() const", "corpus/cpp/virtual_functions.cpp", 46);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("const char * Square::name() const");
});
#line 46 "corpus/cpp/virtual_functions.cpp"
     
        if (w_ > 100)
            return "huge square";
        return "square";
    }
    Square *clone() const override {
VT_User_start__("Square * Square::clone() const", "corpus/cpp/virtual_functions.cpp", 51);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Square * Square::clone() const");
});
#line 51 "corpus/cpp/virtual_functions.cpp"
                                     return new Square(*this); }
};

class Circle : public Shape {
public:
    explicit Circle(double r) : r_(r) {
VT_User_start__("Circle::Circle(double)", "corpus/cpp/virtual_functions.cpp", 56);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Circle::Circle(double)");
});
#line 56 "corpus/cpp/virtual_functions.cpp"
                                       }
    double area() const override {
VT_User_start__("double Circle::area() const", "corpus/cpp/virtual_functions.cpp", 57);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("double Circle::area() const");
});
#line 57 "corpus/cpp/virtual_functions.cpp"
                                   return 3.0 * r_ * r_; }
    Circle *clone() const override {
VT_User_start__("Circle * Circle::clone() const", "corpus/cpp/virtual_functions.cpp", 58);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Circle * Circle::clone() const");
});
#line 58 "corpus/cpp/virtual_functions.cpp"
                                     return new Circle(r_); }
    void describe() const override {
VT_User_start__("void Circle::describe() const", "corpus/cpp/virtual_functions.cpp", 59);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("void Circle::describe() const");
});
#line 59 "corpus/cpp/virtual_functions.cpp"
                                     Shape::describe(); }

private:
    double r_;
};

static double total_area(const std::vector<std::unique_ptr<Shape>> &shapes)
{
VT_User_start__("double total_area(const std::vector<std::unique_ptr<Shape>> &)", "corpus/cpp/virtual_functions.cpp", 66);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("double total_area(const std::vector<std::unique_ptr<Shape>> &)");
});
#line 66 "corpus/cpp/virtual_functions.cpp"
 
    double t = 0;
    for (const auto &s : shapes)
        t += s->area();
    return t;
}

int main()
{
VT_User_start__("int main()", "corpus/cpp/virtual_functions.cpp", 74);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int main()");
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
