// Toolset spec test input (C++17): a class with methods (constructor with
// an initializer list, const and void members, an early return), a
// function template, a class template with an out-of-class member, an
// exception that leaves two instrumented routines, a lambda, and an exit()
// call (for abort rules; the branch is not taken at run time).
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace shapes {

class Counter {
public:
    explicit Counter(int start) : value_(start) {}
    int next() { return ++value_; }
    int value() const { return value_; }
    void reset(int v)
    {
        if (v < 0)
            return;
        value_ = v;
    }

private:
    int value_;
};

} // namespace shapes

template <typename T>
T largest(const std::vector<T>& items)
{
    if (items.empty())
        throw std::invalid_argument("empty");
    T best = items.front();
    for (const T& item : items)
        if (best < item)
            best = item;
    return best;
}

template <typename T>
class Box {
public:
    explicit Box(T v) : v_(v) {}
    T get() const;
    Box<T> scaled(int k) const { return Box<T>(v_ * k); }

private:
    T v_;
};

template <typename T>
T Box<T>::get() const
{
    return v_;
}

static int checked_div(int a, int b)
{
    if (b == 0)
        throw std::runtime_error("division by zero");
    return a / b;
}

static int safe_div(int a, int b)
{
    try {
        return checked_div(a, b);
    } catch (const std::runtime_error& e) {
        std::printf("caught %s\n", e.what());
        return 0;
    }
}

int main(int argc, char** argv)
{
    if (argc > 100) {
        std::printf("too many arguments\n");
        std::exit(2);
    }
    shapes::Counter c(argc);
    c.next();
    c.reset(-1);
    std::printf("counter %d\n", c.value());

    std::vector<int> numbers{3, 9, 4};
    std::printf("largest %d\n", largest(numbers));
    std::vector<std::string> words{"pear", "apple"};
    std::printf("largest %s\n", largest(words).c_str());
    try {
        std::printf("largest %f\n", largest(std::vector<double>{}));
    } catch (const std::invalid_argument& e) {
        std::printf("caught %s\n", e.what());
    }

    Box<double> box(1.5);
    std::printf("box %.1f %.1f\n", box.get(), box.scaled(4).get());

    auto add = [&c](int x) { return x + c.value(); };
    std::printf("lambda %d\n", add(10));

    std::printf("div %d %d\n", safe_div(10, 5), safe_div(10, argc - argc));
    std::printf("arg %s\n", argc > 1 ? argv[1] : "(none)");
    return 0;
}
