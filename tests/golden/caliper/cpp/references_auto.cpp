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
#include <caliper/cali.h>
#line 9 "corpus/cpp/references_auto.cpp"

static int table[3] = {10, 20, 30};

int &slot(int i)
{
cali_begin_region("int & slot(int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int & slot(int)");
});
#line 13 "corpus/cpp/references_auto.cpp"
 
    if (i < 0)
        return table[0];
    return table[i % 3];
}

const std::string &longer(const std::string &a, const std::string &b)
{
cali_begin_region("const std::string & longer(const std::string &, const std::string &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("const std::string & longer(const std::string &, const std::string &)");
});
#line 20 "corpus/cpp/references_auto.cpp"
 
    return a.size() >= b.size() ? a : b;
}

int &&steal(int &x) {
cali_begin_region("int && steal(int &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int && steal(int &)");
});
#line 24 "corpus/cpp/references_auto.cpp"
                      return std::move(x); }

int (&whole_table())[3] {
cali_begin_region("int (&whole_table())[3]");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int (&whole_table())[3]");
});
#line 26 "corpus/cpp/references_auto.cpp"
                          return table; }

auto deduced_int(int x) {
cali_begin_region("int deduced_int(int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int deduced_int(int)");
});
#line 28 "corpus/cpp/references_auto.cpp"
                          return x * 2; }

auto &deduced_ref(std::vector<int> &v) {
cali_begin_region("value_type & deduced_ref(std::vector<int> &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("value_type & deduced_ref(std::vector<int> &)");
});
#line 30 "corpus/cpp/references_auto.cpp"
                                         return v.back(); }

struct Holder {
    int value = 1;
    decltype(auto) by_value() {
cali_begin_region("int Holder::by_value()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int Holder::by_value()");
});
#line 34 "corpus/cpp/references_auto.cpp"
                                return value; }      // int
    decltype(auto) by_ref() {
cali_begin_region("int & Holder::by_ref()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int & Holder::by_ref()");
});
#line 35 "corpus/cpp/references_auto.cpp"
                              return (value); }      // int&
    decltype(auto) forwarded() {
cali_begin_region("typename std::remove_reference<int &>::type && Holder::forwarded()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("typename std::remove_reference<int &>::type && Holder::forwarded()");
});
#line 36 "corpus/cpp/references_auto.cpp"
                                 return std::move(value); }   // int&&
};

decltype(auto) element(std::vector<int> &v, std::size_t i)
{
cali_begin_region("value_type & element(std::vector<int> &, std::size_t)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("value_type & element(std::vector<int> &, std::size_t)");
});
#line 40 "corpus/cpp/references_auto.cpp"
 
    return v[i];   // int& via operator[]
}

auto trailing(int a, int b) -> int {
cali_begin_region("int trailing(int, int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int trailing(int, int)");
});
#line 44 "corpus/cpp/references_auto.cpp"
                                     return a - b; }

template <typename A, typename B>
auto add_any(A a, B b) -> decltype(a + b)
{
cali_begin_region("decltype(a + b) add_any(A, B)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("decltype(a + b) add_any(A, B)");
});
#line 48 "corpus/cpp/references_auto.cpp"
 
    return a + b;
}

auto make_greeting(const char *who) -> std::string
{
cali_begin_region("std::string make_greeting(const char *)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("std::string make_greeting(const char *)");
});
#line 53 "corpus/cpp/references_auto.cpp"
 
    return std::string("hi ") + who;
}

struct Calc {
    int twice(int x) const {
cali_begin_region("int Calc::twice(int) const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int Calc::twice(int) const");
});
#line 58 "corpus/cpp/references_auto.cpp"
                             return 2 * x; }
    int thrice(int x) const {
cali_begin_region("int Calc::thrice(int) const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int Calc::thrice(int) const");
});
#line 59 "corpus/cpp/references_auto.cpp"
                              return 3 * x; }
};

auto pick_member(bool second) -> int (Calc::*)(int) const
{
cali_begin_region("int (Calc::*)(int) const pick_member(bool)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int (Calc::*)(int) const pick_member(bool)");
});
#line 63 "corpus/cpp/references_auto.cpp"
 
    return second ? &Calc::thrice : &Calc::twice;
}

int main()
{
cali_begin_region("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int main()");
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
