/* Valid GNU C (a nested function) that libclang cannot parse: the wrapper
   must fall back to compiling this file as it is. */
int outer(int x)
{
    int inner(int y) { return y + 1; }
    return inner(x);
}
