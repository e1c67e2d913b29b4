#line 1 "corpus/cpp/references_auto.cpp"
// srcinst-test: std=c++17
// Reference returns (int&, const&, &&, reference to array), auto and auto&
// deduced returns, decltype(auto) that must stay a reference, trailing
// return types and a function returning a pointer to member function.
#include <cstdio>
#include <string>
#include <utility>
#include <vector>
#include <opari2/pomp2_lib.h>
#line 9 "corpus/cpp/references_auto.cpp"

static int table[3] = {10, 20, 30};

int &slot(int i)
{
    if (i < 0)
        return table[0];
    return table[i % 3];
}

const std::string &longer(const std::string &a, const std::string &b)
{
    return a.size() >= b.size() ? a : b;
}

int &&steal(int &x) { return std::move(x); }

int (&whole_table())[3] { return table; }

auto deduced_int(int x) { return x * 2; }

auto &deduced_ref(std::vector<int> &v) { return v.back(); }

struct Holder {
    int value = 1;
    decltype(auto) by_value() { return value; }      // int
    decltype(auto) by_ref() { return (value); }      // int&
    decltype(auto) forwarded() { return std::move(value); }   // int&&
};

decltype(auto) element(std::vector<int> &v, std::size_t i)
{
    return v[i];   // int& via operator[]
}

auto trailing(int a, int b) -> int { return a - b; }

template <typename A, typename B>
auto add_any(A a, B b) -> decltype(a + b)
{
    return a + b;
}

auto make_greeting(const char *who) -> std::string
{
    return std::string("hi ") + who;
}

struct Calc {
    int twice(int x) const { return 2 * x; }
    int thrice(int x) const { return 3 * x; }
};

auto pick_member(bool second) -> int (Calc::*)(int) const
{
    return second ? &Calc::thrice : &Calc::twice;
}

int main()
{
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
