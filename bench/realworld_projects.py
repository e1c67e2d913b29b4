"""The real projects bench/realworld.py builds: where they come from, how
they build and how their own test suites run.

`build` and `test` are shell scripts run in a fresh copy of the sources with
CC, CXX, FC (the plain compiler, or the srcinst wrapper), CMAKE_LAUNCH
(cmake options that put the wrapper in front of compiling and linking, empty
for the plain build) and JOBS set. `passed` is a regex over the test log
whose matches are counted as passed tests (`failed` likewise); without
them, the suite's exit status is its result. `compare_output` asks that the
instrumented suite print exactly what the plain one printed (numerical
Fortran tests print their results).
"""

CMAKE = ('cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS=-O1 '
         '-DCMAKE_CXX_FLAGS=-O1 -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++ $CMAKE_LAUNCH')
CTEST = "ctest --test-dir build --output-on-failure -j $JOBS"
CTEST_PASSED = r"(?m)^\s*\d+/\d+ Test +#\d+: \S+ \.+ +Passed"
CTEST_FAILED = r"(?m)^\s*\d+/\d+ Test +#\d+: \S+ \.+\**(?:Failed|Exception|Timeout|Not Run)"


def _fortran(sources, tests, flags="-O1 -cpp"):
    """A plain gfortran build: the library's sources in order, then one
    program per test, each run in turn."""
    lib = " ".join(sources)
    build = [f"$FC {flags} -c {lib}"]
    runs = []
    for name, main in tests:
        build.append(f"$FC {flags} {' '.join(main)} $(ls *.o) -o {name}")
        runs.append(f'echo "== {name}"; ./{name} && echo "PASS {name}" || echo "FAIL {name}"')
    return " && ".join(build), "; ".join(runs)


_MINPACK_TESTS = [(t, ["test/test_%s.f90" % t]) for t in ("chkder", "hybrd", "hybrj", "lmder", "lmdif", "lmstr")]
_QUADPACK_TESTS = [("quadpack_" + k, [f"test/quadpack_test_module_{k}.F90", f"test/quadpack_tests_{k}.F90"])
                   for k in ("single", "double")]
_BSPLINE_TESTS = [(t, [f"test/{t}.f90"]) for t in
                  ("bspline_test", "bspline_test_2", "test_integrate", "test_oo", "test_regrid")]

PROJECTS = [
    dict(name="lz4", lang="C", repo="lz4/lz4",
         build="make -j$JOBS CC=\"$CC\" CFLAGS=-O1 -C programs lz4 && "
               "make -j$JOBS CC=\"$CC\" CFLAGS=-O1 -C tests frametest fuzzer datagen roundTripTest",
         test="cd tests && ./frametest -i300 && ./fuzzer -i40 && ./datagen -g3000000 > d && "
              "./roundTripTest d && ../programs/lz4 -f d d.lz4 && ../programs/lz4 -df d.lz4 d.out && cmp d d.out "
              "&& echo ALL-PASSED",
         passed=r"ALL-PASSED"),
    dict(name="zlib", lang="C", repo="madler/zlib",
         build="CFLAGS=-O1 ./configure --static > /dev/null && make -j$JOBS CC=\"$CC\" libz.a example minigzip",
         test="make CC=\"$CC\" test",
         passed=r"\*\*\* zlib test OK \*\*\*"),
    dict(name="cJSON", lang="C", repo="DaveGamble/cJSON",
         build=CMAKE + " -DENABLE_CJSON_TEST=On -DENABLE_CJSON_UTILS=On -DENABLE_VALGRIND=Off "
                       "-DENABLE_SANITIZERS=Off -DBUILD_SHARED_LIBS=Off > /dev/null && ninja -C build -j $JOBS",
         test=CTEST, passed=CTEST_PASSED, failed=CTEST_FAILED),
    dict(name="libyaml", lang="C", repo="yaml/libyaml",
         build=CMAKE + " -DBUILD_TESTING=ON > /dev/null && ninja -C build -j $JOBS",
         test=CTEST, passed=CTEST_PASSED, failed=CTEST_FAILED),
    dict(name="expat", lang="C", repo="libexpat/libexpat", subdir="expat",
         build=CMAKE + " -DEXPAT_BUILD_TESTS=ON -DEXPAT_BUILD_TOOLS=OFF -DEXPAT_BUILD_EXAMPLES=OFF "
                       "-DEXPAT_BUILD_DOCS=OFF -DEXPAT_SHARED_LIBS=OFF > /dev/null && ninja -C build -j $JOBS",
         test=CTEST, passed=CTEST_PASSED, failed=CTEST_FAILED),
    dict(name="tinyxml2", lang="C++", repo="leethomason/tinyxml2",
         build=CMAKE + " -Dtinyxml2_BUILD_TESTING=ON > /dev/null && ninja -C build -j $JOBS",
         test=CTEST, passed=CTEST_PASSED, failed=CTEST_FAILED),
    dict(name="yaml-cpp", lang="C++", repo="jbeder/yaml-cpp",
         build=CMAKE + " -DYAML_CPP_BUILD_TESTS=ON -DYAML_CPP_BUILD_TOOLS=OFF -DYAML_CPP_BUILD_CONTRIB=OFF "
                       "> /dev/null && ninja -C build -j $JOBS yaml-cpp-tests",
         test="./build/test/yaml-cpp-tests",
         passed=r"\[  PASSED  \] (\d+) tests?", failed=r"\[  FAILED  \] (\d+) tests?, listed below"),
    dict(name="fmt", lang="C++", repo="fmtlib/fmt",
         build=CMAKE + " -DFMT_TEST=ON -DFMT_DOC=OFF > /dev/null && ninja -C build -j $JOBS "
                       "args-test assert-test color-test ostream-test printf-test ranges-test std-test",
         test="cd build && ctest -R '^(args|assert|color|ostream|printf|ranges|std)-test$' "
              "--output-on-failure -j $JOBS",
         passed=CTEST_PASSED, failed=CTEST_FAILED, note="7 of its test programs"),
    dict(name="minpack", lang="Fortran", repo="fortran-lang/minpack",
         build=_fortran(["src/minpack.f90"], _MINPACK_TESTS)[0], test=_fortran(["src/minpack.f90"], _MINPACK_TESTS)[1],
         passed=r"(?m)^PASS ", failed=r"(?m)^FAIL ", compare_output=True),
    dict(name="quadpack", lang="Fortran", repo="jacobwilliams/quadpack",
         build=_fortran(["-Isrc -Itest src/quadpack_single.F90 src/quadpack_double.F90"], _QUADPACK_TESTS,
                        "-O1 -cpp -Isrc -Itest")[0],
         test=_fortran([], _QUADPACK_TESTS)[1],
         passed=r"(?m)^PASS ", failed=r"(?m)^FAIL ", compare_output=True),
    dict(name="bspline-fortran", lang="Fortran", repo="jacobwilliams/bspline-fortran",
         build=_fortran(["src/bspline_kinds_module.F90", "src/bspline_blas_module.F90",
                         "src/bspline_sub_module.f90", "src/bspline_defc_module.F90",
                         "src/bspline_oo_module.f90", "src/bspline_module.f90"], _BSPLINE_TESTS)[0],
         test=_fortran([], _BSPLINE_TESTS)[1],
         passed=r"(?m)^PASS ", failed=r"(?m)^FAIL ", compare_output=True),
]
