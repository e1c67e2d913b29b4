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
#include <caliper/cali.h>
#line 8 "corpus/cpp/std_exit.cpp"

struct Noisy {
    std::string name;
    explicit Noisy(const char *n) : name(n) {
cali_begin_region("Noisy::Noisy(const char *)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Noisy::Noisy(const char *)");
});
#line 11 "corpus/cpp/std_exit.cpp"
                                              std::printf("Noisy(%s)\n", name.c_str()); }
    ~Noisy() {
cali_begin_region("Noisy::~Noisy()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Noisy::~Noisy()");
});
#line 12 "corpus/cpp/std_exit.cpp"
               std::printf("~Noisy(%s)\n", name.c_str()); }
};

static Noisy &registry()
{
cali_begin_region("Noisy & registry()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Noisy & registry()");
});
#line 16 "corpus/cpp/std_exit.cpp"
 
    static Noisy instance("function-local static");
    return instance;
}

static void on_exit_handler()
{
cali_begin_region("void on_exit_handler()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("void on_exit_handler()");
});
#line 22 "corpus/cpp/std_exit.cpp"
 
    std::printf("atexit handler\n");
}

class Validator {
public:
    explicit Validator(int limit) : limit_(limit) {
cali_begin_region("Validator::Validator(int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Validator::Validator(int)");
});
#line 28 "corpus/cpp/std_exit.cpp"
                                                   }
    int check(int v) const
    {
cali_begin_region("int Validator::check(int) const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int Validator::check(int) const");
});
#line 30 "corpus/cpp/std_exit.cpp"
     
        if (v > limit_) {
            std::printf("value %d over limit %d, exiting\n", v, limit_);
            std::exit(4);
        }
        return v;
    }

private:
    int limit_;
};

static int process(const Validator &val, const int *values, int n)
{
cali_begin_region("int process(const Validator &, const int *, int)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int process(const Validator &, const int *, int)");
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
cali_begin_region("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int main()");
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
