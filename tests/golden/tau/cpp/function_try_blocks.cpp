#line 1 "corpus/cpp/function_try_blocks.cpp"
// srcinst-test: std=c++17
// Function-try-blocks on an ordinary function (returning from both the try
// block and the handler), on a constructor (whose handler rethrows
// implicitly), on a void function, and on main itself.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <TAU.h>
#line 8 "corpus/cpp/function_try_blocks.cpp"

static int parse_positive(const std::string &s)
{
TAU_PROFILE("int parse_positive(const std::string &)", " ", TAU_USER);
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
TAU_PROFILE("void report(int)", " ", TAU_USER);
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
TAU_PROFILE("Config::Config(const std::string &)", " ", TAU_USER);
#line 36 "corpus/cpp/function_try_blocks.cpp"
                                                    
        std::printf("  Config built, port %d\n", port);
    } catch (const std::exception &e) {
        std::printf("  Config ctor handler: %s\n", e.what());
        // falls off the end: the exception is rethrown automatically
    }
};

static int make_config(const std::string &spec)
{
TAU_PROFILE("int make_config(const std::string &)", " ", TAU_USER);
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
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE("int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
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
 
