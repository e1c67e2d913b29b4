#include <cstdio>
#include <vector>

int total(const std::vector<int> &v)
{
    int s = 0;
    for (int x : v)
        s += x;
    for (int i = 10; i != 0; i -= 2)
        std::printf("%d\n", i);
    while (true) {
        if (s > 3 || s < -3)
            break;
        s++;
    }
    /* srcinst begin phase "tail" */
    do { s--; } while (s > 100);
    /* srcinst end phase "tail" */
    return s;
}
