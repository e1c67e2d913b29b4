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
#include <opari2/pomp2_lib.h>
#line 11 "corpus/cpp/lambdas.cpp"

static int count_if_positive(const std::vector<int> &v)
{
    auto positive = [](int x) {
        if (x > 0)
            return true;
        return false;
    };
    return static_cast<int>(std::count_if(v.begin(), v.end(), positive));
}

static std::vector<int> sorted_by_abs(std::vector<int> v)
{
    std::sort(v.begin(), v.end(), [](int a, int b) -> bool {
        int aa = a < 0 ? -a : a, bb = b < 0 ? -b : b;
        if (aa != bb) return aa < bb;
        return a < b;
    });
    return v;
}

static int immediately_invoked(int x)
{
    return [&]() {
        if (x > 10)
            return x - 10;
        return x + 10;
    }();
}

static std::function<int(int)> make_adder(int n)
{
    return [n](int x) { return x + n; };
}

static int nested(int seed)
{
    auto outer = [seed](int x) {
        auto inner = [&](int y) { return y * seed; };
        return inner(x) + 1;
    };
    int r = outer(3);
    if (r > 100)
        return -1;
    return r;
}

static std::string generic_join(const std::vector<std::string> &parts)
{
    auto join = [](const auto &items, const auto &sep) {
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
    auto counter = [n = 0]() mutable { return ++n; };
    counter();
    counter();
    return counter();
}

class Scaler {
public:
    explicit Scaler(int k) : k_(k) {}
    std::vector<int> apply(const std::vector<int> &v) const
    {
        std::vector<int> out;
        std::for_each(v.begin(), v.end(), [this, &out](int x) {
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
    auto in_main = [](int a) { return a * a; };
    return in_main(0);
}
