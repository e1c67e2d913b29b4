/* Declarations shared by the C, C++ and Fortran parts of the demo project. */
#ifndef STATS_H
#define STATS_H

#ifdef __cplusplus
extern "C" {
#endif

double stats_mean(const double *x, int n);
double stats_variance(const double *x, int n);

/* Implemented in Fortran (fsum.f90, BIND(C)). */
double fmath_weighted_sum(const double *x, const double *w, int n);

#ifdef __cplusplus
}

/* A small class (counter.cpp): counts values above and below a threshold. */
class Counter {
public:
    explicit Counter(double threshold);
    void add(double value);
    int above() const;
    int below() const;

private:
    double threshold_;
    int above_;
    int below_;
};
#endif

#endif
