#line 1 "corpus/cpp/class_templates.cpp"
// srcinst-test: std=c++17
// Class templates with several instantiations: members defined in and out of
// the class, a member template defined out of class, partial and full
// specializations, static members and CRTP.
#include <cstdio>
#include <string>
#include <opari2/pomp2_lib.h>
#line 7 "corpus/cpp/class_templates.cpp"

template <typename T, int Capacity = 4>
class Ring {
public:
    bool push(const T &v);
    T pop();
    int size() const { return count_; }
    bool empty() const { return count_ == 0; }

    template <typename F>
    T fold(T init, F f) const;

    static const char *kind() { return "ring"; }

private:
    T data_[Capacity]{};
    int head_ = 0;
    int count_ = 0;
};

template <typename T, int Capacity>
bool Ring<T, Capacity>::push(const T &v)
{
    if (count_ == Capacity)
        return false;
    data_[(head_ + count_) % Capacity] = v;
    ++count_;
    return true;
}

template <typename T, int Capacity>
T Ring<T, Capacity>::pop()
{
    T v = data_[head_];
    head_ = (head_ + 1) % Capacity;
    --count_;
    return v;
}

template <typename T, int Capacity>
template <typename F>
T Ring<T, Capacity>::fold(T init, F f) const
{
    T acc = init;
    for (int i = 0; i < count_; ++i)
        acc = f(acc, data_[(head_ + i) % Capacity]);
    return acc;
}

template <typename A, typename B>
struct Pair {
    A first;
    B second;
    const char *which() const { return "generic"; }
};

template <typename A>
struct Pair<A, A> {
    A first;
    A second;
    const char *which() const { return "same-type"; }
    A larger() const { return first < second ? second : first; }
};

template <>
struct Pair<bool, bool> {
    bool first, second;
    const char *which() const { return "bools"; }
};

template <typename Derived>
struct Greeter {
    std::string greet() const
    {
        return "hello from " + static_cast<const Derived *>(this)->name();
    }
};

struct English : Greeter<English> {
    std::string name() const { return "english"; }
};

struct Pirate : Greeter<Pirate> {
    std::string name() const { return "pirate"; }
};

static int plus(int a, int b) { return a + b; }

int main()
{
    Ring<int> ri;
    for (int i = 1; i <= 5; ++i)
        std::printf("push %d -> %d\n", i, ri.push(i));
    int popped = ri.pop();
    std::printf("pop=%d size=%d fold=%d\n", popped, ri.size(), ri.fold(0, plus));

    Ring<std::string, 2> rs;
    rs.push("a");
    rs.push("b");
    std::printf("strings=%s %s\n", rs.fold(std::string(">"), [](std::string x, const std::string &y) { return x + y; }).c_str(),
                Ring<std::string, 2>::kind());

    Ring<double, 3> rd;
    rd.push(1.5);
    rd.push(2.5);
    double dpop = rd.pop();
    std::printf("double pop=%.1f empty=%d\n", dpop, rd.empty());

    Pair<int, double> p1{1, 2.0};
    Pair<int, int> p2{3, 9};
    Pair<bool, bool> p3{true, false};
    std::printf("pairs: %s %s(%d) %s\n", p1.which(), p2.which(), p2.larger(), p3.which());

    English e;
    Pirate p;
    std::printf("%s / %s\n", e.greet().c_str(), p.greet().c_str());
    return 0;
}
