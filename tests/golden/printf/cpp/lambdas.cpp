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
#line 1 "corpus/cpp/lambdas.cpp"
// srcinst-test: std=c++17
// Lambdas with their own return statements inside instrumented routines.
// Returns inside a lambda leave the lambda, not the enclosing routine, so
// they must not trigger the routine's exit event; each lambda is a routine
// of its own (`lambda at corpus/cpp/lambdas.cpp:14:21 in count_if_positive`).
#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>
#include <stdio.h>
#line 11 "corpus/cpp/lambdas.cpp"

static int count_if_positive(const std::vector<int> &v)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int count_if_positive(const std::vector<int> &)", "corpus/cpp/lambdas.cpp", 13);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int count_if_positive(const std::vector<int> &)", "corpus/cpp/lambdas.cpp", 19);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int count_if_positive(const std::vector<int> &)", "corpus/cpp/lambdas.cpp", 20);
} break;
}
});
#line 13 "corpus/cpp/lambdas.cpp"
 
    auto positive = [](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:14:21 in count_if_positive", "corpus/cpp/lambdas.cpp", 14);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:14:21 in count_if_positive", "corpus/cpp/lambdas.cpp", 16);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:14:21 in count_if_positive", "corpus/cpp/lambdas.cpp", 17);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:14:21 in count_if_positive", "corpus/cpp/lambdas.cpp", 18);
} break;
}
});
#pragma GCC diagnostic pop
#line 14 "corpus/cpp/lambdas.cpp"
                               
        if (x > 0)
            { __srcinst_site = 1;
#line 16 "corpus/cpp/lambdas.cpp"
            return true; }
        { __srcinst_site = 2;
#line 17 "corpus/cpp/lambdas.cpp"
        return false; }
    };
    { __srcinst_site = 1;
#line 19 "corpus/cpp/lambdas.cpp"
    return static_cast<int>(std::count_if(v.begin(), v.end(), positive)); }
}

static std::vector<int> sorted_by_abs(std::vector<int> v)
{
fprintf(stderr, "enter %s (%s:%d)\n", "std::vector<int> sorted_by_abs(std::vector<int>)", "corpus/cpp/lambdas.cpp", 23);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::vector<int> sorted_by_abs(std::vector<int>)", "corpus/cpp/lambdas.cpp", 29);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::vector<int> sorted_by_abs(std::vector<int>)", "corpus/cpp/lambdas.cpp", 30);
} break;
}
});
#line 23 "corpus/cpp/lambdas.cpp"
 
    std::sort(v.begin(), v.end(), [](int a, int b) -> bool {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:24:35 in sorted_by_abs", "corpus/cpp/lambdas.cpp", 24);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:24:35 in sorted_by_abs", "corpus/cpp/lambdas.cpp", 26);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:24:35 in sorted_by_abs", "corpus/cpp/lambdas.cpp", 27);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:24:35 in sorted_by_abs", "corpus/cpp/lambdas.cpp", 28);
} break;
}
});
#pragma GCC diagnostic pop
#line 24 "corpus/cpp/lambdas.cpp"
                                                            
        int aa = a < 0 ? -a : a, bb = b < 0 ? -b : b;
        if (aa != bb) { __srcinst_site = 1;
#line 26 "corpus/cpp/lambdas.cpp"
                      return aa < bb; }
        { __srcinst_site = 2;
#line 27 "corpus/cpp/lambdas.cpp"
        return a < b; }
    });
    { __srcinst_site = 1;
#line 29 "corpus/cpp/lambdas.cpp"
    return v; }
}

static int immediately_invoked(int x)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int immediately_invoked(int)", "corpus/cpp/lambdas.cpp", 33);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int immediately_invoked(int)", "corpus/cpp/lambdas.cpp", 34);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int immediately_invoked(int)", "corpus/cpp/lambdas.cpp", 39);
} break;
}
});
#line 33 "corpus/cpp/lambdas.cpp"
 
    { __srcinst_site = 1;
#line 34 "corpus/cpp/lambdas.cpp"
    return [&]() {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:34:12 in immediately_invoked", "corpus/cpp/lambdas.cpp", 34);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:34:12 in immediately_invoked", "corpus/cpp/lambdas.cpp", 36);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:34:12 in immediately_invoked", "corpus/cpp/lambdas.cpp", 37);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:34:12 in immediately_invoked", "corpus/cpp/lambdas.cpp", 38);
} break;
}
});
#pragma GCC diagnostic pop
#line 34 "corpus/cpp/lambdas.cpp"
                  
        if (x > 10)
            { __srcinst_site = 1;
#line 36 "corpus/cpp/lambdas.cpp"
            return x - 10; }
        { __srcinst_site = 2;
#line 37 "corpus/cpp/lambdas.cpp"
        return x + 10; }
    }(); }
}

static std::function<int(int)> make_adder(int n)
{
fprintf(stderr, "enter %s (%s:%d)\n", "std::function<int (int)> make_adder(int)", "corpus/cpp/lambdas.cpp", 42);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::function<int (int)> make_adder(int)", "corpus/cpp/lambdas.cpp", 43);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::function<int (int)> make_adder(int)", "corpus/cpp/lambdas.cpp", 44);
} break;
}
});
#line 42 "corpus/cpp/lambdas.cpp"
 
    { __srcinst_site = 1;
#line 43 "corpus/cpp/lambdas.cpp"
    return [n](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:43:12 in make_adder", "corpus/cpp/lambdas.cpp", 43);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:43:12 in make_adder", "corpus/cpp/lambdas.cpp", 43);
});
#pragma GCC diagnostic pop
#line 43 "corpus/cpp/lambdas.cpp"
                        return x + n; }; }
}

static int nested(int seed)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int nested(int)", "corpus/cpp/lambdas.cpp", 47);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int nested(int)", "corpus/cpp/lambdas.cpp", 54);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "int nested(int)", "corpus/cpp/lambdas.cpp", 55);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int nested(int)", "corpus/cpp/lambdas.cpp", 56);
} break;
}
});
#line 47 "corpus/cpp/lambdas.cpp"
 
    auto outer = [seed](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:48:18 in nested", "corpus/cpp/lambdas.cpp", 48);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:48:18 in nested", "corpus/cpp/lambdas.cpp", 50);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:48:18 in nested", "corpus/cpp/lambdas.cpp", 51);
} break;
}
});
#pragma GCC diagnostic pop
#line 48 "corpus/cpp/lambdas.cpp"
                                
        auto inner = [&](int y) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:49:22 in nested", "corpus/cpp/lambdas.cpp", 49);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:49:22 in nested", "corpus/cpp/lambdas.cpp", 49);
});
#pragma GCC diagnostic pop
#line 49 "corpus/cpp/lambdas.cpp"
                                  return y * seed; };
        { __srcinst_site = 1;
#line 50 "corpus/cpp/lambdas.cpp"
        return inner(x) + 1; }
    };
    int r = outer(3);
    if (r > 100)
        { __srcinst_site = 1;
#line 54 "corpus/cpp/lambdas.cpp"
        return -1; }
    { __srcinst_site = 2;
#line 55 "corpus/cpp/lambdas.cpp"
    return r; }
}

static std::string generic_join(const std::vector<std::string> &parts)
{
fprintf(stderr, "enter %s (%s:%d)\n", "std::string generic_join(const std::vector<std::string> &)", "corpus/cpp/lambdas.cpp", 59);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::string generic_join(const std::vector<std::string> &)", "corpus/cpp/lambdas.cpp", 69);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::string generic_join(const std::vector<std::string> &)", "corpus/cpp/lambdas.cpp", 70);
} break;
}
});
#line 59 "corpus/cpp/lambdas.cpp"
 
    auto join = [](const auto &items, const auto &sep) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:60:17 in generic_join", "corpus/cpp/lambdas.cpp", 60);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:60:17 in generic_join", "corpus/cpp/lambdas.cpp", 67);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:60:17 in generic_join", "corpus/cpp/lambdas.cpp", 68);
} break;
}
});
#pragma GCC diagnostic pop
#line 60 "corpus/cpp/lambdas.cpp"
                                                        
        std::string out;
        for (const auto &it : items) {
            if (!out.empty())
                out += sep;
            out += it;
        }
        { __srcinst_site = 1;
#line 67 "corpus/cpp/lambdas.cpp"
        return out; }
    };
    { __srcinst_site = 1;
#line 69 "corpus/cpp/lambdas.cpp"
    return join(parts, std::string("+")); }
}

static int mutable_counter()
{
fprintf(stderr, "enter %s (%s:%d)\n", "int mutable_counter()", "corpus/cpp/lambdas.cpp", 73);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int mutable_counter()", "corpus/cpp/lambdas.cpp", 77);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int mutable_counter()", "corpus/cpp/lambdas.cpp", 78);
} break;
}
});
#line 73 "corpus/cpp/lambdas.cpp"
 
    auto counter = [n = 0]() mutable {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:74:20 in mutable_counter", "corpus/cpp/lambdas.cpp", 74);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:74:20 in mutable_counter", "corpus/cpp/lambdas.cpp", 74);
});
#pragma GCC diagnostic pop
#line 74 "corpus/cpp/lambdas.cpp"
                                       return ++n; };
    counter();
    counter();
    { __srcinst_site = 1;
#line 77 "corpus/cpp/lambdas.cpp"
    return counter(); }
}

class Scaler {
public:
    explicit Scaler(int k) : k_(k) {
fprintf(stderr, "enter %s (%s:%d)\n", "Scaler::Scaler(int)", "corpus/cpp/lambdas.cpp", 82);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Scaler::Scaler(int)", "corpus/cpp/lambdas.cpp", 82);
});
#line 82 "corpus/cpp/lambdas.cpp"
                                    }
    std::vector<int> apply(const std::vector<int> &v) const
    {
fprintf(stderr, "enter %s (%s:%d)\n", "std::vector<int> Scaler::apply(const std::vector<int> &) const", "corpus/cpp/lambdas.cpp", 84);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::vector<int> Scaler::apply(const std::vector<int> &) const", "corpus/cpp/lambdas.cpp", 91);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::vector<int> Scaler::apply(const std::vector<int> &) const", "corpus/cpp/lambdas.cpp", 92);
} break;
}
});
#line 84 "corpus/cpp/lambdas.cpp"
     
        std::vector<int> out;
        std::for_each(v.begin(), v.end(), [this, &out](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:86:43 in Scaler::apply", "corpus/cpp/lambdas.cpp", 86);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:86:43 in Scaler::apply", "corpus/cpp/lambdas.cpp", 88);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:86:43 in Scaler::apply", "corpus/cpp/lambdas.cpp", 90);
} break;
}
});
#pragma GCC diagnostic pop
#line 86 "corpus/cpp/lambdas.cpp"
                                                               
            if (x == 0)
                { __srcinst_site = 1;
#line 88 "corpus/cpp/lambdas.cpp"
                return; }   // skip zeros: leaves only the lambda
            out.push_back(x * k_);
        });
        { __srcinst_site = 1;
#line 91 "corpus/cpp/lambdas.cpp"
        return out; }
    }

private:
    int k_;
};

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/lambdas.cpp", 99);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/lambdas.cpp", 99);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/lambdas.cpp", 114);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/lambdas.cpp", 115);
} break;
}
});
#line 99 "corpus/cpp/lambdas.cpp"
 
    std::vector<int> v{3, -1, 0, 7, -8, 2};
    std::printf("positives=%d\n", count_if_positive(v));
    std::vector<int> s = sorted_by_abs(v);
    for (int x : s)
        std::printf("%d ", x);
    std::printf("\n");
    std::printf("immediately_invoked=%d %d\n", immediately_invoked(15), immediately_invoked(2));
    std::printf("adder=%d\n", make_adder(5)(37));
    std::printf("nested=%d\n", nested(4));
    std::printf("join=%s\n", generic_join({"a", "b", "c"}).c_str());
    std::printf("mutable_counter=%d\n", mutable_counter());
    std::vector<int> scaled = Scaler(3).apply(v);
    std::printf("scaled size=%zu first=%d\n", scaled.size(), scaled.front());
    auto in_main = [](int a) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
fprintf(stderr, "enter %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:113:20 in main", "corpus/cpp/lambdas.cpp", 113);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "lambda at corpus/cpp/lambdas.cpp:113:20 in main", "corpus/cpp/lambdas.cpp", 113);
});
#pragma GCC diagnostic pop
#line 113 "corpus/cpp/lambdas.cpp"
                               return a * a; };
    { __srcinst_site = 1;
#line 114 "corpus/cpp/lambdas.cpp"
    return in_main(0); }
}
