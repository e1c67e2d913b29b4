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
#include "generic_sum.h"
#undef WP
#undef SUM_NAME
#undef NORM_NAME
#define WP kind(1.0d0)
#define SUM_NAME sum_dp
#define NORM_NAME norm_dp
#include "generic_sum.h"
  include 'legacy_procs.inc'
end module generic_sums

program include_macro
  use generic_sums
  implicit none
  real :: a(2) = [3.0, 4.0]
  double precision :: b(3) = [1d0, 2d0, 2d0]
  integer :: i
  print '(a,f8.3)', 'sp ', sum_sp(a)
  print '(a,f8.3)', 'dp ', sum_dp(b)
  do i = 1, 2
    call legacy_step(i)
  end do
  print '(a,i0,a,i0)', 'calls ', calls, ' of ', MAX_CALLS
end program include_macro
