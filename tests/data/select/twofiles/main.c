void exchange(double *v, int n);

static double buf[4];

void step(void)
{
    exchange(buf, 4);
}

void local_work(void)
{
    buf[0] += 1.0;
}

int main(void)
{
    local_work();
    step();
    return 0;
}
