/* The external definition of clamp_percent that C99 requires somewhere in the
   program (inline_plain.c holds only an inline definition). */
int clamp_percent(int x);

int clamp_percent(int x)
{
    return x < 0 ? 0 : x > 100 ? 100 : x;
}
