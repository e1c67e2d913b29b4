/* A project's first include ("config.h", "prefix.h"): it chooses the
   feature-test macros, so it must come before every system header. */
#ifndef PREFIX_H
#define PREFIX_H
#define _GNU_SOURCE 1
#endif
