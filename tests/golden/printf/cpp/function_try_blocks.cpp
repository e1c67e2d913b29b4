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
#line 1 "corpus/cpp/function_try_blocks.cpp"
// srcinst-test: std=c++17
// Function-try-blocks on an ordinary function (returning from both the try
// block and the handler), on a constructor (whose handler rethrows
// implicitly), on a void function, and on main itself.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <stdio.h>
#line 8 "corpus/cpp/function_try_blocks.cpp"

static int parse_positive(const std::string &s)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int parse_positive(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 10);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int parse_positive(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 14);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "int parse_positive(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 17);
} break;
case 3: {
fprintf(stderr, "leave %s (%s:%d)\n", "int parse_positive(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 20);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int parse_positive(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 21);
} break;
}
});
#line 10 "corpus/cpp/function_try_blocks.cpp"
try {
    int v = std::stoi(s);
    if (v <= 0)
        throw std::domain_error("not positive");
    { __srcinst_site = 1;
#line 14 "corpus/cpp/function_try_blocks.cpp"
    return v; }
} catch (const std::invalid_argument &) {
    std::printf("  '%s' is not a number\n", s.c_str());
    { __srcinst_site = 2;
#line 17 "corpus/cpp/function_try_blocks.cpp"
    return -1; }
} catch (const std::domain_error &e) {
    std::printf("  '%s': %s\n", s.c_str(), e.what());
    { __srcinst_site = 3;
#line 20 "corpus/cpp/function_try_blocks.cpp"
    return 0; }
} }
#line 21 "corpus/cpp/function_try_blocks.cpp"
 

static void report(int v)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void report(int)", "corpus/cpp/function_try_blocks.cpp", 24);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "void report(int)", "corpus/cpp/function_try_blocks.cpp", 30);
});
#line 24 "corpus/cpp/function_try_blocks.cpp"
try {
    if (v < 0)
        throw std::runtime_error("negative report");
    std::printf("  report %d\n", v);
} catch (const std::exception &e) {
    std::printf("  report failed: %s\n", e.what());
} }
#line 30 "corpus/cpp/function_try_blocks.cpp"
 

struct Config {
    int port;
    std::string host;
    explicit Config(const std::string &spec)
    try : port(std::stoi(spec)), host("localhost") {
fprintf(stderr, "enter %s (%s:%d)\n", "Config::Config(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 36);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Config::Config(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 38);
});
#line 36 "corpus/cpp/function_try_blocks.cpp"
                                                    
        std::printf("  Config built, port %d\n", port);
    } catch (const std::exception &e) {
        std::printf("  Config ctor handler: %s\n", e.what());
        // falls off the end: the exception is rethrown automatically
    }
};

static int make_config(const std::string &spec)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int make_config(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 45);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int make_config(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 48);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "int make_config(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 50);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int make_config(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 52);
} break;
}
});
#line 45 "corpus/cpp/function_try_blocks.cpp"
 
    try {
        Config c(spec);
        { __srcinst_site = 1;
#line 48 "corpus/cpp/function_try_blocks.cpp"
        return c.port; }
    } catch (const std::invalid_argument &) {
        { __srcinst_site = 2;
#line 50 "corpus/cpp/function_try_blocks.cpp"
        return -2; }
    }
}

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/function_try_blocks.cpp", 55);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/function_try_blocks.cpp", 55);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/function_try_blocks.cpp", 66);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/function_try_blocks.cpp", 67);
} break;
}
});
#line 55 "corpus/cpp/function_try_blocks.cpp"
try {
    std::printf("parse: %d\n", parse_positive("17"));
    std::printf("parse: %d\n", parse_positive("abc"));
    std::printf("parse: %d\n", parse_positive("-4"));
    report(3);
    report(-3);
    std::printf("config: %d\n", make_config("8080"));
    std::printf("config: %d\n", make_config("http"));
    throw std::logic_error("thrown from main body");
} catch (const std::exception &e) {
    std::printf("main handler: %s\n", e.what());
    { __srcinst_site = 1;
#line 66 "corpus/cpp/function_try_blocks.cpp"
    return 0; }
} }
#line 67 "corpus/cpp/function_try_blocks.cpp"
 
