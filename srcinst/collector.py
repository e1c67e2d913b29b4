"""Python's cyclic garbage collector, paused around work that makes many
objects and few cycles (reading a trace, instrumenting a file): its passes
would go through all of them again and again and free nothing."""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """The collector off for the block, on again after it (if it was):
    cycles made meanwhile are collected then."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
