#line 1 "corpus/cpp/operators.cpp"
// srcinst-test: std=c++17
// Overloaded operators (member and free), subscript returning a reference,
// a named function object's operator(), conversion operators, operator bool,
// stream insertion and a user-defined literal.
#include <cstdio>
#include <iostream>
#include <string>
#include <opari2/pomp2_lib.h>
#line 8 "corpus/cpp/operators.cpp"

class Vec2 {
public:
    Vec2(int x = 0, int y = 0) : x_(x), y_(y) {}

    Vec2 operator+(const Vec2 &o) const { return Vec2(x_ + o.x_, y_ + o.y_); }
    Vec2 operator-() const { return {-x_, -y_}; }
    Vec2 &operator+=(const Vec2 &o)
    {
        x_ += o.x_;
        y_ += o.y_;
        return *this;
    }
    Vec2 &operator++() { ++x_; ++y_; return *this; }
    Vec2 operator++(int) { Vec2 old = *this; ++*this; return old; }
    int &operator[](int i) { return i == 0 ? x_ : y_; }
    int operator[](int i) const { return i == 0 ? x_ : y_; }
    bool operator==(const Vec2 &o) const { return x_ == o.x_ && y_ == o.y_; }
    bool operator!=(const Vec2 &o) const { return !(*this == o); }
    explicit operator bool() const { return x_ != 0 || y_ != 0; }
    operator std::string() const { return "(" + std::to_string(x_) + "," + std::to_string(y_) + ")"; }
    explicit operator long() const { return static_cast<long>(x_) * 1000 + y_; }

    friend std::ostream &operator<<(std::ostream &os, const Vec2 &v);

private:
    int x_, y_;
};

std::ostream &operator<<(std::ostream &os, const Vec2 &v)
{
    return os << "Vec2" << static_cast<std::string>(v);
}

Vec2 operator*(int k, const Vec2 &v)
{
    return Vec2(k * v[0], k * v[1]);
}

struct Accumulate {
    int total = 0;
    int operator()(int v)
    {
        total += v;
        return total;
    }
    int operator()(int a, int b) const { return a * b; }
};

struct Meters {
    long double value;
};

Meters operator""_km(long double v)
{
    return Meters{v * 1000};
}

int main()
{
    Vec2 a(1, 2), b(3, 4);
    Vec2 c = a + b;
    c += Vec2(10, 10);
    Vec2 d = -c;
    Vec2 e = c++;
    ++e;
    e[1] = 99;
    std::cout << a << ' ' << c << ' ' << d << ' ' << e << '\n';
    std::cout << (2 * b) << " eq=" << (a == Vec2(1, 2)) << " ne=" << (a != b) << '\n';
    std::cout << "bool: " << static_cast<bool>(Vec2()) << static_cast<bool>(a) << '\n';
    std::string s = b;
    std::cout << "string=" << s << " long=" << static_cast<long>(b) << '\n';
    Accumulate acc;
    acc(5);
    acc(7);
    std::cout << "acc=" << acc(1) << " product=" << acc(6, 7) << '\n';
    Meters m = 1.5_km;
    std::cout << "meters=" << static_cast<long>(m.value) << std::endl;
    return 0;
}
