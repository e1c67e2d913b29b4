#include "stats.h"

Counter::Counter(double threshold) : threshold_(threshold), above_(0), below_(0) {}

void Counter::add(double value)
{
    if (value > threshold_)
        ++above_;
    else
        ++below_;
}

int Counter::above() const { return above_; }

int Counter::below() const { return below_; }
