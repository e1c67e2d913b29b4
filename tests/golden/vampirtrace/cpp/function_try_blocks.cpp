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
#include <vt_user.h>
#line 8 "corpus/cpp/function_try_blocks.cpp"

static int parse_positive(const std::string &s)
{
VT_User_start__("int parse_positive(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 10);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int parse_positive(const std::string &)");
});
#line 10 "corpus/cpp/function_try_blocks.cpp"
try {
    int v = std::stoi(s);
    if (v <= 0)
        throw std::domain_error("not positive");
    return v;
} catch (const std::invalid_argument &) {
    std::printf("  '%s' is not a number\n", s.c_str());
    return -1;
} catch (const std::domain_error &e) {
    std::printf("  '%s': %s\n", s.c_str(), e.what());
    return 0;
} }
#line 21 "corpus/cpp/function_try_blocks.cpp"
 

static void report(int v)
{
VT_User_start__("void report(int)", "corpus/cpp/function_try_blocks.cpp", 24);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("void report(int)");
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
VT_User_start__("Config::Config(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 36);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("Config::Config(const std::string &)");
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
VT_User_start__("int make_config(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 45);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int make_config(const std::string &)");
});
#line 45 "corpus/cpp/function_try_blocks.cpp"
 
    try {
        Config c(spec);
        return c.port;
    } catch (const std::invalid_argument &) {
        return -2;
    }
}

int main()
{
VT_User_start__("int main()", "corpus/cpp/function_try_blocks.cpp", 55);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
VT_User_end__("int main()");
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
    return 0;
} }
#line 67 "corpus/cpp/function_try_blocks.cpp"
 
