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
#include <stdio.h>
#line 7 "corpus/cpp/class_templates.cpp"

template <typename T, int Capacity = 4>
class Ring {
public:
    bool push(const T &v);
    T pop();
    int size() const {
fprintf(stderr, "enter %s (%s:%d)\n", "int Ring<T, Capacity>::size() const", "corpus/cpp/class_templates.cpp", 13);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int Ring<T, Capacity>::size() const", "corpus/cpp/class_templates.cpp", 13);
});
#line 13 "corpus/cpp/class_templates.cpp"
                       return count_; }
    bool empty() const {
fprintf(stderr, "enter %s (%s:%d)\n", "bool Ring<T, Capacity>::empty() const", "corpus/cpp/class_templates.cpp", 14);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "bool Ring<T, Capacity>::empty() const", "corpus/cpp/class_templates.cpp", 14);
});
#line 14 "corpus/cpp/class_templates.cpp"
                         return count_ == 0; }

    template <typename F>
    T fold(T init, F f) const;

    static const char *kind() {
fprintf(stderr, "enter %s (%s:%d)\n", "const char * Ring<T, Capacity>::kind()", "corpus/cpp/class_templates.cpp", 19);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Ring<T, Capacity>::kind()", "corpus/cpp/class_templates.cpp", 19);
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
fprintf(stderr, "enter %s (%s:%d)\n", "bool Ring<T, Capacity>::push(const T &)", "corpus/cpp/class_templates.cpp", 29);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "bool Ring<T, Capacity>::push(const T &)", "corpus/cpp/class_templates.cpp", 31);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "bool Ring<T, Capacity>::push(const T &)", "corpus/cpp/class_templates.cpp", 34);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "bool Ring<T, Capacity>::push(const T &)", "corpus/cpp/class_templates.cpp", 35);
} break;
}
});
#line 29 "corpus/cpp/class_templates.cpp"
 
    if (count_ == Capacity)
        { __srcinst_site = 1;
#line 31 "corpus/cpp/class_templates.cpp"
        return false; }
    data_[(head_ + count_) % Capacity] = v;
    ++count_;
    { __srcinst_site = 2;
#line 34 "corpus/cpp/class_templates.cpp"
    return true; }
}

template <typename T, int Capacity>
T Ring<T, Capacity>::pop()
{
fprintf(stderr, "enter %s (%s:%d)\n", "T Ring<T, Capacity>::pop()", "corpus/cpp/class_templates.cpp", 39);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "T Ring<T, Capacity>::pop()", "corpus/cpp/class_templates.cpp", 43);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "T Ring<T, Capacity>::pop()", "corpus/cpp/class_templates.cpp", 44);
} break;
}
});
#line 39 "corpus/cpp/class_templates.cpp"
 
    T v = data_[head_];
    head_ = (head_ + 1) % Capacity;
    --count_;
    { __srcinst_site = 1;
#line 43 "corpus/cpp/class_templates.cpp"
    return v; }
}

template <typename T, int Capacity>
template <typename F>
T Ring<T, Capacity>::fold(T init, F f) const
{
fprintf(stderr, "enter %s (%s:%d)\n", "T Ring<T, Capacity>::fold(T, F) const", "corpus/cpp/class_templates.cpp", 49);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "T Ring<T, Capacity>::fold(T, F) const", "corpus/cpp/class_templates.cpp", 53);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "T Ring<T, Capacity>::fold(T, F) const", "corpus/cpp/class_templates.cpp", 54);
} break;
}
});
#line 49 "corpus/cpp/class_templates.cpp"
 
    T acc = init;
    for (int i = 0; i < count_; ++i)
        acc = f(acc, data_[(head_ + i) % Capacity]);
    { __srcinst_site = 1;
#line 53 "corpus/cpp/class_templates.cpp"
    return acc; }
}

template <typename A, typename B>
struct Pair {
    A first;
    B second;
    const char *which() const {
fprintf(stderr, "enter %s (%s:%d)\n", "const char * Pair<A, B>::which() const", "corpus/cpp/class_templates.cpp", 60);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Pair<A, B>::which() const", "corpus/cpp/class_templates.cpp", 60);
});
#line 60 "corpus/cpp/class_templates.cpp"
                                return "generic"; }
};

template <typename A>
struct Pair<A, A> {
    A first;
    A second;
    const char *which() const {
fprintf(stderr, "enter %s (%s:%d)\n", "const char * Pair<A, A>::which() const", "corpus/cpp/class_templates.cpp", 67);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Pair<A, A>::which() const", "corpus/cpp/class_templates.cpp", 67);
});
#line 67 "corpus/cpp/class_templates.cpp"
                                return "same-type"; }
    A larger() const {
fprintf(stderr, "enter %s (%s:%d)\n", "A Pair<A, A>::larger() const", "corpus/cpp/class_templates.cpp", 68);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "A Pair<A, A>::larger() const", "corpus/cpp/class_templates.cpp", 68);
});
#line 68 "corpus/cpp/class_templates.cpp"
                       return first < second ? second : first; }
};

template <>
struct Pair<bool, bool> {
    bool first, second;
    const char *which() const {
fprintf(stderr, "enter %s (%s:%d)\n", "const char * Pair::which() const", "corpus/cpp/class_templates.cpp", 74);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Pair::which() const", "corpus/cpp/class_templates.cpp", 74);
});
#line 74 "corpus/cpp/class_templates.cpp"
                                return "bools"; }
};

template <typename Derived>
struct Greeter {
    std::string greet() const
    {
fprintf(stderr, "enter %s (%s:%d)\n", "std::string Greeter<Derived>::greet() const", "corpus/cpp/class_templates.cpp", 80);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::string Greeter<Derived>::greet() const", "corpus/cpp/class_templates.cpp", 81);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::string Greeter<Derived>::greet() const", "corpus/cpp/class_templates.cpp", 82);
} break;
}
});
#line 80 "corpus/cpp/class_templates.cpp"
     
        { __srcinst_site = 1;
#line 81 "corpus/cpp/class_templates.cpp"
        return "hello from " + static_cast<const Derived *>(this)->name(); }
    }
};

struct English : Greeter<English> {
    std::string name() const {
fprintf(stderr, "enter %s (%s:%d)\n", "std::string English::name() const", "corpus/cpp/class_templates.cpp", 86);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "std::string English::name() const", "corpus/cpp/class_templates.cpp", 86);
});
#line 86 "corpus/cpp/class_templates.cpp"
                               return "english"; }
};

struct Pirate : Greeter<Pirate> {
    std::string name() const {
fprintf(stderr, "enter %s (%s:%d)\n", "std::string Pirate::name() const", "corpus/cpp/class_templates.cpp", 90);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "std::string Pirate::name() const", "corpus/cpp/class_templates.cpp", 90);
});
#line 90 "corpus/cpp/class_templates.cpp"
                               return "pirate"; }
};

static int plus(int a, int b) {
fprintf(stderr, "enter %s (%s:%d)\n", "int plus(int, int)", "corpus/cpp/class_templates.cpp", 93);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int plus(int, int)", "corpus/cpp/class_templates.cpp", 93);
});
#line 93 "corpus/cpp/class_templates.cpp"
                                return a + b; }

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/class_templates.cpp", 96);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/class_templates.cpp", 96);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/class_templates.cpp", 123);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/class_templates.cpp", 124);
} break;
}
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
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/class_templates.cpp:106:62 in main", "corpus/cpp/class_templates.cpp", 106);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/class_templates.cpp:106:62 in main", "corpus/cpp/class_templates.cpp", 106);
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
    { __srcinst_site = 1;
#line 123 "corpus/cpp/class_templates.cpp"
    return 0; }
}
