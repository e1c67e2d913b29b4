// A call-heavy C++ program of many small routines, for bench/bench_selection.py.
// Particles in a box: small vector helpers and accessors are called in the
// inner loops (the routines that make full instrumentation costly); larger
// routines with loops and branches drive them. It prints a checksum, so every
// build must print the same line.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace sim {

using Vec = std::array<double, 3>;

static Vec add(const Vec &a, const Vec &b) { return {a[0] + b[0], a[1] + b[1], a[2] + b[2]}; }
static Vec sub(const Vec &a, const Vec &b) { return {a[0] - b[0], a[1] - b[1], a[2] - b[2]}; }
static Vec scale(const Vec &a, double s) { return {a[0] * s, a[1] * s, a[2] * s}; }
static double dot(const Vec &a, const Vec &b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }
static double norm2(const Vec &a) { return dot(a, a); }

class Particle {
public:
    Particle(Vec p, Vec v, double m) : pos_(p), vel_(v), mass_(m) {}
    const Vec &pos() const { return pos_; }
    const Vec &vel() const { return vel_; }
    double mass() const { return mass_; }
    void move(Vec d) { pos_ = add(pos_, d); }
    void push(Vec dv) { vel_ = add(vel_, dv); }
    void bounce(int axis);

private:
    Vec pos_, vel_;
    double mass_;
};

void Particle::bounce(int axis)
{
    if (axis >= 0 && axis < 3)
        vel_[axis] = -vel_[axis];
}

static unsigned long seed = 12345;

static double uniform()
{
    seed = seed * 6364136223846793005UL + 1442695040888963407UL;
    return (double)(seed >> 11) / 9007199254740992.0;
}

static std::vector<Particle> make_particles(int n)
{
    std::vector<Particle> ps;
    ps.reserve(n);
    for (int i = 0; i < n; i++) {
        Vec p = {uniform(), uniform(), uniform()};
        Vec v = {uniform() - 0.5, uniform() - 0.5, uniform() - 0.5};
        ps.emplace_back(p, scale(v, 0.01), 1.0 + uniform());
    }
    return ps;
}

static Vec pair_force(const Particle &a, const Particle &b)
{
    Vec d = sub(b.pos(), a.pos());
    double r2 = norm2(d) + 1e-3;
    if (r2 > 0.25)
        return {0.0, 0.0, 0.0};
    double inv = a.mass() * b.mass() / (r2 * std::sqrt(r2));
    return scale(d, inv * 1e-6);
}

static std::vector<Vec> forces(const std::vector<Particle> &ps)
{
    std::vector<Vec> f(ps.size(), Vec{0.0, 0.0, 0.0});
    for (size_t i = 0; i < ps.size(); i++) {
        for (size_t j = i + 1; j < ps.size(); j++) {
            Vec fij = pair_force(ps[i], ps[j]);
            f[i] = add(f[i], fij);
            f[j] = sub(f[j], fij);
        }
    }
    return f;
}

static void keep_inside(Particle &p)
{
    const Vec &q = p.pos();
    for (int axis = 0; axis < 3; axis++) {
        if (q[axis] < 0.0 || q[axis] > 1.0)
            p.bounce(axis);
    }
}

static void step(std::vector<Particle> &ps, double dt)
{
    std::vector<Vec> f = forces(ps);
    auto force = f.begin();
    for (Particle &p : ps) {
        p.push(scale(*force++, dt / p.mass()));
        p.move(scale(p.vel(), dt));
        keep_inside(p);
    }
}

static double kinetic(const std::vector<Particle> &ps)
{
    double e = 0.0;
    for (const Particle &p : ps)
        e += 0.5 * p.mass() * norm2(p.vel());
    return e;
}

static bool closer_to_origin(const Particle &a, const Particle &b)
{
    return norm2(a.pos()) < norm2(b.pos());
}

static double median_radius(std::vector<Particle> ps)
{
    std::sort(ps.begin(), ps.end(), closer_to_origin);
    const Particle &m = ps[ps.size() / 2];
    return std::sqrt(norm2(m.pos()));
}

static int count_fast(const std::vector<Particle> &ps, double limit)
{
    int n = 0;
    for (const Particle &p : ps) {
        if (norm2(p.vel()) > limit * limit)
            n++;
    }
    return n;
}

}  // namespace sim

// The run's setup and report: routines called once or a few times, as most
// of a real program's routines are.
namespace run {

struct Config {
    int particles = 300;
    int steps = 20;
    double dt = 0.5;
    int bins = 8;
    bool verbose = false;
};

static bool parse_int(const char *text, int *out)
{
    char *end = nullptr;
    long value = std::strtol(text, &end, 10);
    if (end == text || *end != '\0' || value <= 0 || value > 1000000)
        return false;
    *out = (int)value;
    return true;
}

static int parse_args(int argc, char **argv, Config *config)
{
    int positional = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (arg[0] == '-' && arg[1] == 'v') {
            config->verbose = true;
        } else if (positional == 0 && parse_int(arg, &config->particles)) {
            positional++;
        } else if (positional == 1 && parse_int(arg, &config->steps)) {
            positional++;
        } else {
            std::fprintf(stderr, "usage: %s [-v] [particles [steps]]\n", argv[0]);
            return 1;
        }
    }
    return 0;
}

static void describe(const Config &config)
{
    if (!config.verbose)
        return;
    std::fprintf(stderr, "particles: %d\n", config.particles);
    std::fprintf(stderr, "steps:     %d\n", config.steps);
    std::fprintf(stderr, "dt:        %g\n", config.dt);
    std::fprintf(stderr, "bins:      %d\n", config.bins);
}

struct Stats {
    double min = 0.0, max = 0.0, mean = 0.0;
};

static Stats speed_stats(const std::vector<sim::Particle> &ps)
{
    Stats s;
    if (ps.empty())
        return s;
    s.min = s.max = std::sqrt(sim::norm2(ps[0].vel()));
    double sum = 0.0;
    for (const sim::Particle &p : ps) {
        double v = std::sqrt(sim::norm2(p.vel()));
        s.min = std::min(s.min, v);
        s.max = std::max(s.max, v);
        sum += v;
    }
    s.mean = sum / ps.size();
    return s;
}

static std::vector<int> histogram(const std::vector<sim::Particle> &ps, const Stats &s, int bins)
{
    std::vector<int> counts(bins, 0);
    double width = (s.max - s.min) / bins;
    for (const sim::Particle &p : ps) {
        double v = std::sqrt(sim::norm2(p.vel()));
        int bin = width > 0.0 ? (int)((v - s.min) / width) : 0;
        if (bin >= bins)
            bin = bins - 1;
        counts[bin]++;
    }
    return counts;
}

static sim::Vec center_of_mass(const std::vector<sim::Particle> &ps)
{
    sim::Vec c = {0.0, 0.0, 0.0};
    double total = 0.0;
    for (const sim::Particle &p : ps) {
        c = sim::add(c, sim::scale(p.pos(), p.mass()));
        total += p.mass();
    }
    return total > 0.0 ? sim::scale(c, 1.0 / total) : c;
}

static int outside(const std::vector<sim::Particle> &ps)
{
    int n = 0;
    for (const sim::Particle &p : ps) {
        const sim::Vec &q = p.pos();
        for (double coordinate : q) {
            if (coordinate < -0.1 || coordinate > 1.1) {
                n++;
                break;
            }
        }
    }
    return n;
}

static unsigned long checksum(const std::vector<int> &counts)
{
    unsigned long sum = 0;
    for (int c : counts)
        sum = sum * 31 + (unsigned long)c;
    return sum;
}

static void print_histogram(const std::vector<int> &counts, const Config &config)
{
    if (!config.verbose)
        return;
    for (size_t i = 0; i < counts.size(); i++) {
        std::fprintf(stderr, "bin %2zu: ", i);
        for (int k = 0; k < counts[i]; k += 4)
            std::fputc('#', stderr);
        std::fputc('\n', stderr);
    }
}

static void report(const std::vector<sim::Particle> &ps, const Config &config, double e0)
{
    Stats s = speed_stats(ps);
    std::vector<int> counts = histogram(ps, s, config.bins);
    sim::Vec c = center_of_mass(ps);
    print_histogram(counts, config);
    std::printf("particles=%d steps=%d energy=%.9f->%.9f median=%.9f fast=%d\n", config.particles,
                config.steps, e0, sim::kinetic(ps), sim::median_radius(ps), sim::count_fast(ps, 0.004));
    std::printf("speed min=%.6f mean=%.6f max=%.6f hist=%lu center=%.6f,%.6f,%.6f outside=%d\n", s.min,
                s.mean, s.max, checksum(counts), c[0], c[1], c[2], outside(ps));
}

}  // namespace run

int main(int argc, char **argv)
{
    run::Config config;
    if (run::parse_args(argc, argv, &config) != 0)
        return 2;
    run::describe(config);
    std::vector<sim::Particle> ps = sim::make_particles(config.particles);
    double e0 = sim::kinetic(ps);
    for (int s = 0; s < config.steps; s++)
        sim::step(ps, config.dt);
    run::report(ps, config, e0);
    return 0;
}
