"""srcinst: configurable source-to-source instrumentation for C, C++ and Fortran."""

__version__ = "0.1.0"
