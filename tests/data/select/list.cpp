namespace geo {
struct Vec {
    double x, y;
    Vec(double a, double b) : x(a), y(b) {}
    ~Vec() {}
    Vec operator+(const Vec &o) const { return Vec(x + o.x, y + o.y); }
    double norm2() const;
};

double Vec::norm2() const { return x * x + y * y; }

template <typename T> T twice(T v) { return v + v; }
}

int main()
{
    geo::Vec a(1, 2), b(3, 4);
    geo::Vec c = a + b;
    return geo::twice(c.norm2()) > 0 ? 0 : 1;
}
