#line 1 "corpus/cpp/std_exit.cpp"
// srcinst-test: std=c++17 exit=4
// std::exit with a non-zero status from a member function nested inside
// other routines. Automatic objects are not destroyed, but function-local
// statics and std::atexit handlers still run after the call.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <scorep/SCOREP_User.h>
#line 8 "corpus/cpp/std_exit.cpp"

struct Noisy {
    std::string name;
    explicit Noisy(const char *n) : name(n) {
SCOREP_USER_REGION( "Noisy::Noisy(const char *)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 11 "corpus/cpp/std_exit.cpp"
                                              std::printf("Noisy(%s)\n", name.c_str()); }
    ~Noisy() {
SCOREP_USER_REGION( "Noisy::~Noisy()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 12 "corpus/cpp/std_exit.cpp"
               std::printf("~Noisy(%s)\n", name.c_str()); }
};

static Noisy &registry()
{
SCOREP_USER_REGION( "Noisy & registry()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 16 "corpus/cpp/std_exit.cpp"
 
    static Noisy instance("function-local static");
    return instance;
}

static void on_exit_handler()
{
SCOREP_USER_REGION( "void on_exit_handler()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 22 "corpus/cpp/std_exit.cpp"
 
    std::printf("atexit handler\n");
}

class Validator {
public:
    explicit Validator(int limit) : limit_(limit) {
SCOREP_USER_REGION( "Validator::Validator(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 28 "corpus/cpp/std_exit.cpp"
                                                   }
    int check(int v) const
    {
SCOREP_USER_REGION( "int Validator::check(int) const", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION( "int process(const Validator &, const int *, int)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 43 "corpus/cpp/std_exit.cpp"
 
    Noisy local("process-local");
    int sum = 0;
    for (int i = 0; i < n; ++i)
        sum += val.check(values[i]);
    return sum;
}

int main()
{
SCOREP_USER_REGION( "int main()", SCOREP_USER_REGION_TYPE_FUNCTION );
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
