"""The trace runtime's behaviour tests once more under sanitizers.

The runtime and each test program are built with AddressSanitizer and
UndefinedBehaviorSanitizer (-fno-sanitize-recover: undefined behaviour
ends the run), then with ThreadSanitizer, and the tests of
test_trace_runtime.py that drive the runtime through threads, OpenMP,
fork, exit() from any thread, longjmp, exceptions, Fortran, event
budgets, the throttle (test_trace_throttle.py) and regions of every
kind (test_trace_regions.py) run again (collected here, as
test_trace_perfetto.py does for its format), in the default timeline
format, Perfetto's; so do some of
test_trace_otf2.py's, with the runtime built with OTF2 output. A
sanitizer's report on a run's stderr fails it (trace_helpers.run_traced),
also when it came from a forked child. gcc's sanitizers: these tests build
with gcc, g++ and gfortran.

OpenMP programs run under ASan/UBSan only: gcc's libgomp is not built with
ThreadSanitizer, which then cannot see the team's barriers and reports the
memory they order as races. The pthread programs and edge cases run under
both.
"""
from __future__ import annotations

import helpers
import pytest
import trace_helpers as th
from test_trace_otf2 import (  # noqa: F401
    runtime_with_otf2,
    test_corpus_programs,
    test_each_process_writes_its_own_archive,
    test_enters_and_leaves_match_the_calls_and_the_profile,
    test_event_limit_keeps_the_archive_valid,
    test_events_are_ordered_and_nested_per_location,
    test_program_behaves_as_the_original,
    threads_program,
    threads_run,
)
from test_trace_perfetto import test_both_formats_describe_the_same_calls  # noqa: F401
from test_trace_regions import (  # noqa: F401  (regions: srcinst_trace_region_enter and the kinds' writers)
    measured,
    test_the_profile_counts_each_region_with_its_kind,
    test_timeline_categories_and_nesting,
)
from test_trace_runtime import (  # noqa: F401  (fixtures and tests collected here again)
    edge,
    test_child_exiting_right_after_fork,
    test_counts_and_nesting,
    test_event_budget_bounds_the_trace_not_the_profile,
    test_events_after_finish_are_ignored,
    test_exit_below_top_unwinds_the_frames_above,
    test_exit_of_routine_never_entered_is_ignored_and_counted,
    test_exit_while_other_threads_run_hooks,
    test_exit_with_routines_active_before_any_call_returned,
    test_forked_child_writes_its_own_calls,
    test_many_short_threads_share_the_budget,
    test_names_are_escaped_into_valid_json,
    test_openmp_team_is_recorded,
    test_profile_only_says_what_the_timeline_says,
    test_recursion_counts_inclusive_time_once,
    test_routines_left_open_by_pthread_exit_end_with_their_thread,
    test_thread_blocked_inside_a_routine_when_main_returns,
    test_threads_are_recorded_separately,
    test_unwound_and_open_frames,
)
from test_trace_throttle import (  # noqa: F401  (the throttle: threads, fork, verbose)
    c_program,
    test_forked_child_starts_unthrottled,
    test_heavy_phase_stays_in_the_timeline,
    test_threads_throttle_each_on_its_own_counts,
    test_verbose_throttling_while_another_thread_adds_routines,
)


@pytest.fixture(scope="module", params=list(helpers.SANITIZERS))
def sanitizer(request) -> str:
    return request.param


@pytest.fixture(scope="module", autouse=True)
def sanitized_builds(sanitizer):
    """Before the module's other fixtures: what builds and runs the programs
    (and the runtime) takes the sanitizer's flags and options."""
    flags, env = helpers.SANITIZERS[sanitizer]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(th, "PROGRAM_FLAGS", flags)
        patch.setattr(th, "PROGRAM_ENV", env)
        patch.setattr(th, "FORMAT", "perfetto")
        yield


@pytest.fixture(scope="module")
def runtime_object(tmp_path_factory, sanitizer):
    """The runtime as `srcinst runtime` builds it with the sanitizer's compiler command."""
    return th.build_runtime_object(tmp_path_factory.mktemp("cache"))


@pytest.fixture(scope="module")
def otf2_libs(tmp_path_factory, sanitizer):
    """The runtime with OTF2 output, built so too."""
    return runtime_with_otf2(tmp_path_factory.mktemp("cache"))


@pytest.fixture(autouse=True)
def openmp_not_under_tsan(request, sanitizer):
    params = getattr(request.node, "callspec", None)
    params = params.params if params else {}
    program = params.get("path") or (th.RUNTIME_CORPUS / params["name"] if "name" in params else None)
    if sanitizer == "tsan" and program is not None and "-fopenmp" in th.parse_runtime_meta(program).flags:
        pytest.skip("libgomp is not built with ThreadSanitizer (see this module's docstring)")
