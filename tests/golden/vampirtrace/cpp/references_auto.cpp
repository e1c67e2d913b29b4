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
#include <vt_user.h>
#line 9 "corpus/cpp/references_auto.cpp"

static int table[3] = {10, 20, 30};

int &slot(int i)
{
VT_User_start__("int & slot(int)", "corpus/cpp/references_auto.cpp", 13);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int & slot(int)");
});
#line 13 "corpus/cpp/references_auto.cpp"
 
    if (i < 0)
        return table[0];
    return table[i % 3];
}

const std::string &longer(const std::string &a, const std::string &b)
{
VT_User_start__("const std::string & longer(const std::string &, const std::string &)", "corpus/cpp/references_auto.cpp", 20);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("const std::string & longer(const std::string &, const std::string &)");
});
#line 20 "corpus/cpp/references_auto.cpp"
 
    return a.size() >= b.size() ? a : b;
}

int &&steal(int &x) {
VT_User_start__("int && steal(int &)", "corpus/cpp/references_auto.cpp", 24);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int && steal(int &)");
});
#line 24 "corpus/cpp/references_auto.cpp"
                      return std::move(x); }

int (&whole_table())[3] {
VT_User_start__("int (&whole_table())[3]", "corpus/cpp/references_auto.cpp", 26);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int (&whole_table())[3]");
});
#line 26 "corpus/cpp/references_auto.cpp"
                          return table; }

auto deduced_int(int x) {
VT_User_start__("int deduced_int(int)", "corpus/cpp/references_auto.cpp", 28);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int deduced_int(int)");
});
#line 28 "corpus/cpp/references_auto.cpp"
                          return x * 2; }

auto &deduced_ref(std::vector<int> &v) {
VT_User_start__("value_type & deduced_ref(std::vector<int> &)", "corpus/cpp/references_auto.cpp", 30);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("value_type & deduced_ref(std::vector<int> &)");
});
#line 30 "corpus/cpp/references_auto.cpp"
                                         return v.back(); }

struct Holder {
    int value = 1;
    decltype(auto) by_value() {
VT_User_start__("int Holder::by_value()", "corpus/cpp/references_auto.cpp", 34);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int Holder::by_value()");
});
#line 34 "corpus/cpp/references_auto.cpp"
                                return value; }      // int
    decltype(auto) by_ref() {
VT_User_start__("int & Holder::by_ref()", "corpus/cpp/references_auto.cpp", 35);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int & Holder::by_ref()");
});
#line 35 "corpus/cpp/references_auto.cpp"
                              return (value); }      // int&
    decltype(auto) forwarded() {
VT_User_start__("typename std::remove_reference<int &>::type && Holder::forwarded()", "corpus/cpp/references_auto.cpp", 36);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("typename std::remove_reference<int &>::type && Holder::forwarded()");
});
#line 36 "corpus/cpp/references_auto.cpp"
                                 return std::move(value); }   // int&&
};

decltype(auto) element(std::vector<int> &v, std::size_t i)
{
VT_User_start__("value_type & element(std::vector<int> &, std::size_t)", "corpus/cpp/references_auto.cpp", 40);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("value_type & element(std::vector<int> &, std::size_t)");
});
#line 40 "corpus/cpp/references_auto.cpp"
 
    return v[i];   // int& via operator[]
}

auto trailing(int a, int b) -> int {
VT_User_start__("int trailing(int, int)", "corpus/cpp/references_auto.cpp", 44);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int trailing(int, int)");
});
#line 44 "corpus/cpp/references_auto.cpp"
                                     return a - b; }

template <typename A, typename B>
auto add_any(A a, B b) -> decltype(a + b)
{
VT_User_start__("decltype(a + b) add_any(A, B)", "corpus/cpp/references_auto.cpp", 48);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("decltype(a + b) add_any(A, B)");
});
#line 48 "corpus/cpp/references_auto.cpp"
 
    return a + b;
}

auto make_greeting(const char *who) -> std::string
{
VT_User_start__("std::string make_greeting(const char *)", "corpus/cpp/references_auto.cpp", 53);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("std::string make_greeting(const char *)");
});
#line 53 "corpus/cpp/references_auto.cpp"
 
    return std::string("hi ") + who;
}

struct Calc {
    int twice(int x) const {
VT_User_start__("int Calc::twice(int) const", "corpus/cpp/references_auto.cpp", 58);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int Calc::twice(int) const");
});
#line 58 "corpus/cpp/references_auto.cpp"
                             return 2 * x; }
    int thrice(int x) const {
VT_User_start__("int Calc::thrice(int) const", "corpus/cpp/references_auto.cpp", 59);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int Calc::thrice(int) const");
});
#line 59 "corpus/cpp/references_auto.cpp"
                              return 3 * x; }
};

auto pick_member(bool second) -> int (Calc::*)(int) const
{
VT_User_start__("int (Calc::*)(int) const pick_member(bool)", "corpus/cpp/references_auto.cpp", 63);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int (Calc::*)(int) const pick_member(bool)");
});
#line 63 "corpus/cpp/references_auto.cpp"
 
    return second ? &Calc::thrice : &Calc::twice;
}

int main()
{
VT_User_start__("int main()", "corpus/cpp/references_auto.cpp", 68);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int main()");
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
    return 0;
}
