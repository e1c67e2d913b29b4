#line 1 "corpus/cpp/virtual_functions.cpp"
// srcinst-test: std=c++17
// Virtual functions: abstract bases, pure virtual functions that still have
// a definition, overrides calling the base version, final, covariant return
// types and virtual destructors.
#include <cstdio>
#include <memory>
#include <vector>
#include <opari2/pomp2_lib.h>
#line 8 "corpus/cpp/virtual_functions.cpp"

class Shape {
public:
    virtual ~Shape() { std::printf("~Shape\n"); }
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
    virtual Shape *clone() const = 0;
    virtual void describe() const = 0;
};

// a pure virtual function may still have a body
void Shape::describe() const
{
    std::printf("%s with area %.2f\n", name(), area());
}

class Rect : public Shape {
public:
    Rect(double w, double h) : w_(w), h_(h) {}
    ~Rect() override { std::printf("~Rect\n"); }
    double area() const override { return w_ * h_; }
    const char *name() const override { return "rect"; }
    Rect *clone() const override { return new Rect(*this); }   // covariant
    void describe() const override
    {
        std::printf("[rect %gx%g] ", w_, h_);
        Shape::describe();
    }

protected:
    double w_, h_;
};

class Square final : public Rect {
public:
    explicit Square(double s) : Rect(s, s) {}
    ~Square() override { std::printf("~Square\n"); }
    const char *name() const override
    {
        if (w_ > 100)
            return "huge square";
        return "square";
    }
    Square *clone() const override { return new Square(*this); }
};

class Circle : public Shape {
public:
    explicit Circle(double r) : r_(r) {}
    double area() const override { return 3.0 * r_ * r_; }
    Circle *clone() const override { return new Circle(r_); }
    void describe() const override { Shape::describe(); }

private:
    double r_;
};

static double total_area(const std::vector<std::unique_ptr<Shape>> &shapes)
{
    double t = 0;
    for (const auto &s : shapes)
        t += s->area();
    return t;
}

int main()
{
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
