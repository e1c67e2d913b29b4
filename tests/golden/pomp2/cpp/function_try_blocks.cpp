#line 1 "corpus/cpp/function_try_blocks.cpp"
// srcinst-test: std=c++17
// Function-try-blocks on an ordinary function (returning from both the try
// block and the handler), on a constructor (whose handler rethrows
// implicitly), on a void function, and on main itself.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <opari2/pomp2_lib.h>
#line 8 "corpus/cpp/function_try_blocks.cpp"

static int parse_positive(const std::string &s)
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
}

static void report(int v)
try {
    if (v < 0)
        throw std::runtime_error("negative report");
    std::printf("  report %d\n", v);
} catch (const std::exception &e) {
    std::printf("  report failed: %s\n", e.what());
}

struct Config {
    int port;
    std::string host;
    explicit Config(const std::string &spec)
    try : port(std::stoi(spec)), host("localhost") {
        std::printf("  Config built, port %d\n", port);
    } catch (const std::exception &e) {
        std::printf("  Config ctor handler: %s\n", e.what());
        // falls off the end: the exception is rethrown automatically
    }
};

static int make_config(const std::string &spec)
{
    try {
        Config c(spec);
        return c.port;
    } catch (const std::invalid_argument &) {
        return -2;
    }
}

int main()
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
}
