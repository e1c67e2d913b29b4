// C++ loops in corners: function-try-blocks, attributes, structured
// bindings, range-for over temporaries. RUN(k) as in loops.c.
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

static int runs[200];
#define RUN(below) (runs[__LINE__ + (below)]++)

static std::vector<int> upto(int n)
{
    std::vector<int> v;
    RUN(0); for (int i = 0; i < n; i++) v.push_back(i);
    return v;
}

static int tried(int n) try {
    int s = 0;
    RUN(0); for (int i = 0; i < n; i++) { if (i == 2) throw std::runtime_error("two"); s++; }
    return s;
} catch (const std::exception &) {
    RUN(0); for (int i = 0; i < n; i++) { if (i == 3) return -i; }
    return -1;
}

struct Built {
    int v;
    explicit Built(int n) try : v(0) {
        RUN(0); for (int i = 0; i < n; i++) v += i;
        if (v > 5) throw 1;
    } catch (...) {
        for (int i = 0; i < 2; i++) v++;   // no region, noted: runs after the constructor's exit code
    }
};

static int modern(int n)
{
    int s = 0;
    RUN(0); for (int x : upto(n)) s += x;
#if __cplusplus >= 201703L
    std::map<std::string, int> m;
    m["a"] = 1;
    m["bb"] = 2;
    RUN(0); for (auto &[k, v] : m) s += v * static_cast<int>(k.size());
    if constexpr (sizeof(int) >= 2) {
        RUN(0); for (int i = 0; i < 3; i++) s++;
    }
#endif
#if __cplusplus >= 202002L
    RUN(0); [[likely]] for (int i = 0; i < 2; i++) s++;
#endif
    return s;
}

int main()
{
    std::printf("%d %d\n", tried(5), modern(4));
    try {
        Built a(3);
        std::printf("%d\n", a.v);
        Built b(6);
    } catch (int) {
        std::printf("caught\n");
    }
    RUN(0); for (int line = 0; line < 200; line++)
        if (runs[line]) std::printf("line %d: %d\n", line, runs[line]);
    return 0;
}
