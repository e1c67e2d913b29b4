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


_MINPACK_TESTS = [(t, [f"test/test_{t}.f90"]) for t in ("chkder", "hybrd", "hybrj", "lmder", "lmdif", "lmstr")]
_QUADPACK_TESTS = [("quadpack_" + k, [f"test/quadpack_test_module_{k}.F90", f"test/quadpack_tests_{k}.F90"])
                   for k in ("single", "double")]
# fftpack's modules and legacy routines (its Fortran 2018 `implicit none
# (type, external)` needs the hooks declared), then its test-drive suites.
_FFTPACK_SOURCES = (["test-drive/src/testdrive.F90", "src/rk.f90", "src/fftpack.f90"]
                    + [f"src/{n}.f90" for n in (
                        "cfftb1 cfftf1 cffti1 cosqb1 cosqf1 dcosqb dcosqf dcosqi dcost dcosti dfftb dfftf dffti "
                        "dsinqb dsinqf dsinqi dsint dsinti dzfftb dzfftf dzffti ezfft1 fftpack_dct fftpack_fft "
                        "fftpack_fftshift fftpack_ifft fftpack_ifftshift fftpack_irfft fftpack_rfft fftpack_utils "
                        "passb2 passb3 passb4 passb5 passb passf2 passf3 passf4 passf5 passf radb2 radb3 radb4 "
                        "radb5 radbg radf2 radf3 radf4 radf5 radfg rfftb1 rfftf1 rffti1 sint1 zfftb zfftf zffti"
                    ).split()])
_FFTPACK_TESTS = [(f"test_fftpack_{t}", [f"test/test_fftpack_{t}.f90"])
                  for t in ("dct", "fft", "original", "parseval", "rfft", "utils")]
_BSPLINE_TESTS = [(t, [f"test/{t}.f90"]) for t in
                  ("bspline_test", "bspline_test_2", "test_integrate", "test_oo", "test_regrid")]

# OpenMP projects: built with -fopenmp, run with OMP_NUM_THREADS=2 (the
# harness sets it); each run checks its own result, which the test prints.

# NPB 3.4 OpenMP (fixed-form Fortran with `!$` conditional lines, modules;
# IS in C), class S: each benchmark verifies its result against the class's
# reference values. The test prints the lines that do not depend on timing.
_NPB = ("bt", "cg", "ep", "ft", "is", "lu", "mg", "sp", "ua")
_NPB_BUILD = ("cp config/make.def.template config/make.def && mkdir -p bin && for b in " + " ".join(_NPB) + "; do "
              'make $b CLASS=S SHELL=/bin/bash FC="$FC" CC="$CC" FFLAGS="-O1 -fopenmp -fallow-invalid-boz" '
              'CFLAGS="-O1 -fopenmp" || exit 1; done')
_NPB_TEST = ('for x in bin/*.S.x; do echo "== $x"; ./$x > $x.out 2>&1; status=$?; '
             "grep -E '^ (Class|Size|Iterations|Verification) +=' $x.out; "
             'if [ $status = 0 ] && grep -q "Verification *= *SUCCESSFUL" $x.out; '
             'then echo "PASS $x"; else echo "FAIL $x (status $status)"; tail -n 20 $x.out; fi; done')

# SNAP (free-form Fortran, `!$OMP` directives), without MPI: its 1-D
# method-of-manufactured-solutions regression cases (qasnap/mms_src, run on
# one rank) and the 3-D sample on one rank, each compared with the
# repository's reference output (iterations and solution error lines).
_SNAP_CASES = ("1d_mms_st", "1d_mms_t1", "1d_mms_t2", "1d_fixup_st", "1d_fixup_t1", "1d_fixup_t2")
_SNAP_CHECK = ('grep -E "Inners|Diff|Dfmxo" $new; if [ $status = 0 ] && '
               'diff -b <(grep -E "Inners|Diff|Dfmxo" $new) <(grep -E "Inners|Diff|Dfmxo" $old) > /dev/null; '
               'then echo "PASS $t"; else echo "FAIL $t (status $status)"; fi')
_SNAP_TEST = ("cd qasnap/mms_src && for t in " + " ".join(_SNAP_CASES) + "; do echo \"== $t\"; "
              "sed 's/nthreads=[0-9]*/nthreads=2/' $t.inp > $t.in2; ../../src/gsnap $t.in2 $t.new > /dev/null; "
              "status=$?; new=$t.new old=$t.old; " + _SNAP_CHECK + "; done; "
              "cd ../sample && t=sample && echo \"== $t\" && sed 's/npey=2/npey=1/;s/npez=2/npez=1/' inp > inp1 "
              "&& { ../../src/gsnap inp1 out1 > /dev/null; status=$?; new=out1 old=out; " + _SNAP_CHECK + "; }")

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
    dict(name="fftpack", lang="Fortran", repo="fortran-lang/fftpack", beside={"test-drive": "fortran-lang/test-drive"},
         build=_fortran(_FFTPACK_SOURCES, _FFTPACK_TESTS)[0], test=_fortran([], _FFTPACK_TESTS)[1],
         passed=r"(?m)^PASS ", failed=r"(?m)^FAIL ", compare_output=True,
         note="implicit none (type, external); test-drive beside it"),
    dict(name="NPB3.4-OMP", lang="Fortran", repo="mbdevpl/nas-parallel-benchmarks", subdir="NPB3.4-OMP",
         build=_NPB_BUILD, test=_NPB_TEST, passed=r"(?m)^PASS ", failed=r"(?m)^FAIL ", compare_output=True,
         note="OpenMP, class S"),
    dict(name="SNAP", lang="Fortran", repo="lanl/SNAP",
         build='cd src && make -j$JOBS MPI=no OPENMP=yes FORTRAN="$FC" FFLAGS="-O1 -fopenmp"',
         test=_SNAP_TEST, passed=r"(?m)^PASS ", failed=r"(?m)^FAIL ", compare_output=True,
         note="OpenMP, no MPI"),
    # CloverLeaf (free-form Fortran with `!$` conditional declarations and
    # IF blocks, C kernels; OpenMP, no MPI): its short benchmark deck, whose
    # kinetic energy it checks against the expected solution.
    dict(name="CloverLeaf_OpenMP", lang="Fortran", repo="UK-MAC/CloverLeaf_OpenMP",
         build='make COMPILER=GNU MPI_COMPILER="$FC" C_MPI_COMPILER="$CC" FLAGS_GNU=-O1 CFLAGS_GNU=-O1',
         test="cp InputDecks/clover_bm_short.in clover.in && ./clover_leaf > run.log 2>&1; status=$?; "
              "grep -E 'Test problem|considered' run.log; exit $status",
         passed=r"This test is considered PASSED", failed=r"considered NOT PASSED", compare_output=True,
         note="OpenMP, bm_short"),
    # LULESH 2.0 (C++, OpenMP; MPI off): no suite; a fixed run of 100 steps
    # on 10^3 elements, whose final energy and symmetry residuals it prints.
    dict(name="LULESH", lang="C++", repo="LLNL/LULESH",
         build='make -j$JOBS CXX="$CXX -DUSE_MPI=0" CXXFLAGS="-O1 -fopenmp -I. -Wall" LDFLAGS="-O1 -fopenmp"',
         test="./lulesh2.0 -s 10 -i 100 > lulesh.out; status=$?; "
              "grep -E '^ +(Problem size|Iteration count|Final Origin Energy|MaxAbsDiff|TotalAbsDiff|MaxRelDiff) +=' "
              "lulesh.out && echo 'RUN COMPLETED'; exit $status",
         passed=r"RUN COMPLETED", compare_output=True, note="OpenMP, no suite: a 100-step run"),
    # XSBench (C, OpenMP): the default small problem, whose checksum it
    # validates (exit status 1 if invalid); timing lines left out.
    dict(name="XSBench", lang="C", repo="ANL-CESAR/XSBench", subdir="openmp-threading",
         build='make CC="$CC"',
         test="./XSBench -s small > xs.out; status=$?; grep -v -E '^(Runtime|Lookups/s):' xs.out; exit $status",
         passed=r"Verification checksum: \d+ \(Valid\)", compare_output=True, note="OpenMP"),
    # CloverLeaf reference (free-form Fortran and C kernels, MPI and OpenMP):
    # the short benchmark deck on 4 ranks of 1 thread each, kinetic energy
    # checked against the expected solution.
    dict(name="CloverLeaf_MPI", lang="Fortran", repo="UK-MAC/CloverLeaf_ref",
         build='make COMPILER=GNU MPI_COMPILER="$MPIFC" C_MPI_COMPILER="$MPICC" FLAGS_GNU=-O1 CFLAGS_GNU=-O1',
         test="cp InputDecks/clover_bm_short.in clover.in && $MPIRUN -np 4 -x OMP_NUM_THREADS=1 ./clover_leaf "
              "> run.log 2>&1; status=$?; grep -E 'Test problem|considered' run.log; exit $status",
         passed=r"This test is considered PASSED", failed=r"considered NOT PASSED", compare_output=True,
         note="MPI 4 ranks, bm_short"),
    # SNAP with MPI: its 3-D sample on 4 ranks (npey=2, npez=2, as the
    # repository's input has it) against its reference output.
    dict(name="SNAP_MPI", lang="Fortran", repo="lanl/SNAP",
         build='cd src && make -j$JOBS MPI=yes OPENMP=yes FORTRAN="$MPIFC" FFLAGS="-O1 -fopenmp"',
         test="cd qasnap/sample && t=sample && echo \"== $t\" && sed 's/nthreads=[0-9]*/nthreads=1/' inp > inp4 "
              "&& { $MPIRUN -np 4 ../../src/gsnap inp4 out4 > /dev/null; status=$?; new=out4 old=out; "
              + _SNAP_CHECK + "; }",
         passed=r"(?m)^PASS ", failed=r"(?m)^FAIL ", compare_output=True, note="MPI 4 ranks"),
]
