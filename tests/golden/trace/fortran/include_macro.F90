# 1 "corpus/fortran/include_macro.F90"
! srcinst-test: flags=-Iinc,-DCOUNT_CALLS abort=no calls=include_macro:1,sum_sp:1,sum_dp:1,norm_sp:2,norm_dp:3,tally:5,legacy_step:2
! Preprocessed free form (.F90): one generic body #included twice into a
! module, its procedure names and kind from macros defined before each
! #include (a header guarded by nothing, with an #ifdef inside); a Fortran
! INCLUDE of procedures whose names no macro touches; an #include of
! declarations only (stays). Each inclusion is instrumented in its place.
#include "macro_consts.h"
module generic_sums
  implicit none
  integer :: calls = 0
contains
#define WP kind(1.0)
#define SUM_NAME sum_sp
#define NORM_NAME norm_sp
# 1 "corpus/fortran/inc/generic_sum.h"
  ! instantiated once per kind: WP, SUM_NAME and NORM_NAME come from the includer
  function SUM_NAME(x) result(s)
    real(WP), intent(in) :: x(:)
    real(WP) :: s
    integer :: i
    call srcinst_trace_f_enter_at('generic_sums::sum_sp corpus/fortran/inc/generic_sum.h:2')
# 6 "corpus/fortran/inc/generic_sum.h"
    s = 0
    do i = 1, size(x)
      s = s + NORM_NAME(x(i))
    end do
    call srcinst_trace_f_exit_at('generic_sums::sum_sp corpus/fortran/inc/generic_sum.h:2')
# 10 "corpus/fortran/inc/generic_sum.h"
  end function SUM_NAME
  function NORM_NAME(v) result(r)
    real(WP), intent(in) :: v
    real(WP) :: r
    call srcinst_trace_f_enter_at('generic_sums::norm_sp corpus/fortran/inc/generic_sum.h:11')
#ifdef COUNT_CALLS
# 15 "corpus/fortran/inc/generic_sum.h"
    call tally()
#endif
    r = abs(v)
    call srcinst_trace_f_exit_at('generic_sums::norm_sp corpus/fortran/inc/generic_sum.h:11')
# 18 "corpus/fortran/inc/generic_sum.h"
  end function NORM_NAME
# 16 "corpus/fortran/include_macro.F90"
#undef WP
#undef SUM_NAME
#undef NORM_NAME
#define WP kind(1.0d0)
#define SUM_NAME sum_dp
#define NORM_NAME norm_dp
# 1 "corpus/fortran/inc/generic_sum.h"
  ! instantiated once per kind: WP, SUM_NAME and NORM_NAME come from the includer
  function SUM_NAME(x) result(s)
    real(WP), intent(in) :: x(:)
    real(WP) :: s
    integer :: i
    call srcinst_trace_f_enter_at('generic_sums::sum_dp corpus/fortran/inc/generic_sum.h:2')
# 6 "corpus/fortran/inc/generic_sum.h"
    s = 0
    do i = 1, size(x)
      s = s + NORM_NAME(x(i))
    end do
    call srcinst_trace_f_exit_at('generic_sums::sum_dp corpus/fortran/inc/generic_sum.h:2')
# 10 "corpus/fortran/inc/generic_sum.h"
  end function SUM_NAME
  function NORM_NAME(v) result(r)
    real(WP), intent(in) :: v
    real(WP) :: r
    call srcinst_trace_f_enter_at('generic_sums::norm_dp corpus/fortran/inc/generic_sum.h:11')
#ifdef COUNT_CALLS
# 15 "corpus/fortran/inc/generic_sum.h"
    call tally()
#endif
    r = abs(v)
    call srcinst_trace_f_exit_at('generic_sums::norm_dp corpus/fortran/inc/generic_sum.h:11')
# 18 "corpus/fortran/inc/generic_sum.h"
  end function NORM_NAME
# 23 "corpus/fortran/include_macro.F90"
# 1 "corpus/fortran/inc/legacy_procs.inc"
  subroutine legacy_step(k)
    integer, intent(in) :: k
    call srcinst_trace_f_enter_at('generic_sums::legacy_step corpus/fortran/inc/legacy_procs.inc:1')
# 3 "corpus/fortran/inc/legacy_procs.inc"
    print '(a,i0)', 'step ', k
    call srcinst_trace_f_exit_at('generic_sums::legacy_step corpus/fortran/inc/legacy_procs.inc:1')
# 4 "corpus/fortran/inc/legacy_procs.inc"
  end subroutine legacy_step
  subroutine tally()
    call srcinst_trace_f_enter_at('generic_sums::tally corpus/fortran/inc/legacy_procs.inc:5')
# 6 "corpus/fortran/inc/legacy_procs.inc"
    calls = calls + 1
    call srcinst_trace_f_exit_at('generic_sums::tally corpus/fortran/inc/legacy_procs.inc:5')
# 7 "corpus/fortran/inc/legacy_procs.inc"
  end subroutine tally
# 24 "corpus/fortran/include_macro.F90"
end module generic_sums

program include_macro
  use generic_sums
  implicit none
  real :: a(2) = [3.0, 4.0]
  double precision :: b(3) = [1d0, 2d0, 2d0]
  integer :: i
  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('include_macro corpus/fortran/include_macro.F90:26')
# 32 "corpus/fortran/include_macro.F90"
  print '(a,f8.3)', 'sp ', sum_sp(a)
  print '(a,f8.3)', 'dp ', sum_dp(b)
  do i = 1, 2
    call legacy_step(i)
  end do
  print '(a,i0,a,i0)', 'calls ', calls, ' of ', MAX_CALLS
  call srcinst_trace_f_exit_at('include_macro corpus/fortran/include_macro.F90:26')
# 38 "corpus/fortran/include_macro.F90"
end program include_macro
