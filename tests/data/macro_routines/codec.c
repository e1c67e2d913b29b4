/* A generic codec in the style of lz4 and zstd: its routines are stamped out
   by macros, one per element type (nested macros, token pasting, a macro used
   three times, returns, a void routine, static routines, an exit()). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEF_ENCODE(name, T) \
static size_t name(const T *src, size_t n, unsigned char *dst) \
{ \
    size_t i, k, out = 0; \
    for (i = 0; i < n; i++) \
        for (k = 0; k < sizeof(T); k++) \
            dst[out++] = (unsigned char)(src[i] >> (8 * k)); \
    return out; \
}

#define DEF_DECODE(name, T) \
static size_t name##_impl(const unsigned char *src, size_t n, T *dst) \
{ \
    size_t i, k; \
    if (n % sizeof(T)) \
        return 0; \
    for (i = 0; i < n / sizeof(T); i++) { \
        T v = 0; \
        for (k = 0; k < sizeof(T); k++) v |= (T)((T)src[i * sizeof(T) + k] << (8 * k)); \
        dst[i] = v; \
    } \
    return i; \
}

#define DEF_CHECK(name, T) static void name(const T *a, const T *b, size_t n) { \
    if (memcmp(a, b, n * sizeof(T)) == 0) { printf("%s ok\n", #name); return; } \
    printf("%s differs\n", #name); \
    exit(3); \
}

#define DEF_CODEC(T, bits) DEF_ENCODE(enc##bits, T) DEF_DECODE(dec##bits, T) DEF_CHECK(check##bits, T)

DEF_CODEC(uint8_t, 8)
DEF_CODEC(uint16_t, 16)
DEF_CODEC(uint32_t, 32)

int main(int argc, char **argv)
{
    unsigned char buf[64];
    uint8_t a8[5] = {1, 2, 3, 4, 5}, b8[5];
    uint16_t a16[4] = {300, 2, 65535, 7}, b16[4];
    uint32_t a32[3] = {70000, 1, 4000000000u}, b32[3];
    int round;
    for (round = 0; round < 3; round++)
        dec8_impl(buf, enc8(a8, 5, buf), b8);
    check8(a8, b8, 5);
    for (round = 0; round < 2; round++)
        dec16_impl(buf, enc16(a16, 4, buf), b16);
    if (dec16_impl(buf, 3, b16) != 0)  /* an odd length: the early return */
        return 1;
    check16(a16, b16, 4);
    dec32_impl(buf, enc32(a32, 3, buf), b32);
    if (argc > 1)
        b32[1] = 2;
    check32(a32, b32, 3);
    printf("done %s\n", argv[0] ? "." : "");
    return 0;
}
