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
#line 1 "corpus/cpp/std_exit.cpp"
// srcinst-test: std=c++17 exit=4
// std::exit with a non-zero status from a member function nested inside
// other routines. Automatic objects are not destroyed, but function-local
// statics and std::atexit handlers still run after the call.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <srcinst_trace.h>
#line 8 "corpus/cpp/std_exit.cpp"

struct Noisy {
    std::string name;
    explicit Noisy(const char *n) : name(n) {
static const srcinst_region __srcinst_region = { "Noisy::Noisy(const char *)", "corpus/cpp/std_exit.cpp", 11 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 11 "corpus/cpp/std_exit.cpp"
                                              std::printf("Noisy(%s)\n", name.c_str()); }
    ~Noisy() {
static const srcinst_region __srcinst_region = { "Noisy::~Noisy()", "corpus/cpp/std_exit.cpp", 12 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 12 "corpus/cpp/std_exit.cpp"
               std::printf("~Noisy(%s)\n", name.c_str()); }
};

static Noisy &registry()
{
static const srcinst_region __srcinst_region = { "Noisy & registry()", "corpus/cpp/std_exit.cpp", 16 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 16 "corpus/cpp/std_exit.cpp"
 
    static Noisy instance("function-local static");
    return instance;
}

static void on_exit_handler()
{
static const srcinst_region __srcinst_region = { "void on_exit_handler()", "corpus/cpp/std_exit.cpp", 22 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 22 "corpus/cpp/std_exit.cpp"
 
    std::printf("atexit handler\n");
}

class Validator {
public:
    explicit Validator(int limit) : limit_(limit) {
static const srcinst_region __srcinst_region = { "Validator::Validator(int)", "corpus/cpp/std_exit.cpp", 28 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 28 "corpus/cpp/std_exit.cpp"
                                                   }
    int check(int v) const
    {
static const srcinst_region __srcinst_region = { "int Validator::check(int) const", "corpus/cpp/std_exit.cpp", 30 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 30 "corpus/cpp/std_exit.cpp"
     
        if (v > limit_) {
            std::printf("value %d over limit %d, exiting\n", v, limit_);
            {
srcinst_trace_abort("int Validator::check(int) const", "corpus/cpp/std_exit.cpp", 33);
#line 33 "corpus/cpp/std_exit.cpp"
            std::exit(4); }
        }
        return v;
    }

private:
    int limit_;
};

static int process(const Validator &val, const int *values, int n)
{
static const srcinst_region __srcinst_region = { "int process(const Validator &, const int *, int)", "corpus/cpp/std_exit.cpp", 43 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 43 "corpus/cpp/std_exit.cpp"
 
    Noisy local("process-local");
    int sum = 0;
    for (int i = 0; i < n; ++i)
        sum += val.check(values[i]);
    return sum;
}

int main()
{
static const srcinst_region __srcinst_region = { "int main()", "corpus/cpp/std_exit.cpp", 52 };
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 52 "corpus/cpp/std_exit.cpp"
 
    std::atexit(on_exit_handler);
    registry();
    Noisy in_main("main-local");
    Validator v(10);
    int ok[] = {1, 2, 3};
    int bad[] = {4, 50, 6};
    std::printf("sum=%d\n", process(v, ok, 3));
    std::printf("sum=%d\n", process(v, bad, 3));
    std::printf("not reached\n");
    return 0;
}
