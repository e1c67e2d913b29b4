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
#line 1 "corpus/cpp/operators.cpp"
// srcinst-test: std=c++17
// Overloaded operators (member and free), subscript returning a reference,
// a named function object's operator(), conversion operators, operator bool,
// stream insertion and a user-defined literal.
#include <cstdio>
#include <iostream>
#include <string>
#include <nvtx3/nvToolsExt.h>
#line 8 "corpus/cpp/operators.cpp"

class Vec2 {
public:
    Vec2(int x = 0, int y = 0) : x_(x), y_(y) {
nvtxRangePushA("Vec2::Vec2(int, int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 11 "corpus/cpp/operators.cpp"
                                               }

    Vec2 operator+(const Vec2 &o) const {
nvtxRangePushA("Vec2 Vec2::operator+(const Vec2 &) const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 13 "corpus/cpp/operators.cpp"
                                          return Vec2(x_ + o.x_, y_ + o.y_); }
    Vec2 operator-() const {
nvtxRangePushA("Vec2 Vec2::operator-() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 14 "corpus/cpp/operators.cpp"
                             return {-x_, -y_}; }
    Vec2 &operator+=(const Vec2 &o)
    {
nvtxRangePushA("Vec2 & Vec2::operator+=(const Vec2 &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 16 "corpus/cpp/operators.cpp"
     
        x_ += o.x_;
        y_ += o.y_;
        return *this;
    }
    Vec2 &operator++() {
nvtxRangePushA("Vec2 & Vec2::operator++()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 21 "corpus/cpp/operators.cpp"
                         ++x_; ++y_; return *this; }
    Vec2 operator++(int) {
nvtxRangePushA("Vec2 Vec2::operator++(int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 22 "corpus/cpp/operators.cpp"
                           Vec2 old = *this; ++*this; return old; }
    int &operator[](int i) {
nvtxRangePushA("int & Vec2::operator[](int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 23 "corpus/cpp/operators.cpp"
                             return i == 0 ? x_ : y_; }
    int operator[](int i) const {
nvtxRangePushA("int Vec2::operator[](int) const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 24 "corpus/cpp/operators.cpp"
                                  return i == 0 ? x_ : y_; }
    bool operator==(const Vec2 &o) const {
nvtxRangePushA("bool Vec2::operator==(const Vec2 &) const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 25 "corpus/cpp/operators.cpp"
                                           return x_ == o.x_ && y_ == o.y_; }
    bool operator!=(const Vec2 &o) const {
nvtxRangePushA("bool Vec2::operator!=(const Vec2 &) const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 26 "corpus/cpp/operators.cpp"
                                           return !(*this == o); }
    explicit operator bool() const {
nvtxRangePushA("Vec2::operator bool() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 27 "corpus/cpp/operators.cpp"
                                     return x_ != 0 || y_ != 0; }
    operator std::string() const {
nvtxRangePushA("Vec2::operator basic_string() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 28 "corpus/cpp/operators.cpp"
                                   return "(" + std::to_string(x_) + "," + std::to_string(y_) + ")"; }
    explicit operator long() const {
nvtxRangePushA("Vec2::operator long() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 29 "corpus/cpp/operators.cpp"
                                     return static_cast<long>(x_) * 1000 + y_; }

    friend std::ostream &operator<<(std::ostream &os, const Vec2 &v);

private:
    int x_, y_;
};

std::ostream &operator<<(std::ostream &os, const Vec2 &v)
{
nvtxRangePushA("std::ostream & operator<<(std::ostream &, const Vec2 &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 38 "corpus/cpp/operators.cpp"
 
    return os << "Vec2" << static_cast<std::string>(v);
}

Vec2 operator*(int k, const Vec2 &v)
{
nvtxRangePushA("Vec2 operator*(int, const Vec2 &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 43 "corpus/cpp/operators.cpp"
 
    return Vec2(k * v[0], k * v[1]);
}

struct Accumulate {
    int total = 0;
    int operator()(int v)
    {
nvtxRangePushA("int Accumulate::operator()(int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 50 "corpus/cpp/operators.cpp"
     
        total += v;
        return total;
    }
    int operator()(int a, int b) const {
nvtxRangePushA("int Accumulate::operator()(int, int) const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 54 "corpus/cpp/operators.cpp"
                                         return a * b; }
};

struct Meters {
    long double value;
};

Meters operator""_km(long double v)
{
nvtxRangePushA("Meters operator\"\"_km(long double)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 62 "corpus/cpp/operators.cpp"
 
    return Meters{v * 1000};
}

int main()
{
nvtxRangePushA("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 67 "corpus/cpp/operators.cpp"
 
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
