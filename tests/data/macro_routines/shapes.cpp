// C++ routines stamped out by macros: members (a getter macro used three
// times), a template, token pasting, void returns, a namespace.
#include <cstdio>

#define GETTER(field) int get_##field() const { return field; }
#define SCALE(name, T) template <class U> T name(U x) { if (x < 0) return T(0); return T(x * 2); }
#define REPORT(name) void name##_report(int v) { \
    if (v < 0) { std::printf("%s negative\n", #name); return; } \
    std::printf("%s %d\n", #name, v); }
#define SHAPE(name) struct name { int w, h, d; GETTER(w) GETTER(h) GETTER(d) };

namespace geo {
SHAPE(Box)
SCALE(scaled, long)
REPORT(area)
REPORT(volume)
}

int main()
{
    geo::Box b = {2, 3, 4};
    geo::area_report(b.get_w() * b.get_h());
    geo::volume_report(b.get_w() * b.get_h() * b.get_d());
    geo::area_report(-1);
    long s = geo::scaled(5) + geo::scaled(2.5) + geo::scaled(-1);
    std::printf("%ld\n", s);
    return b.get_w() == 2 ? 0 : 1;
}
