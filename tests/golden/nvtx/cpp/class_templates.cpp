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
#line 1 "corpus/cpp/class_templates.cpp"
// srcinst-test: std=c++17
// Class templates with several instantiations: members defined in and out of
// the class, a member template defined out of class, partial and full
// specializations, static members and CRTP.
#include <cstdio>
#include <string>
#include <nvtx3/nvToolsExt.h>
#line 7 "corpus/cpp/class_templates.cpp"

template <typename T, int Capacity = 4>
class Ring {
public:
    bool push(const T &v);
    T pop();
    int size() const {
nvtxRangePushA("int Ring<T, Capacity>::size() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 13 "corpus/cpp/class_templates.cpp"
                       return count_; }
    bool empty() const {
nvtxRangePushA("bool Ring<T, Capacity>::empty() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 14 "corpus/cpp/class_templates.cpp"
                         return count_ == 0; }

    template <typename F>
    T fold(T init, F f) const;

    static const char *kind() {
nvtxRangePushA("const char * Ring<T, Capacity>::kind()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 19 "corpus/cpp/class_templates.cpp"
                                return "ring"; }

private:
    T data_[Capacity]{};
    int head_ = 0;
    int count_ = 0;
};

template <typename T, int Capacity>
bool Ring<T, Capacity>::push(const T &v)
{
nvtxRangePushA("bool Ring<T, Capacity>::push(const T &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 29 "corpus/cpp/class_templates.cpp"
 
    if (count_ == Capacity)
        return false;
    data_[(head_ + count_) % Capacity] = v;
    ++count_;
    return true;
}

template <typename T, int Capacity>
T Ring<T, Capacity>::pop()
{
nvtxRangePushA("T Ring<T, Capacity>::pop()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 39 "corpus/cpp/class_templates.cpp"
 
    T v = data_[head_];
    head_ = (head_ + 1) % Capacity;
    --count_;
    return v;
}

template <typename T, int Capacity>
template <typename F>
T Ring<T, Capacity>::fold(T init, F f) const
{
nvtxRangePushA("T Ring<T, Capacity>::fold(T, F) const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 49 "corpus/cpp/class_templates.cpp"
 
    T acc = init;
    for (int i = 0; i < count_; ++i)
        acc = f(acc, data_[(head_ + i) % Capacity]);
    return acc;
}

template <typename A, typename B>
struct Pair {
    A first;
    B second;
    const char *which() const {
nvtxRangePushA("const char * Pair<A, B>::which() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 60 "corpus/cpp/class_templates.cpp"
                                return "generic"; }
};

template <typename A>
struct Pair<A, A> {
    A first;
    A second;
    const char *which() const {
nvtxRangePushA("const char * Pair<A, A>::which() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 67 "corpus/cpp/class_templates.cpp"
                                return "same-type"; }
    A larger() const {
nvtxRangePushA("A Pair<A, A>::larger() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 68 "corpus/cpp/class_templates.cpp"
                       return first < second ? second : first; }
};

template <>
struct Pair<bool, bool> {
    bool first, second;
    const char *which() const {
nvtxRangePushA("const char * Pair::which() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 74 "corpus/cpp/class_templates.cpp"
                                return "bools"; }
};

template <typename Derived>
struct Greeter {
    std::string greet() const
    {
nvtxRangePushA("std::string Greeter<Derived>::greet() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 80 "corpus/cpp/class_templates.cpp"
     
        return "hello from " + static_cast<const Derived *>(this)->name();
    }
};

struct English : Greeter<English> {
    std::string name() const {
nvtxRangePushA("std::string English::name() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 86 "corpus/cpp/class_templates.cpp"
                               return "english"; }
};

struct Pirate : Greeter<Pirate> {
    std::string name() const {
nvtxRangePushA("std::string Pirate::name() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 90 "corpus/cpp/class_templates.cpp"
                               return "pirate"; }
};

static int plus(int a, int b) {
nvtxRangePushA("int plus(int, int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 93 "corpus/cpp/class_templates.cpp"
                                return a + b; }

int main()
{
nvtxRangePushA("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#line 96 "corpus/cpp/class_templates.cpp"
 
    Ring<int> ri;
    for (int i = 1; i <= 5; ++i)
        std::printf("push %d -> %d\n", i, ri.push(i));
    int popped = ri.pop();
    std::printf("pop=%d size=%d fold=%d\n", popped, ri.size(), ri.fold(0, plus));

    Ring<std::string, 2> rs;
    rs.push("a");
    rs.push("b");
    std::printf("strings=%s %s\n", rs.fold(std::string(">"), [](std::string x, const std::string &y) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
nvtxRangePushA("lambda at corpus/cpp/class_templates.cpp:106:62 in main");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
nvtxRangePop();
});
#pragma GCC diagnostic pop
#line 106 "corpus/cpp/class_templates.cpp"
                                                                                                       return x + y; }).c_str(),
                Ring<std::string, 2>::kind());

    Ring<double, 3> rd;
    rd.push(1.5);
    rd.push(2.5);
    double dpop = rd.pop();
    std::printf("double pop=%.1f empty=%d\n", dpop, rd.empty());

    Pair<int, double> p1{1, 2.0};
    Pair<int, int> p2{3, 9};
    Pair<bool, bool> p3{true, false};
    std::printf("pairs: %s %s(%d) %s\n", p1.which(), p2.which(), p2.larger(), p3.which());

    English e;
    Pirate p;
    std::printf("%s / %s\n", e.greet().c_str(), p.greet().c_str());
    return 0;
}
