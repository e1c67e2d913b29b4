/* C half of mixed_main.f90 (see its header for the call counts): plain C
   functions called from Fortran through BIND(C) interfaces, a static
   helper, and a driver that calls the Fortran BIND(C) subroutine f_visit
   back.  It never writes to stdout, so only Fortran output is compared. */

void f_visit(int k); /* defined in Fortran (by value) */

static int c_clamp(int v, int lo, int hi)
{
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return v;
}

int c_scale(int x)
{
    return c_clamp(x * 2, 0, 200) + 1;
}

void c_visit_all(int n)
{
    int k;
    for (k = 1; k <= n; k++)
        f_visit(k * 10);
}

double c_mean(const double *x, int n)
{
    double s = 0.0;
    int i;
    if (n <= 0)
        return 0.0;
    for (i = 0; i < n; i++)
        s += x[i];
    return s / n;
}
