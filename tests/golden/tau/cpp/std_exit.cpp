#line 1 "corpus/cpp/std_exit.cpp"
// srcinst-test: std=c++17 exit=4
// std::exit with a non-zero status from a member function nested inside
// other routines. Automatic objects are not destroyed, but function-local
// statics and std::atexit handlers still run after the call.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <TAU.h>
#line 8 "corpus/cpp/std_exit.cpp"

struct Noisy {
    std::string name;
    explicit Noisy(const char *n) : name(n) {
TAU_PROFILE("Noisy::Noisy(const char *)", " ", TAU_USER);
#line 11 "corpus/cpp/std_exit.cpp"
                                              std::printf("Noisy(%s)\n", name.c_str()); }
    ~Noisy() {
TAU_PROFILE("Noisy::~Noisy()", " ", TAU_USER);
#line 12 "corpus/cpp/std_exit.cpp"
               std::printf("~Noisy(%s)\n", name.c_str()); }
};

static Noisy &registry()
{
TAU_PROFILE("Noisy & registry()", " ", TAU_USER);
#line 16 "corpus/cpp/std_exit.cpp"
 
    static Noisy instance("function-local static");
    return instance;
}

static void on_exit_handler()
{
TAU_PROFILE("void on_exit_handler()", " ", TAU_USER);
#line 22 "corpus/cpp/std_exit.cpp"
 
    std::printf("atexit handler\n");
}

class Validator {
public:
    explicit Validator(int limit) : limit_(limit) {
TAU_PROFILE("Validator::Validator(int)", " ", TAU_USER);
#line 28 "corpus/cpp/std_exit.cpp"
                                                   }
    int check(int v) const
    {
TAU_PROFILE("int Validator::check(int) const", " ", TAU_USER);
#line 30 "corpus/cpp/std_exit.cpp"
     
        if (v > limit_) {
            std::printf("value %d over limit %d, exiting\n", v, limit_);
            {
TAU_PROFILE_EXIT("exit");
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
TAU_PROFILE("int process(const Validator &, const int *, int)", " ", TAU_USER);
#line 43 "corpus/cpp/std_exit.cpp"
 
    Noisy local("process-local");
    int sum = 0;
    for (int i = 0; i < n; ++i)
        sum += val.check(values[i]);
    return sum;
}

int main()
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE("int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
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
