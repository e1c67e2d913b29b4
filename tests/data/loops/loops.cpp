// C++ loops: range-for, exceptions through loops, loops in lambdas,
// templates and constructors. RUN(k) as in loops.c.
#include <cstdio>
#include <stdexcept>
#include <vector>

static int runs[200];
#define RUN(below) (runs[__LINE__ + (below)]++)

static int total(const std::vector<int> &v)
{
    int s = 0;
#if __cplusplus >= 201103L
    RUN(0); for (int x : v) {
        if (x < 0) throw std::runtime_error("negative");
        s += x;
    }
#else
    RUN(0); for (std::vector<int>::const_iterator it = v.begin(); it != v.end(); ++it) {
        if (*it < 0) throw std::runtime_error("negative");
        s += *it;
    }
#endif
    return s;
}

static int guarded(const std::vector<int> &v)
{
    RUN(0); for (int attempt = 0; attempt < 3; attempt++) {
        try {
            return total(v) + attempt;
        } catch (const std::runtime_error &) {
            RUN(0); while (attempt < 1) attempt++;
        }
    }
    return -1;
}

template <class T> T product(const std::vector<T> &v)
{
    T p = 1;
    RUN(0); for (typename std::vector<T>::size_type i = 0; i < v.size(); i++) p *= v[i];
    return p;
}

struct Table {
    std::vector<int> cells;
    explicit Table(int n) {
        RUN(0); for (int i = 0; i < n; i++) cells.push_back(i * i);
    }
    int find(int x) const {
        int i = 0;
        RUN(0); do {
            if (cells[i] == x) return i;
        } while (++i < static_cast<int>(cells.size()));
        return -1;
    }
};

int main()
{
    std::vector<int> good, bad;
    RUN(0); for (int i = 1; i <= 4; i++) {
        good.push_back(i);
        bad.push_back(i == 3 ? -i : i);
    }
    std::printf("%d %d %d\n", guarded(good), guarded(bad), product(good));
    Table t(6);
    std::printf("%d %d\n", t.find(16), t.find(7));
#if __cplusplus >= 201103L
    int count = 0;
    auto count_odd = [&](const std::vector<int> &v) {
        RUN(0); for (int x : v) if (x % 2) count++;  // a region of the lambda, a routine
        return count;
    };
    std::printf("%d\n", count_odd(good));
#endif
    RUN(0); for (int line = 0; line < 200; line++)
        if (runs[line]) std::printf("line %d: %d\n", line, runs[line]);
    return 0;
}
