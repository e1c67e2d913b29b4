#line 1 "corpus/cpp/references_auto.cpp"
// srcinst-test: std=c++17
// Reference returns (int&, const&, &&, reference to array), auto and auto&
// deduced returns, decltype(auto) that must stay a reference, trailing
// return types and a function returning a pointer to member function.
#include <cstdio>
#include <string>
#include <utility>
#include <vector>
#include <scorep/SCOREP_User.h>
#line 9 "corpus/cpp/references_auto.cpp"

static int table[3] = {10, 20, 30};

int &slot(int i)
{
SCOREP_USER_REGION( "int & slot(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 13 "corpus/cpp/references_auto.cpp"
 
    if (i < 0)
        return table[0];
    return table[i % 3];
}

const std::string &longer(const std::string &a, const std::string &b)
{
SCOREP_USER_REGION( "const std::string & longer(const std::string &, const std::string &)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 20 "corpus/cpp/references_auto.cpp"
 
    return a.size() >= b.size() ? a : b;
}

int &&steal(int &x) {
SCOREP_USER_REGION( "int && steal(int &)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 24 "corpus/cpp/references_auto.cpp"
                      return std::move(x); }

int (&whole_table())[3] {
SCOREP_USER_REGION( "int (&whole_table())[3]", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 26 "corpus/cpp/references_auto.cpp"
                          return table; }

auto deduced_int(int x) {
SCOREP_USER_REGION( "int deduced_int(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 28 "corpus/cpp/references_auto.cpp"
                          return x * 2; }

auto &deduced_ref(std::vector<int> &v) {
SCOREP_USER_REGION( "value_type & deduced_ref(std::vector<int> &)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 30 "corpus/cpp/references_auto.cpp"
                                         return v.back(); }

struct Holder {
    int value = 1;
    decltype(auto) by_value() {
SCOREP_USER_REGION( "int Holder::by_value()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 34 "corpus/cpp/references_auto.cpp"
                                return value; }      // int
    decltype(auto) by_ref() {
SCOREP_USER_REGION( "int & Holder::by_ref()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 35 "corpus/cpp/references_auto.cpp"
                              return (value); }      // int&
    decltype(auto) forwarded() {
SCOREP_USER_REGION( "typename std::remove_reference<int &>::type && Holder::forwarded()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 36 "corpus/cpp/references_auto.cpp"
                                 return std::move(value); }   // int&&
};

decltype(auto) element(std::vector<int> &v, std::size_t i)
{
SCOREP_USER_REGION( "value_type & element(std::vector<int> &, std::size_t)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 40 "corpus/cpp/references_auto.cpp"
 
    return v[i];   // int& via operator[]
}

auto trailing(int a, int b) -> int {
SCOREP_USER_REGION( "int trailing(int, int)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 44 "corpus/cpp/references_auto.cpp"
                                     return a - b; }

template <typename A, typename B>
auto add_any(A a, B b) -> decltype(a + b)
{
SCOREP_USER_REGION( "decltype(a + b) add_any(A, B)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 48 "corpus/cpp/references_auto.cpp"
 
    return a + b;
}

auto make_greeting(const char *who) -> std::string
{
SCOREP_USER_REGION( "std::string make_greeting(const char *)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 53 "corpus/cpp/references_auto.cpp"
 
    return std::string("hi ") + who;
}

struct Calc {
    int twice(int x) const {
SCOREP_USER_REGION( "int Calc::twice(int) const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 58 "corpus/cpp/references_auto.cpp"
                             return 2 * x; }
    int thrice(int x) const {
SCOREP_USER_REGION( "int Calc::thrice(int) const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 59 "corpus/cpp/references_auto.cpp"
                              return 3 * x; }
};

auto pick_member(bool second) -> int (Calc::*)(int) const
{
SCOREP_USER_REGION( "int (Calc::*)(int) const pick_member(bool)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 63 "corpus/cpp/references_auto.cpp"
 
    return second ? &Calc::thrice : &Calc::twice;
}

int main()
{
SCOREP_USER_REGION( "int main()", SCOREP_USER_REGION_TYPE_FUNCTION );
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
