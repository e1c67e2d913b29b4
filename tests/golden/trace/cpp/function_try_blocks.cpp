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
#include <srcinst_trace.h>
#line 8 "corpus/cpp/function_try_blocks.cpp"

static int parse_positive(const std::string &s)
{
static const srcinst_region __srcinst_region = { "int parse_positive(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 10 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
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
static const srcinst_region __srcinst_region = { "void report(int)", "corpus/cpp/function_try_blocks.cpp", 24 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
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
static const srcinst_region __srcinst_region = { "Config::Config(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 36 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
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
static const srcinst_region __srcinst_region = { "int make_config(const std::string &)", "corpus/cpp/function_try_blocks.cpp", 45 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
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
static const srcinst_region __srcinst_region = { "int main()", "corpus/cpp/function_try_blocks.cpp", 55 };
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
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
 
