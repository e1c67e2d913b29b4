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
#line 1 "corpus/cpp/references_auto.cpp"
// srcinst-test: std=c++17
// Reference returns (int&, const&, &&, reference to array), auto and auto&
// deduced returns, decltype(auto) that must stay a reference, trailing
// return types and a function returning a pointer to member function.
#include <cstdio>
#include <string>
#include <utility>
#include <vector>
#include <stdio.h>
#line 9 "corpus/cpp/references_auto.cpp"

static int table[3] = {10, 20, 30};

int &slot(int i)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int & slot(int)", "corpus/cpp/references_auto.cpp", 13);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int & slot(int)", "corpus/cpp/references_auto.cpp", 15);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "int & slot(int)", "corpus/cpp/references_auto.cpp", 16);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int & slot(int)", "corpus/cpp/references_auto.cpp", 17);
} break;
}
});
#line 13 "corpus/cpp/references_auto.cpp"
 
    if (i < 0)
        { __srcinst_site = 1;
#line 15 "corpus/cpp/references_auto.cpp"
        return table[0]; }
    { __srcinst_site = 2;
#line 16 "corpus/cpp/references_auto.cpp"
    return table[i % 3]; }
}

const std::string &longer(const std::string &a, const std::string &b)
{
fprintf(stderr, "enter %s (%s:%d)\n", "const std::string & longer(const std::string &, const std::string &)", "corpus/cpp/references_auto.cpp", 20);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "const std::string & longer(const std::string &, const std::string &)", "corpus/cpp/references_auto.cpp", 21);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "const std::string & longer(const std::string &, const std::string &)", "corpus/cpp/references_auto.cpp", 22);
} break;
}
});
#line 20 "corpus/cpp/references_auto.cpp"
 
    { __srcinst_site = 1;
#line 21 "corpus/cpp/references_auto.cpp"
    return a.size() >= b.size() ? a : b; }
}

int &&steal(int &x) {
fprintf(stderr, "enter %s (%s:%d)\n", "int && steal(int &)", "corpus/cpp/references_auto.cpp", 24);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int && steal(int &)", "corpus/cpp/references_auto.cpp", 24);
});
#line 24 "corpus/cpp/references_auto.cpp"
                      return std::move(x); }

int (&whole_table())[3] {
fprintf(stderr, "enter %s (%s:%d)\n", "int (&whole_table())[3]", "corpus/cpp/references_auto.cpp", 26);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int (&whole_table())[3]", "corpus/cpp/references_auto.cpp", 26);
});
#line 26 "corpus/cpp/references_auto.cpp"
                          return table; }

auto deduced_int(int x) {
fprintf(stderr, "enter %s (%s:%d)\n", "int deduced_int(int)", "corpus/cpp/references_auto.cpp", 28);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int deduced_int(int)", "corpus/cpp/references_auto.cpp", 28);
});
#line 28 "corpus/cpp/references_auto.cpp"
                          return x * 2; }

auto &deduced_ref(std::vector<int> &v) {
fprintf(stderr, "enter %s (%s:%d)\n", "value_type & deduced_ref(std::vector<int> &)", "corpus/cpp/references_auto.cpp", 30);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "value_type & deduced_ref(std::vector<int> &)", "corpus/cpp/references_auto.cpp", 30);
});
#line 30 "corpus/cpp/references_auto.cpp"
                                         return v.back(); }

struct Holder {
    int value = 1;
    decltype(auto) by_value() {
fprintf(stderr, "enter %s (%s:%d)\n", "int Holder::by_value()", "corpus/cpp/references_auto.cpp", 34);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int Holder::by_value()", "corpus/cpp/references_auto.cpp", 34);
});
#line 34 "corpus/cpp/references_auto.cpp"
                                return value; }      // int
    decltype(auto) by_ref() {
fprintf(stderr, "enter %s (%s:%d)\n", "int & Holder::by_ref()", "corpus/cpp/references_auto.cpp", 35);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int & Holder::by_ref()", "corpus/cpp/references_auto.cpp", 35);
});
#line 35 "corpus/cpp/references_auto.cpp"
                              return (value); }      // int&
    decltype(auto) forwarded() {
fprintf(stderr, "enter %s (%s:%d)\n", "typename std::remove_reference<int &>::type && Holder::forwarded()", "corpus/cpp/references_auto.cpp", 36);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "typename std::remove_reference<int &>::type && Holder::forwarded()", "corpus/cpp/references_auto.cpp", 36);
});
#line 36 "corpus/cpp/references_auto.cpp"
                                 return std::move(value); }   // int&&
};

decltype(auto) element(std::vector<int> &v, std::size_t i)
{
fprintf(stderr, "enter %s (%s:%d)\n", "value_type & element(std::vector<int> &, std::size_t)", "corpus/cpp/references_auto.cpp", 40);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "value_type & element(std::vector<int> &, std::size_t)", "corpus/cpp/references_auto.cpp", 41);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "value_type & element(std::vector<int> &, std::size_t)", "corpus/cpp/references_auto.cpp", 42);
} break;
}
});
#line 40 "corpus/cpp/references_auto.cpp"
 
    { __srcinst_site = 1;
#line 41 "corpus/cpp/references_auto.cpp"
    return v[i]; }   // int& via operator[]
}

auto trailing(int a, int b) -> int {
fprintf(stderr, "enter %s (%s:%d)\n", "int trailing(int, int)", "corpus/cpp/references_auto.cpp", 44);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int trailing(int, int)", "corpus/cpp/references_auto.cpp", 44);
});
#line 44 "corpus/cpp/references_auto.cpp"
                                     return a - b; }

template <typename A, typename B>
auto add_any(A a, B b) -> decltype(a + b)
{
fprintf(stderr, "enter %s (%s:%d)\n", "decltype(a + b) add_any(A, B)", "corpus/cpp/references_auto.cpp", 48);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "decltype(a + b) add_any(A, B)", "corpus/cpp/references_auto.cpp", 49);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "decltype(a + b) add_any(A, B)", "corpus/cpp/references_auto.cpp", 50);
} break;
}
});
#line 48 "corpus/cpp/references_auto.cpp"
 
    { __srcinst_site = 1;
#line 49 "corpus/cpp/references_auto.cpp"
    return a + b; }
}

auto make_greeting(const char *who) -> std::string
{
fprintf(stderr, "enter %s (%s:%d)\n", "std::string make_greeting(const char *)", "corpus/cpp/references_auto.cpp", 53);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::string make_greeting(const char *)", "corpus/cpp/references_auto.cpp", 54);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::string make_greeting(const char *)", "corpus/cpp/references_auto.cpp", 55);
} break;
}
});
#line 53 "corpus/cpp/references_auto.cpp"
 
    { __srcinst_site = 1;
#line 54 "corpus/cpp/references_auto.cpp"
    return std::string("hi ") + who; }
}

struct Calc {
    int twice(int x) const {
fprintf(stderr, "enter %s (%s:%d)\n", "int Calc::twice(int) const", "corpus/cpp/references_auto.cpp", 58);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int Calc::twice(int) const", "corpus/cpp/references_auto.cpp", 58);
});
#line 58 "corpus/cpp/references_auto.cpp"
                             return 2 * x; }
    int thrice(int x) const {
fprintf(stderr, "enter %s (%s:%d)\n", "int Calc::thrice(int) const", "corpus/cpp/references_auto.cpp", 59);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int Calc::thrice(int) const", "corpus/cpp/references_auto.cpp", 59);
});
#line 59 "corpus/cpp/references_auto.cpp"
                              return 3 * x; }
};

auto pick_member(bool second) -> int (Calc::*)(int) const
{
fprintf(stderr, "enter %s (%s:%d)\n", "int (Calc::*)(int) const pick_member(bool)", "corpus/cpp/references_auto.cpp", 63);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int (Calc::*)(int) const pick_member(bool)", "corpus/cpp/references_auto.cpp", 64);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int (Calc::*)(int) const pick_member(bool)", "corpus/cpp/references_auto.cpp", 65);
} break;
}
});
#line 63 "corpus/cpp/references_auto.cpp"
 
    { __srcinst_site = 1;
#line 64 "corpus/cpp/references_auto.cpp"
    return second ? &Calc::thrice : &Calc::twice; }
}

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/references_auto.cpp", 68);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/references_auto.cpp", 68);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/references_auto.cpp", 97);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/references_auto.cpp", 98);
} break;
}
});
#line 68 "corpus/cpp/references_auto.cpp"
 
    slot(1) = 21;
    slot(-1) += 1;
    ++slot(5);
    std::printf("table=%d %d %d\n", table[0], table[1], table[2]);
    std::string a = "short", b = "much longer";
    const std::string &l = longer(a, b);
    std::printf("longer=%s same-object=%d\n", l.c_str(), &l == &b);
    int x = 5;
    int &&r = steal(x);
    r = 6;
    std::printf("steal -> x=%d\n", x);
    whole_table()[0] = 0;
    std::printf("whole_table size=%zu first=%d\n", sizeof(whole_table()) / sizeof(int), table[0]);
    std::vector<int> v{1, 2, 3};
    deduced_ref(v) = 30;
    element(v, 0) = 100;
    std::printf("deduced_int=%d v=%d %d %d\n", deduced_int(4), v[0], v[1], v[2]);
    Holder h;
    h.by_ref() = 7;
    int copy = h.by_value();
    copy++;
    int &&moved = h.forwarded();
    moved += 1;
    std::printf("holder=%d copy=%d\n", h.value, copy);
    std::printf("trailing=%d add_any=%.1f greeting=%s\n", trailing(9, 4), add_any(1, 2.5),
                make_greeting("there").c_str());
    Calc c;
    std::printf("member ptr: %d %d\n", (c.*pick_member(false))(7), (c.*pick_member(true))(7));
    { __srcinst_site = 1;
#line 97 "corpus/cpp/references_auto.cpp"
    return 0; }
}
