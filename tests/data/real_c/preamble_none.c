int puts(const char *text);

/* No preamble: the code starts on line 1, so file rules go there. */
static int twice(int x)
{
    return 2 * x;
}

int main(void)
{
    return puts(twice(21) == 42 ? "no preamble" : "wrong") < 0;
}
