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
#include <stdio.h>
#line 8 "corpus/cpp/std_exit.cpp"

struct Noisy {
    std::string name;
    explicit Noisy(const char *n) : name(n) {
fprintf(stderr, "enter %s (%s:%d)\n", "Noisy::Noisy(const char *)", "corpus/cpp/std_exit.cpp", 11);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Noisy::Noisy(const char *)", "corpus/cpp/std_exit.cpp", 11);
});
#line 11 "corpus/cpp/std_exit.cpp"
                                              std::printf("Noisy(%s)\n", name.c_str()); }
    ~Noisy() {
fprintf(stderr, "enter %s (%s:%d)\n", "Noisy::~Noisy()", "corpus/cpp/std_exit.cpp", 12);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Noisy::~Noisy()", "corpus/cpp/std_exit.cpp", 12);
});
#line 12 "corpus/cpp/std_exit.cpp"
               std::printf("~Noisy(%s)\n", name.c_str()); }
};

static Noisy &registry()
{
fprintf(stderr, "enter %s (%s:%d)\n", "Noisy & registry()", "corpus/cpp/std_exit.cpp", 16);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Noisy & registry()", "corpus/cpp/std_exit.cpp", 18);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Noisy & registry()", "corpus/cpp/std_exit.cpp", 19);
} break;
}
});
#line 16 "corpus/cpp/std_exit.cpp"
 
    static Noisy instance("function-local static");
    { __srcinst_site = 1;
#line 18 "corpus/cpp/std_exit.cpp"
    return instance; }
}

static void on_exit_handler()
{
fprintf(stderr, "enter %s (%s:%d)\n", "void on_exit_handler()", "corpus/cpp/std_exit.cpp", 22);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "void on_exit_handler()", "corpus/cpp/std_exit.cpp", 24);
});
#line 22 "corpus/cpp/std_exit.cpp"
 
    std::printf("atexit handler\n");
}

class Validator {
public:
    explicit Validator(int limit) : limit_(limit) {
fprintf(stderr, "enter %s (%s:%d)\n", "Validator::Validator(int)", "corpus/cpp/std_exit.cpp", 28);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Validator::Validator(int)", "corpus/cpp/std_exit.cpp", 28);
});
#line 28 "corpus/cpp/std_exit.cpp"
                                                   }
    int check(int v) const
    {
fprintf(stderr, "enter %s (%s:%d)\n", "int Validator::check(int) const", "corpus/cpp/std_exit.cpp", 30);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int Validator::check(int) const", "corpus/cpp/std_exit.cpp", 35);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int Validator::check(int) const", "corpus/cpp/std_exit.cpp", 36);
} break;
}
});
#line 30 "corpus/cpp/std_exit.cpp"
     
        if (v > limit_) {
            std::printf("value %d over limit %d, exiting\n", v, limit_);
            {
fprintf(stderr, "abort in %s at %s:%d\n", "int Validator::check(int) const", "corpus/cpp/std_exit.cpp", 33);
#line 33 "corpus/cpp/std_exit.cpp"
            std::exit(4); }
        }
        { __srcinst_site = 1;
#line 35 "corpus/cpp/std_exit.cpp"
        return v; }
    }

private:
    int limit_;
};

static int process(const Validator &val, const int *values, int n)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int process(const Validator &, const int *, int)", "corpus/cpp/std_exit.cpp", 43);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int process(const Validator &, const int *, int)", "corpus/cpp/std_exit.cpp", 48);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int process(const Validator &, const int *, int)", "corpus/cpp/std_exit.cpp", 49);
} break;
}
});
#line 43 "corpus/cpp/std_exit.cpp"
 
    Noisy local("process-local");
    int sum = 0;
    for (int i = 0; i < n; ++i)
        sum += val.check(values[i]);
    { __srcinst_site = 1;
#line 48 "corpus/cpp/std_exit.cpp"
    return sum; }
}

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/std_exit.cpp", 52);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/std_exit.cpp", 52);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/std_exit.cpp", 62);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/std_exit.cpp", 63);
} break;
}
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
    { __srcinst_site = 1;
#line 62 "corpus/cpp/std_exit.cpp"
    return 0; }
}
