"""Direct libclang calls for the hot paths of the C/C++ walk.

The cindex bindings check every cursor for null before each method (one more
libclang call) and build enums and wrapper objects on each access. The walk
asks a few questions of every body, so it asks them here, of libclang itself.
Cursors these functions return carry no translation unit; set `_tu` before
handing one to cindex's own methods.
"""
from __future__ import annotations

import ctypes
import os
from ctypes import byref, c_uint, c_void_p

import clang.cindex as ci

_lib = ci.conf.lib
_CONTINUE, _RECURSE = 1, 2  # CXChildVisitResult; 0 is Break


def location_offset(location) -> tuple[int, int]:
    """(file handle, byte offset) of a location's expansion point."""
    file, offset = ci.c_object_p(), c_uint()
    _lib.clang_getInstantiationLocation(location, byref(file), None, None, byref(offset))
    return _address(file), offset.value


def extent_offsets(cursor) -> tuple[int, int]:
    """Byte offsets of a cursor's extent, [start, end)."""
    extent = _lib.clang_getCursorExtent(cursor)
    offset = c_uint()
    _lib.clang_getInstantiationLocation(_lib.clang_getRangeStart(extent), None, None, None, byref(offset))
    start = offset.value
    _lib.clang_getInstantiationLocation(_lib.clang_getRangeEnd(extent), None, None, None, byref(offset))
    return start, offset.value


def start_in_file(cursor) -> tuple[int, int]:
    """(file handle, offset) where a cursor's extent starts."""
    return location_offset(_lib.clang_getRangeStart(_lib.clang_getCursorExtent(cursor)))


def file_of(cursor):
    """The file handle of a cursor's location (where a macro was expanded, for
    names that come from one), to compare with main_file()."""
    return location_offset(_lib.clang_getCursorLocation(cursor))[0]


def is_definition(cursor) -> bool:
    return bool(_lib.clang_isCursorDefinition(cursor))


def spelling(cursor) -> str:
    return ci._CXString.from_result(_lib.clang_getCursorSpelling(cursor))


def children(cursor) -> list:
    """Direct children, in order."""
    found = []

    def visit(child, _parent, _data):
        found.append(child)
        return _CONTINUE

    _lib.clang_visitChildren(cursor, ci.cursor_visit_callback(visit), None)
    return found


def _stop(_child, _parent, _data):
    return 0


_STOP = ci.cursor_visit_callback(_stop)


def has_children(cursor) -> bool:
    # clang_visitChildren says whether a visitor stopped the walk.
    return bool(_lib.clang_visitChildren(cursor, _STOP, None))


def main_file(tu, path: str):
    """The handle of the translation unit's main file (compare with location_offset's)."""
    return _address(_lib.clang_getFile(tu, os.fsencode(path)))


def _address(handle):
    return ctypes.cast(handle, c_void_p).value if handle else None


address = _address  # a file handle as main_file() gives it, to compare


def main_file_includes(tu, main) -> list[int]:
    """Offsets of the #include directives of the main file (handle `main`)
    that the parse followed: those in inactive branches are not among them.
    The locations are read inside the visitor: libclang's array of them
    lives only as long as the call."""
    found = []

    def visit(_included, stack, depth, _data):
        if depth == 1:
            file, offset = location_offset(stack[0])
            if file == main:
                found.append(offset)

    _lib.clang_getInclusions(tu, ci.translation_unit_includes_callback(visit), None)
    return found


_lib.clang_getPresumedLocation.argtypes = [ci.SourceLocation, ctypes.POINTER(ci._CXString),
                                           ctypes.POINTER(c_uint), ctypes.POINTER(c_uint)]
_lib.clang_getPresumedLocation.restype = None


def presumed_line(tu, path: str, line: int) -> tuple[str, int]:
    """(file name, line) that line `line` of the main file stands for after
    the #line directives the parse obeyed (a macro's operands expanded, none
    of an inactive branch)."""
    file = ci.File(_lib.clang_getFile(tu, os.fsencode(path)))
    location = _lib.clang_getLocation(tu, file, line, 1)
    name, presumed, column = ci._CXString(), c_uint(), c_uint()
    _lib.clang_getPresumedLocation(location, byref(name), byref(presumed), byref(column))
    return ci._CXString.from_result(name), presumed.value
