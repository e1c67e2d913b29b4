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
#include <epik_user.h>
#line 8 "corpus/cpp/operators.cpp"

class Vec2 {
public:
    Vec2(int x = 0, int y = 0) : x_(x), y_(y) {
EPIK_User_start("Vec2::Vec2(int, int)", "corpus/cpp/operators.cpp", 11);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Vec2::Vec2(int, int)", "corpus/cpp/operators.cpp", 11);
});
#line 11 "corpus/cpp/operators.cpp"
                                               }

    Vec2 operator+(const Vec2 &o) const {
EPIK_User_start("Vec2 Vec2::operator+(const Vec2 &) const", "corpus/cpp/operators.cpp", 13);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Vec2 Vec2::operator+(const Vec2 &) const", "corpus/cpp/operators.cpp", 13);
});
#line 13 "corpus/cpp/operators.cpp"
                                          return Vec2(x_ + o.x_, y_ + o.y_); }
    Vec2 operator-() const {
EPIK_User_start("Vec2 Vec2::operator-() const", "corpus/cpp/operators.cpp", 14);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Vec2 Vec2::operator-() const", "corpus/cpp/operators.cpp", 14);
});
#line 14 "corpus/cpp/operators.cpp"
                             return {-x_, -y_}; }
    Vec2 &operator+=(const Vec2 &o)
    {
EPIK_User_start("Vec2 & Vec2::operator+=(const Vec2 &)", "corpus/cpp/operators.cpp", 16);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Vec2 & Vec2::operator+=(const Vec2 &)", "corpus/cpp/operators.cpp", 20);
});
#line 16 "corpus/cpp/operators.cpp"
     
        x_ += o.x_;
        y_ += o.y_;
        return *this;
    }
    Vec2 &operator++() {
EPIK_User_start("Vec2 & Vec2::operator++()", "corpus/cpp/operators.cpp", 21);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Vec2 & Vec2::operator++()", "corpus/cpp/operators.cpp", 21);
});
#line 21 "corpus/cpp/operators.cpp"
                         ++x_; ++y_; return *this; }
    Vec2 operator++(int) {
EPIK_User_start("Vec2 Vec2::operator++(int)", "corpus/cpp/operators.cpp", 22);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Vec2 Vec2::operator++(int)", "corpus/cpp/operators.cpp", 22);
});
#line 22 "corpus/cpp/operators.cpp"
                           Vec2 old = *this; ++*this; return old; }
    int &operator[](int i) {
EPIK_User_start("int & Vec2::operator[](int)", "corpus/cpp/operators.cpp", 23);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int & Vec2::operator[](int)", "corpus/cpp/operators.cpp", 23);
});
#line 23 "corpus/cpp/operators.cpp"
                             return i == 0 ? x_ : y_; }
    int operator[](int i) const {
EPIK_User_start("int Vec2::operator[](int) const", "corpus/cpp/operators.cpp", 24);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int Vec2::operator[](int) const", "corpus/cpp/operators.cpp", 24);
});
#line 24 "corpus/cpp/operators.cpp"
                                  return i == 0 ? x_ : y_; }
    bool operator==(const Vec2 &o) const {
EPIK_User_start("bool Vec2::operator==(const Vec2 &) const", "corpus/cpp/operators.cpp", 25);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("bool Vec2::operator==(const Vec2 &) const", "corpus/cpp/operators.cpp", 25);
});
#line 25 "corpus/cpp/operators.cpp"
                                           return x_ == o.x_ && y_ == o.y_; }
    bool operator!=(const Vec2 &o) const {
EPIK_User_start("bool Vec2::operator!=(const Vec2 &) const", "corpus/cpp/operators.cpp", 26);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("bool Vec2::operator!=(const Vec2 &) const", "corpus/cpp/operators.cpp", 26);
});
#line 26 "corpus/cpp/operators.cpp"
                                           return !(*this == o); }
    explicit operator bool() const {
EPIK_User_start("Vec2::operator bool() const", "corpus/cpp/operators.cpp", 27);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Vec2::operator bool() const", "corpus/cpp/operators.cpp", 27);
});
#line 27 "corpus/cpp/operators.cpp"
                                     return x_ != 0 || y_ != 0; }
    operator std::string() const {
EPIK_User_start("Vec2::operator basic_string() const", "corpus/cpp/operators.cpp", 28);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Vec2::operator basic_string() const", "corpus/cpp/operators.cpp", 28);
});
#line 28 "corpus/cpp/operators.cpp"
                                   return "(" + std::to_string(x_) + "," + std::to_string(y_) + ")"; }
    explicit operator long() const {
EPIK_User_start("Vec2::operator long() const", "corpus/cpp/operators.cpp", 29);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Vec2::operator long() const", "corpus/cpp/operators.cpp", 29);
});
#line 29 "corpus/cpp/operators.cpp"
                                     return static_cast<long>(x_) * 1000 + y_; }

    friend std::ostream &operator<<(std::ostream &os, const Vec2 &v);

private:
    int x_, y_;
};

std::ostream &operator<<(std::ostream &os, const Vec2 &v)
{
EPIK_User_start("std::ostream & operator<<(std::ostream &, const Vec2 &)", "corpus/cpp/operators.cpp", 38);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("std::ostream & operator<<(std::ostream &, const Vec2 &)", "corpus/cpp/operators.cpp", 40);
});
#line 38 "corpus/cpp/operators.cpp"
 
    return os << "Vec2" << static_cast<std::string>(v);
}

Vec2 operator*(int k, const Vec2 &v)
{
EPIK_User_start("Vec2 operator*(int, const Vec2 &)", "corpus/cpp/operators.cpp", 43);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Vec2 operator*(int, const Vec2 &)", "corpus/cpp/operators.cpp", 45);
});
#line 43 "corpus/cpp/operators.cpp"
 
    return Vec2(k * v[0], k * v[1]);
}

struct Accumulate {
    int total = 0;
    int operator()(int v)
    {
EPIK_User_start("int Accumulate::operator()(int)", "corpus/cpp/operators.cpp", 50);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int Accumulate::operator()(int)", "corpus/cpp/operators.cpp", 53);
});
#line 50 "corpus/cpp/operators.cpp"
     
        total += v;
        return total;
    }
    int operator()(int a, int b) const {
EPIK_User_start("int Accumulate::operator()(int, int) const", "corpus/cpp/operators.cpp", 54);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int Accumulate::operator()(int, int) const", "corpus/cpp/operators.cpp", 54);
});
#line 54 "corpus/cpp/operators.cpp"
                                         return a * b; }
};

struct Meters {
    long double value;
};

Meters operator""_km(long double v)
{
EPIK_User_start("Meters operator\"\"_km(long double)", "corpus/cpp/operators.cpp", 62);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Meters operator\"\"_km(long double)", "corpus/cpp/operators.cpp", 64);
});
#line 62 "corpus/cpp/operators.cpp"
 
    return Meters{v * 1000};
}

int main()
{
EPIK_User_start("int main()", "corpus/cpp/operators.cpp", 67);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int main()", "corpus/cpp/operators.cpp", 87);
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
