/*
 * Copyright (c) 2024 The Example Project authors.
 * SPDX-License-Identifier: MIT
 */
// The feature-test macro is chosen per platform.
#if defined(__linux__) || defined(__APPLE__)
#define _XOPEN_SOURCE 600
#endif

#ifndef LINE_MAX_LEN
#define LINE_MAX_LEN 64
#endif
#include <stdio.h>
#if LINE_MAX_LEN < 16
#error "LINE_MAX_LEN is too small"
#endif

/* The first line a command prints, through a pipe: popen() returns a
   FILE *, which an implicit declaration would cut to int. */
static int first_line(const char *command, char *buf, int size)
{
    FILE *pipe = popen(command, "r");
    int ok;

    if (pipe == NULL)
        return 0;
    ok = fgets(buf, size, pipe) != NULL;
    pclose(pipe);
    return ok;
}

int main(void)
{
    char line[LINE_MAX_LEN];

    if (!first_line("echo popen works", line, (int)sizeof line))
        return 1;
    fputs(line, stdout);
    return 0;
}
