#line 1 "corpus/cpp/nrvo_counts.cpp"
// srcinst-test: std=c++17
// Named return value optimization and implicit moves, observed through a type
// that counts its copies and moves. Instrumentation must not change any of
// the printed counts (g++ applies NRVO where it is possible).
#include <cstdio>
#include <string>
#include <utility>
#include <opari2/pomp2_lib.h>
#line 8 "corpus/cpp/nrvo_counts.cpp"

struct Counted {
    static int copies, moves, constructions;
    std::string tag;

    explicit Counted(std::string t) : tag(std::move(t)) { ++constructions; }
    Counted(const Counted &o) : tag(o.tag) { ++copies; }
    Counted(Counted &&o) noexcept : tag(std::move(o.tag)) { ++moves; }
    Counted &operator=(const Counted &o) { tag = o.tag; ++copies; return *this; }
    Counted &operator=(Counted &&o) noexcept { tag = std::move(o.tag); ++moves; return *this; }

    static void reset() { copies = moves = constructions = 0; }
    static void report(const char *what)
    {
        std::printf("%-22s constructions=%d copies=%d moves=%d\n", what, constructions, copies, moves);
    }
};

int Counted::copies = 0;
int Counted::moves = 0;
int Counted::constructions = 0;

static Counted nrvo_simple()
{
    Counted c("simple");
    c.tag += "!";
    return c;
}

static Counted nrvo_two_paths(bool flag)
{
    Counted c("two-paths");
    if (flag) {
        c.tag += "-a";
        return c;
    }
    c.tag += "-b";
    return c;
}

static Counted rvo_prvalue()
{
    return Counted("prvalue");
}

static Counted from_parameter(Counted p)
{
    p.tag += "+param";
    return p;                       // implicit move, no NRVO for parameters
}

static Counted one_of_two(bool first)
{
    Counted a("first"), b("second");
    if (first)
        return a;                   // different objects returned: moves
    return b;
}

struct Box {
    Counted inner{"member"};
    Counted get_copy() const { return inner; }       // must copy
    Counted take() { return std::move(inner); }      // moves
};

static const Counted &by_ref(const Counted &c) { return c; }

int main()
{
    Counted::reset();
    Counted a = nrvo_simple();
    Counted::report("nrvo_simple");

    Counted::reset();
    Counted b = nrvo_two_paths(true);
    Counted c = nrvo_two_paths(false);
    Counted::report("nrvo_two_paths");

    Counted::reset();
    Counted d = rvo_prvalue();
    Counted::report("rvo_prvalue");

    Counted::reset();
    Counted e = from_parameter(Counted("arg"));
    Counted::report("from_parameter");

    Counted::reset();
    Counted f = one_of_two(true);
    Counted g = one_of_two(false);
    Counted::report("one_of_two");

    Box box;
    Counted::reset();
    Counted h = box.get_copy();
    Counted i = box.take();
    Counted::report("member copy/move");

    Counted::reset();
    const Counted &r = by_ref(a);
    Counted::report("by_ref");

    std::printf("tags: %s %s %s %s %s %s %s %s %s %s\n", a.tag.c_str(), b.tag.c_str(),
                c.tag.c_str(), d.tag.c_str(), e.tag.c_str(), f.tag.c_str(), g.tag.c_str(),
                h.tag.c_str(), i.tag.c_str(), r.tag.c_str());
    return 0;
}
