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
#include <srcinst_trace.h>
#line 11 "corpus/cpp/lambdas.cpp"

static int count_if_positive(const std::vector<int> &v)
{
static const srcinst_region __srcinst_region = { "int count_if_positive(const std::vector<int> &)", "corpus/cpp/lambdas.cpp", 13 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 13 "corpus/cpp/lambdas.cpp"
 
    auto positive = [](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
static const srcinst_region __srcinst_region = { "lambda at corpus/cpp/lambdas.cpp:14:21 in count_if_positive", "corpus/cpp/lambdas.cpp", 14 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#pragma GCC diagnostic pop
#line 14 "corpus/cpp/lambdas.cpp"
                               
        if (x > 0)
            return true;
        return false;
    };
    return static_cast<int>(std::count_if(v.begin(), v.end(), positive));
}

static std::vector<int> sorted_by_abs(std::vector<int> v)
{
static const srcinst_region __srcinst_region = { "std::vector<int> sorted_by_abs(std::vector<int>)", "corpus/cpp/lambdas.cpp", 23 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 23 "corpus/cpp/lambdas.cpp"
 
    std::sort(v.begin(), v.end(), [](int a, int b) -> bool {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
static const srcinst_region __srcinst_region = { "lambda at corpus/cpp/lambdas.cpp:24:35 in sorted_by_abs", "corpus/cpp/lambdas.cpp", 24 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#pragma GCC diagnostic pop
#line 24 "corpus/cpp/lambdas.cpp"
                                                            
        int aa = a < 0 ? -a : a, bb = b < 0 ? -b : b;
        if (aa != bb) return aa < bb;
        return a < b;
    });
    return v;
}

static int immediately_invoked(int x)
{
static const srcinst_region __srcinst_region = { "int immediately_invoked(int)", "corpus/cpp/lambdas.cpp", 33 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 33 "corpus/cpp/lambdas.cpp"
 
    return [&]() {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
static const srcinst_region __srcinst_region = { "lambda at corpus/cpp/lambdas.cpp:34:12 in immediately_invoked", "corpus/cpp/lambdas.cpp", 34 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#pragma GCC diagnostic pop
#line 34 "corpus/cpp/lambdas.cpp"
                  
        if (x > 10)
            return x - 10;
        return x + 10;
    }();
}

static std::function<int(int)> make_adder(int n)
{
static const srcinst_region __srcinst_region = { "std::function<int (int)> make_adder(int)", "corpus/cpp/lambdas.cpp", 42 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 42 "corpus/cpp/lambdas.cpp"
 
    return [n](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
static const srcinst_region __srcinst_region = { "lambda at corpus/cpp/lambdas.cpp:43:12 in make_adder", "corpus/cpp/lambdas.cpp", 43 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#pragma GCC diagnostic pop
#line 43 "corpus/cpp/lambdas.cpp"
                        return x + n; };
}

static int nested(int seed)
{
static const srcinst_region __srcinst_region = { "int nested(int)", "corpus/cpp/lambdas.cpp", 47 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 47 "corpus/cpp/lambdas.cpp"
 
    auto outer = [seed](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
static const srcinst_region __srcinst_region = { "lambda at corpus/cpp/lambdas.cpp:48:18 in nested", "corpus/cpp/lambdas.cpp", 48 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#pragma GCC diagnostic pop
#line 48 "corpus/cpp/lambdas.cpp"
                                
        auto inner = [&](int y) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
static const srcinst_region __srcinst_region = { "lambda at corpus/cpp/lambdas.cpp:49:22 in nested", "corpus/cpp/lambdas.cpp", 49 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#pragma GCC diagnostic pop
#line 49 "corpus/cpp/lambdas.cpp"
                                  return y * seed; };
        return inner(x) + 1;
    };
    int r = outer(3);
    if (r > 100)
        return -1;
    return r;
}

static std::string generic_join(const std::vector<std::string> &parts)
{
static const srcinst_region __srcinst_region = { "std::string generic_join(const std::vector<std::string> &)", "corpus/cpp/lambdas.cpp", 59 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 59 "corpus/cpp/lambdas.cpp"
 
    auto join = [](const auto &items, const auto &sep) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
static const srcinst_region __srcinst_region = { "lambda at corpus/cpp/lambdas.cpp:60:17 in generic_join", "corpus/cpp/lambdas.cpp", 60 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#pragma GCC diagnostic pop
#line 60 "corpus/cpp/lambdas.cpp"
                                                        
        std::string out;
        for (const auto &it : items) {
            if (!out.empty())
                out += sep;
            out += it;
        }
        return out;
    };
    return join(parts, std::string("+"));
}

static int mutable_counter()
{
static const srcinst_region __srcinst_region = { "int mutable_counter()", "corpus/cpp/lambdas.cpp", 73 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 73 "corpus/cpp/lambdas.cpp"
 
    auto counter = [n = 0]() mutable {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
static const srcinst_region __srcinst_region = { "lambda at corpus/cpp/lambdas.cpp:74:20 in mutable_counter", "corpus/cpp/lambdas.cpp", 74 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#pragma GCC diagnostic pop
#line 74 "corpus/cpp/lambdas.cpp"
                                       return ++n; };
    counter();
    counter();
    return counter();
}

class Scaler {
public:
    explicit Scaler(int k) : k_(k) {
static const srcinst_region __srcinst_region = { "Scaler::Scaler(int)", "corpus/cpp/lambdas.cpp", 82 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 82 "corpus/cpp/lambdas.cpp"
                                    }
    std::vector<int> apply(const std::vector<int> &v) const
    {
static const srcinst_region __srcinst_region = { "std::vector<int> Scaler::apply(const std::vector<int> &) const", "corpus/cpp/lambdas.cpp", 84 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 84 "corpus/cpp/lambdas.cpp"
     
        std::vector<int> out;
        std::for_each(v.begin(), v.end(), [this, &out](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
static const srcinst_region __srcinst_region = { "lambda at corpus/cpp/lambdas.cpp:86:43 in Scaler::apply", "corpus/cpp/lambdas.cpp", 86 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#pragma GCC diagnostic pop
#line 86 "corpus/cpp/lambdas.cpp"
                                                               
            if (x == 0)
                return;   // skip zeros: leaves only the lambda
            out.push_back(x * k_);
        });
        return out;
    }

private:
    int k_;
};

int main()
{
static const srcinst_region __srcinst_region = { "int main()", "corpus/cpp/lambdas.cpp", 99 };
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
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
static const srcinst_region __srcinst_region = { "lambda at corpus/cpp/lambdas.cpp:113:20 in main", "corpus/cpp/lambdas.cpp", 113 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#pragma GCC diagnostic pop
#line 113 "corpus/cpp/lambdas.cpp"
                               return a * a; };
    return in_main(0);
}
