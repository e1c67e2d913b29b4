#line 1 "corpus/cpp/lambdas.cpp"
// srcinst-test: std=c++17
// Lambdas with their own return statements inside instrumented routines.
// Returns inside a lambda leave the lambda, not the enclosing routine, so
// they must not trigger the routine's exit event; each lambda is a routine
// of its own (`lambda at corpus/cpp/lambdas.cpp:14:21 in count_if_positive`).
#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>
#include <TAU.h>
#line 11 "corpus/cpp/lambdas.cpp"

static int count_if_positive(const std::vector<int> &v)
{
TAU_PROFILE("int count_if_positive(const std::vector<int> &)", " ", TAU_USER);
#line 13 "corpus/cpp/lambdas.cpp"
 
    auto positive = [](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
TAU_PROFILE("lambda at corpus/cpp/lambdas.cpp:14:21 in count_if_positive", " ", TAU_USER);
#pragma GCC diagnostic pop
#line 14 "corpus/cpp/lambdas.cpp"
                               
        if (x > 0)
            return true;
        return false;
    };
    return static_cast<int>(std::count_if(v.begin(), v.end(), positive));
}

static std::vector<int> sorted_by_abs(std::vector<int> v)
{
TAU_PROFILE("std::vector<int> sorted_by_abs(std::vector<int>)", " ", TAU_USER);
#line 23 "corpus/cpp/lambdas.cpp"
 
    std::sort(v.begin(), v.end(), [](int a, int b) -> bool {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
TAU_PROFILE("lambda at corpus/cpp/lambdas.cpp:24:35 in sorted_by_abs", " ", TAU_USER);
#pragma GCC diagnostic pop
#line 24 "corpus/cpp/lambdas.cpp"
                                                            
        int aa = a < 0 ? -a : a, bb = b < 0 ? -b : b;
        if (aa != bb) return aa < bb;
        return a < b;
    });
    return v;
}

static int immediately_invoked(int x)
{
TAU_PROFILE("int immediately_invoked(int)", " ", TAU_USER);
#line 33 "corpus/cpp/lambdas.cpp"
 
    return [&]() {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
TAU_PROFILE("lambda at corpus/cpp/lambdas.cpp:34:12 in immediately_invoked", " ", TAU_USER);
#pragma GCC diagnostic pop
#line 34 "corpus/cpp/lambdas.cpp"
                  
        if (x > 10)
            return x - 10;
        return x + 10;
    }();
}

static std::function<int(int)> make_adder(int n)
{
TAU_PROFILE("std::function<int (int)> make_adder(int)", " ", TAU_USER);
#line 42 "corpus/cpp/lambdas.cpp"
 
    return [n](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
TAU_PROFILE("lambda at corpus/cpp/lambdas.cpp:43:12 in make_adder", " ", TAU_USER);
#pragma GCC diagnostic pop
#line 43 "corpus/cpp/lambdas.cpp"
                        return x + n; };
}

static int nested(int seed)
{
TAU_PROFILE("int nested(int)", " ", TAU_USER);
#line 47 "corpus/cpp/lambdas.cpp"
 
    auto outer = [seed](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
TAU_PROFILE("lambda at corpus/cpp/lambdas.cpp:48:18 in nested", " ", TAU_USER);
#pragma GCC diagnostic pop
#line 48 "corpus/cpp/lambdas.cpp"
                                
        auto inner = [&](int y) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
TAU_PROFILE("lambda at corpus/cpp/lambdas.cpp:49:22 in nested", " ", TAU_USER);
#pragma GCC diagnostic pop
#line 49 "corpus/cpp/lambdas.cpp"
                                  return y * seed; };
        return inner(x) + 1;
    };
    int r = outer(3);
    if (r > 100)
        return -1;
    return r;
}

static std::string generic_join(const std::vector<std::string> &parts)
{
TAU_PROFILE("std::string generic_join(const std::vector<std::string> &)", " ", TAU_USER);
#line 59 "corpus/cpp/lambdas.cpp"
 
    auto join = [](const auto &items, const auto &sep) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
TAU_PROFILE("lambda at corpus/cpp/lambdas.cpp:60:17 in generic_join", " ", TAU_USER);
#pragma GCC diagnostic pop
#line 60 "corpus/cpp/lambdas.cpp"
                                                        
        std::string out;
        for (const auto &it : items) {
            if (!out.empty())
                out += sep;
            out += it;
        }
        return out;
    };
    return join(parts, std::string("+"));
}

static int mutable_counter()
{
TAU_PROFILE("int mutable_counter()", " ", TAU_USER);
#line 73 "corpus/cpp/lambdas.cpp"
 
    auto counter = [n = 0]() mutable {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
TAU_PROFILE("lambda at corpus/cpp/lambdas.cpp:74:20 in mutable_counter", " ", TAU_USER);
#pragma GCC diagnostic pop
#line 74 "corpus/cpp/lambdas.cpp"
                                       return ++n; };
    counter();
    counter();
    return counter();
}

class Scaler {
public:
    explicit Scaler(int k) : k_(k) {
TAU_PROFILE("Scaler::Scaler(int)", " ", TAU_USER);
#line 82 "corpus/cpp/lambdas.cpp"
                                    }
    std::vector<int> apply(const std::vector<int> &v) const
    {
TAU_PROFILE("std::vector<int> Scaler::apply(const std::vector<int> &) const", " ", TAU_USER);
#line 84 "corpus/cpp/lambdas.cpp"
     
        std::vector<int> out;
        std::for_each(v.begin(), v.end(), [this, &out](int x) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
TAU_PROFILE("lambda at corpus/cpp/lambdas.cpp:86:43 in Scaler::apply", " ", TAU_USER);
#pragma GCC diagnostic pop
#line 86 "corpus/cpp/lambdas.cpp"
                                                               
            if (x == 0)
                return;   // skip zeros: leaves only the lambda
            out.push_back(x * k_);
        });
        return out;
    }

private:
    int k_;
};

int main()
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE("int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
#line 99 "corpus/cpp/lambdas.cpp"
 
    std::vector<int> v{3, -1, 0, 7, -8, 2};
    std::printf("positives=%d\n", count_if_positive(v));
    std::vector<int> s = sorted_by_abs(v);
    for (int x : s)
        std::printf("%d ", x);
    std::printf("\n");
    std::printf("immediately_invoked=%d %d\n", immediately_invoked(15), immediately_invoked(2));
    std::printf("adder=%d\n", make_adder(5)(37));
    std::printf("nested=%d\n", nested(4));
    std::printf("join=%s\n", generic_join({"a", "b", "c"}).c_str());
    std::printf("mutable_counter=%d\n", mutable_counter());
    std::vector<int> scaled = Scaler(3).apply(v);
    std::printf("scaled size=%zu first=%d\n", scaled.size(), scaled.front());
    auto in_main = [](int a) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
TAU_PROFILE("lambda at corpus/cpp/lambdas.cpp:113:20 in main", " ", TAU_USER);
#pragma GCC diagnostic pop
#line 113 "corpus/cpp/lambdas.cpp"
                               return a * a; };
    return in_main(0);
}
