// Metrics test data, a C++ header: every routine has the property "header".
#pragma once

// twice: header, inline
inline int twice(int x) { return 2 * x; }

// half: header, template
template <class T> T half(T x) { return x / 2; }

struct Acc {
    int n = 0;
    // Acc::add: header, member, inline (defined in its class)
    void add(int k) { n += k; }
};
