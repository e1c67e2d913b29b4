#line 1 "corpus/cpp/std_exit.cpp"
// srcinst-test: std=c++17 exit=4
// std::exit with a non-zero status from a member function nested inside
// other routines. Automatic objects are not destroyed, but function-local
// statics and std::atexit handlers still run after the call.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <opari2/pomp2_lib.h>
#line 8 "corpus/cpp/std_exit.cpp"

struct Noisy {
    std::string name;
    explicit Noisy(const char *n) : name(n) { std::printf("Noisy(%s)\n", name.c_str()); }
    ~Noisy() { std::printf("~Noisy(%s)\n", name.c_str()); }
};

static Noisy &registry()
{
    static Noisy instance("function-local static");
    return instance;
}

static void on_exit_handler()
{
    std::printf("atexit handler\n");
}

class Validator {
public:
    explicit Validator(int limit) : limit_(limit) {}
    int check(int v) const
    {
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
    Noisy local("process-local");
    int sum = 0;
    for (int i = 0; i < n; ++i)
        sum += val.check(values[i]);
    return sum;
}

int main()
{
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
