#line 1 "corpus/cpp/virtual_functions.cpp"
// srcinst-test: std=c++17
// Virtual functions: abstract bases, pure virtual functions that still have
// a definition, overrides calling the base version, final, covariant return
// types and virtual destructors.
#include <cstdio>
#include <memory>
#include <vector>
#include <TAU.h>
#line 8 "corpus/cpp/virtual_functions.cpp"

class Shape {
public:
    virtual ~Shape() {
TAU_PROFILE("Shape::~Shape()", " ", TAU_USER);
#line 11 "corpus/cpp/virtual_functions.cpp"
                       std::printf("~Shape\n"); }
    virtual double area() const = 0;
    virtual const char *name() const {
TAU_PROFILE("const char * Shape::name() const", " ", TAU_USER);
#line 13 "corpus/cpp/virtual_functions.cpp"
                                       return "shape"; }
    virtual Shape *clone() const = 0;
    virtual void describe() const = 0;
};

// a pure virtual function may still have a body
void Shape::describe() const
{
TAU_PROFILE("void Shape::describe() const", " ", TAU_USER);
#line 20 "corpus/cpp/virtual_functions.cpp"
 
    std::printf("%s with area %.2f\n", name(), area());
}

class Rect : public Shape {
public:
    Rect(double w, double h) : w_(w), h_(h) {
TAU_PROFILE("Rect::Rect(double, double)", " ", TAU_USER);
#line 26 "corpus/cpp/virtual_functions.cpp"
                                             }
    ~Rect() override {
TAU_PROFILE("Rect::~Rect()", " ", TAU_USER);
#line 27 "corpus/cpp/virtual_functions.cpp"
                       std::printf("~Rect\n"); }
    double area() const override {
TAU_PROFILE("double Rect::area() const", " ", TAU_USER);
#line 28 "corpus/cpp/virtual_functions.cpp"
                                   return w_ * h_; }
    const char *name() const override {
TAU_PROFILE("const char * Rect::name() const", " ", TAU_USER);
#line 29 "corpus/cpp/virtual_functions.cpp"
                                        return "rect"; }
    Rect *clone() const override {
TAU_PROFILE("Rect * Rect::clone() const", " ", TAU_USER);
#line 30 "corpus/cpp/virtual_functions.cpp"
                                   return new Rect(*this); }   // covariant
    void describe() const override
    {
TAU_PROFILE("void Rect::describe() const", " ", TAU_USER);
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
TAU_PROFILE("Square::Square(double)", " ", TAU_USER);
#line 43 "corpus/cpp/virtual_functions.cpp"
                                            }
    ~Square() override {
TAU_PROFILE("Square::~Square()", " ", TAU_USER);
#line 44 "corpus/cpp/virtual_functions.cpp"
                         std::printf("~Square\n"); }
    const char *name() const override
    {
TAU_PROFILE("const char * Square::name() const", " ", TAU_USER);
#line 46 "corpus/cpp/virtual_functions.cpp"
     
        if (w_ > 100)
            return "huge square";
        return "square";
    }
    Square *clone() const override {
TAU_PROFILE("Square * Square::clone() const", " ", TAU_USER);
#line 51 "corpus/cpp/virtual_functions.cpp"
                                     return new Square(*this); }
};

class Circle : public Shape {
public:
    explicit Circle(double r) : r_(r) {
TAU_PROFILE("Circle::Circle(double)", " ", TAU_USER);
#line 56 "corpus/cpp/virtual_functions.cpp"
                                       }
    double area() const override {
TAU_PROFILE("double Circle::area() const", " ", TAU_USER);
#line 57 "corpus/cpp/virtual_functions.cpp"
                                   return 3.0 * r_ * r_; }
    Circle *clone() const override {
TAU_PROFILE("Circle * Circle::clone() const", " ", TAU_USER);
#line 58 "corpus/cpp/virtual_functions.cpp"
                                     return new Circle(r_); }
    void describe() const override {
TAU_PROFILE("void Circle::describe() const", " ", TAU_USER);
#line 59 "corpus/cpp/virtual_functions.cpp"
                                     Shape::describe(); }

private:
    double r_;
};

static double total_area(const std::vector<std::unique_ptr<Shape>> &shapes)
{
TAU_PROFILE("double total_area(const std::vector<std::unique_ptr<Shape>> &)", " ", TAU_USER);
#line 66 "corpus/cpp/virtual_functions.cpp"
 
    double t = 0;
    for (const auto &s : shapes)
        t += s->area();
    return t;
}

int main()
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE("int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
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
