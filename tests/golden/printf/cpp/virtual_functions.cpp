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
#include <stdio.h>
#line 8 "corpus/cpp/virtual_functions.cpp"

class Shape {
public:
    virtual ~Shape() {
fprintf(stderr, "enter %s (%s:%d)\n", "Shape::~Shape()", "corpus/cpp/virtual_functions.cpp", 11);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Shape::~Shape()", "corpus/cpp/virtual_functions.cpp", 11);
});
#line 11 "corpus/cpp/virtual_functions.cpp"
                       std::printf("~Shape\n"); }
    virtual double area() const = 0;
    virtual const char *name() const {
fprintf(stderr, "enter %s (%s:%d)\n", "const char * Shape::name() const", "corpus/cpp/virtual_functions.cpp", 13);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Shape::name() const", "corpus/cpp/virtual_functions.cpp", 13);
});
#line 13 "corpus/cpp/virtual_functions.cpp"
                                       return "shape"; }
    virtual Shape *clone() const = 0;
    virtual void describe() const = 0;
};

// a pure virtual function may still have a body
void Shape::describe() const
{
fprintf(stderr, "enter %s (%s:%d)\n", "void Shape::describe() const", "corpus/cpp/virtual_functions.cpp", 20);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "void Shape::describe() const", "corpus/cpp/virtual_functions.cpp", 22);
});
#line 20 "corpus/cpp/virtual_functions.cpp"
 
    std::printf("%s with area %.2f\n", name(), area());
}

class Rect : public Shape {
public:
    Rect(double w, double h) : w_(w), h_(h) {
fprintf(stderr, "enter %s (%s:%d)\n", "Rect::Rect(double, double)", "corpus/cpp/virtual_functions.cpp", 26);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Rect::Rect(double, double)", "corpus/cpp/virtual_functions.cpp", 26);
});
#line 26 "corpus/cpp/virtual_functions.cpp"
                                             }
    ~Rect() override {
fprintf(stderr, "enter %s (%s:%d)\n", "Rect::~Rect()", "corpus/cpp/virtual_functions.cpp", 27);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Rect::~Rect()", "corpus/cpp/virtual_functions.cpp", 27);
});
#line 27 "corpus/cpp/virtual_functions.cpp"
                       std::printf("~Rect\n"); }
    double area() const override {
fprintf(stderr, "enter %s (%s:%d)\n", "double Rect::area() const", "corpus/cpp/virtual_functions.cpp", 28);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "double Rect::area() const", "corpus/cpp/virtual_functions.cpp", 28);
});
#line 28 "corpus/cpp/virtual_functions.cpp"
                                   return w_ * h_; }
    const char *name() const override {
fprintf(stderr, "enter %s (%s:%d)\n", "const char * Rect::name() const", "corpus/cpp/virtual_functions.cpp", 29);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Rect::name() const", "corpus/cpp/virtual_functions.cpp", 29);
});
#line 29 "corpus/cpp/virtual_functions.cpp"
                                        return "rect"; }
    Rect *clone() const override {
fprintf(stderr, "enter %s (%s:%d)\n", "Rect * Rect::clone() const", "corpus/cpp/virtual_functions.cpp", 30);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Rect * Rect::clone() const", "corpus/cpp/virtual_functions.cpp", 30);
});
#line 30 "corpus/cpp/virtual_functions.cpp"
                                   return new Rect(*this); }   // covariant
    void describe() const override
    {
fprintf(stderr, "enter %s (%s:%d)\n", "void Rect::describe() const", "corpus/cpp/virtual_functions.cpp", 32);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "void Rect::describe() const", "corpus/cpp/virtual_functions.cpp", 35);
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
fprintf(stderr, "enter %s (%s:%d)\n", "Square::Square(double)", "corpus/cpp/virtual_functions.cpp", 43);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Square::Square(double)", "corpus/cpp/virtual_functions.cpp", 43);
});
#line 43 "corpus/cpp/virtual_functions.cpp"
                                            }
    ~Square() override {
fprintf(stderr, "enter %s (%s:%d)\n", "Square::~Square()", "corpus/cpp/virtual_functions.cpp", 44);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Square::~Square()", "corpus/cpp/virtual_functions.cpp", 44);
});
#line 44 "corpus/cpp/virtual_functions.cpp"
                         std::printf("~Square\n"); }
    const char *name() const override
    {
fprintf(stderr, "enter %s (%s:%d)\n", "const char * Square::name() const", "corpus/cpp/virtual_functions.cpp", 46);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Square::name() const", "corpus/cpp/virtual_functions.cpp", 48);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Square::name() const", "corpus/cpp/virtual_functions.cpp", 49);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Square::name() const", "corpus/cpp/virtual_functions.cpp", 50);
} break;
}
});
#line 46 "corpus/cpp/virtual_functions.cpp"
     
        if (w_ > 100)
            { __srcinst_site = 1;
#line 48 "corpus/cpp/virtual_functions.cpp"
            return "huge square"; }
        { __srcinst_site = 2;
#line 49 "corpus/cpp/virtual_functions.cpp"
        return "square"; }
    }
    Square *clone() const override {
fprintf(stderr, "enter %s (%s:%d)\n", "Square * Square::clone() const", "corpus/cpp/virtual_functions.cpp", 51);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Square * Square::clone() const", "corpus/cpp/virtual_functions.cpp", 51);
});
#line 51 "corpus/cpp/virtual_functions.cpp"
                                     return new Square(*this); }
};

class Circle : public Shape {
public:
    explicit Circle(double r) : r_(r) {
fprintf(stderr, "enter %s (%s:%d)\n", "Circle::Circle(double)", "corpus/cpp/virtual_functions.cpp", 56);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Circle::Circle(double)", "corpus/cpp/virtual_functions.cpp", 56);
});
#line 56 "corpus/cpp/virtual_functions.cpp"
                                       }
    double area() const override {
fprintf(stderr, "enter %s (%s:%d)\n", "double Circle::area() const", "corpus/cpp/virtual_functions.cpp", 57);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "double Circle::area() const", "corpus/cpp/virtual_functions.cpp", 57);
});
#line 57 "corpus/cpp/virtual_functions.cpp"
                                   return 3.0 * r_ * r_; }
    Circle *clone() const override {
fprintf(stderr, "enter %s (%s:%d)\n", "Circle * Circle::clone() const", "corpus/cpp/virtual_functions.cpp", 58);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Circle * Circle::clone() const", "corpus/cpp/virtual_functions.cpp", 58);
});
#line 58 "corpus/cpp/virtual_functions.cpp"
                                     return new Circle(r_); }
    void describe() const override {
fprintf(stderr, "enter %s (%s:%d)\n", "void Circle::describe() const", "corpus/cpp/virtual_functions.cpp", 59);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "void Circle::describe() const", "corpus/cpp/virtual_functions.cpp", 59);
});
#line 59 "corpus/cpp/virtual_functions.cpp"
                                     Shape::describe(); }

private:
    double r_;
};

static double total_area(const std::vector<std::unique_ptr<Shape>> &shapes)
{
fprintf(stderr, "enter %s (%s:%d)\n", "double total_area(const std::vector<std::unique_ptr<Shape>> &)", "corpus/cpp/virtual_functions.cpp", 66);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "double total_area(const std::vector<std::unique_ptr<Shape>> &)", "corpus/cpp/virtual_functions.cpp", 70);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "double total_area(const std::vector<std::unique_ptr<Shape>> &)", "corpus/cpp/virtual_functions.cpp", 71);
} break;
}
});
#line 66 "corpus/cpp/virtual_functions.cpp"
 
    double t = 0;
    for (const auto &s : shapes)
        t += s->area();
    { __srcinst_site = 1;
#line 70 "corpus/cpp/virtual_functions.cpp"
    return t; }
}

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/virtual_functions.cpp", 74);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/virtual_functions.cpp", 74);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/virtual_functions.cpp", 88);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/virtual_functions.cpp", 89);
} break;
}
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
    { __srcinst_site = 1;
#line 88 "corpus/cpp/virtual_functions.cpp"
    return 0; }
}
