#line 1 "corpus/cpp/virtual_functions.cpp"
// srcinst-test: std=c++17
// Virtual functions: abstract bases, pure virtual functions that still have
// a definition, overrides calling the base version, final, covariant return
// types and virtual destructors.
#include <cstdio>
#include <memory>
#include <vector>
#include <scorep/SCOREP_User.h>
#line 8 "corpus/cpp/virtual_functions.cpp"

class Shape {
public:
    virtual ~Shape() {
SCOREP_USER_REGION( "Shape::~Shape()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 11 "corpus/cpp/virtual_functions.cpp"
                       std::printf("~Shape\n"); }
    virtual double area() const = 0;
    virtual const char *name() const {
SCOREP_USER_REGION( "const char * Shape::name() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 13 "corpus/cpp/virtual_functions.cpp"
                                       return "shape"; }
    virtual Shape *clone() const = 0;
    virtual void describe() const = 0;
};

// a pure virtual function may still have a body
void Shape::describe() const
{
SCOREP_USER_REGION( "void Shape::describe() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 20 "corpus/cpp/virtual_functions.cpp"
 
    std::printf("%s with area %.2f\n", name(), area());
}

class Rect : public Shape {
public:
    Rect(double w, double h) : w_(w), h_(h) {
SCOREP_USER_REGION( "Rect::Rect(double, double)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 26 "corpus/cpp/virtual_functions.cpp"
                                             }
    ~Rect() override {
SCOREP_USER_REGION( "Rect::~Rect()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 27 "corpus/cpp/virtual_functions.cpp"
                       std::printf("~Rect\n"); }
    double area() const override {
SCOREP_USER_REGION( "double Rect::area() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 28 "corpus/cpp/virtual_functions.cpp"
                                   return w_ * h_; }
    const char *name() const override {
SCOREP_USER_REGION( "const char * Rect::name() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 29 "corpus/cpp/virtual_functions.cpp"
                                        return "rect"; }
    Rect *clone() const override {
SCOREP_USER_REGION( "Rect * Rect::clone() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 30 "corpus/cpp/virtual_functions.cpp"
                                   return new Rect(*this); }   // covariant
    void describe() const override
    {
SCOREP_USER_REGION( "void Rect::describe() const", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION( "Square::Square(double)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 43 "corpus/cpp/virtual_functions.cpp"
                                            }
    ~Square() override {
SCOREP_USER_REGION( "Square::~Square()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 44 "corpus/cpp/virtual_functions.cpp"
                         std::printf("~Square\n"); }
    const char *name() const override
    {
SCOREP_USER_REGION( "const char * Square::name() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 46 "corpus/cpp/virtual_functions.cpp"
     
        if (w_ > 100)
            return "huge square";
        return "square";
    }
    Square *clone() const override {
SCOREP_USER_REGION( "Square * Square::clone() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 51 "corpus/cpp/virtual_functions.cpp"
                                     return new Square(*this); }
};

class Circle : public Shape {
public:
    explicit Circle(double r) : r_(r) {
SCOREP_USER_REGION( "Circle::Circle(double)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 56 "corpus/cpp/virtual_functions.cpp"
                                       }
    double area() const override {
SCOREP_USER_REGION( "double Circle::area() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 57 "corpus/cpp/virtual_functions.cpp"
                                   return 3.0 * r_ * r_; }
    Circle *clone() const override {
SCOREP_USER_REGION( "Circle * Circle::clone() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 58 "corpus/cpp/virtual_functions.cpp"
                                     return new Circle(r_); }
    void describe() const override {
SCOREP_USER_REGION( "void Circle::describe() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 59 "corpus/cpp/virtual_functions.cpp"
                                     Shape::describe(); }

private:
    double r_;
};

static double total_area(const std::vector<std::unique_ptr<Shape>> &shapes)
{
SCOREP_USER_REGION( "double total_area(const std::vector<std::unique_ptr<Shape>> &)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 66 "corpus/cpp/virtual_functions.cpp"
 
    double t = 0;
    for (const auto &s : shapes)
        t += s->area();
    return t;
}

int main()
{
SCOREP_USER_REGION( "int main()", SCOREP_USER_REGION_TYPE_FUNCTION );
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
