// For tests/test_report.py (--exclude-list): C++ signatures must go from the
// trace to an exclude list and back to the same routines: an overload pair
// of which one is hot, a hot operator, a hot member of a class template, in
// a namespace. Each hot routine is called 30,000 times, the cold ones a few.
#include <cstdio>
#include <vector>

namespace geom {

struct Vec {
    std::vector<int> v;
    int at(int i) const { return v[i % v.size()]; }
    int at(double x) const { return (int)(x * 2.0); }
    int &operator[](int i) { return v[i % v.size()]; }
    bool operator==(const Vec &other) const { return v == other.v; }
};

template <typename T>
struct Box {
    T value;
    T get() const { return value; }
    T twice() const { return value + value; }
};

}  // namespace geom

static long work(geom::Vec &a, const geom::Box<int> &box)
{
    long sum = 0;
    for (int i = 0; i < 30000; i++) {
        sum += a.at(i);
        a[i] += 1;
        sum += box.get();
    }
    return sum + a.at(1.5) + box.twice();
}

int main()
{
    geom::Vec a{{1, 2, 3, 4, 5}};
    geom::Box<int> box{7};
    long sum = work(a, box);
    std::printf("%ld %d\n", sum, (int)(a == a));
    return 0;
}
