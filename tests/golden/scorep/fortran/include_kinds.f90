# 1 "corpus/fortran/include_kinds.f90"
! srcinst-test: flags=-Iinc calls=include_kinds:1,twice:5,scaled:5,report:2,count_up:3,reset:1
! One generic body INCLUDEd into two modules of different kinds (a kind
! parameter of the including module), with a nested INCLUDE of a procedure
! and an INCLUDE of declarations inside an included procedure; procedures
! INCLUDEd into the main program after its CONTAINS. Each inclusion is
! instrumented in its place.
module kinds_sp
  implicit none
  integer, parameter :: wp = kind(1.0)
contains
# 1 "corpus/fortran/inc/generic_kind.inc"
  ! one body per kind: wp is the including module's
  function twice(x) result(y)
    real(wp), intent(in) :: x
    real(wp) :: y
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'kinds_sp::twice', 1, 'corpus/fortran/inc/generic_kind.inc', 2)
# 5 "corpus/fortran/inc/generic_kind.inc"
    y = scaled(x, 2.0_wp)
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 6 "corpus/fortran/inc/generic_kind.inc"
  end function twice
# 1 "corpus/fortran/inc/generic_scaled.inc"
  function scaled(x, f) result(y)
    real(wp), intent(in) :: x, f
    real(wp) :: y
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'kinds_sp::scaled', 1, 'corpus/fortran/inc/generic_scaled.inc', 1)
# 4 "corpus/fortran/inc/generic_scaled.inc"
    y = x * f
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 5 "corpus/fortran/inc/generic_scaled.inc"
  end function scaled
# 8 "corpus/fortran/inc/generic_kind.inc"
  subroutine report(x)
    real(wp), intent(in) :: x
    include 'report_fmt.inc'
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'kinds_sp::report', 1, 'corpus/fortran/inc/generic_kind.inc', 8)
# 11 "corpus/fortran/inc/generic_kind.inc"
    print fmt, 'kind ', kind(x), ' value ', x
    if (x > 1000) then
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 12 "corpus/fortran/inc/generic_kind.inc"
      return
    end if
# 13 "corpus/fortran/inc/generic_kind.inc"
    print '(a)', 'small'
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 14 "corpus/fortran/inc/generic_kind.inc"
  end subroutine report
# 12 "corpus/fortran/include_kinds.f90"
end module kinds_sp

module kinds_dp
  implicit none
  integer, parameter :: wp = kind(1.0d0)
contains
# 1 "corpus/fortran/inc/generic_kind.inc"
  ! one body per kind: wp is the including module's
  function twice(x) result(y)
    real(wp), intent(in) :: x
    real(wp) :: y
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'kinds_dp::twice', 1, 'corpus/fortran/inc/generic_kind.inc', 2)
# 5 "corpus/fortran/inc/generic_kind.inc"
    y = scaled(x, 2.0_wp)
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 6 "corpus/fortran/inc/generic_kind.inc"
  end function twice
# 1 "corpus/fortran/inc/generic_scaled.inc"
  function scaled(x, f) result(y)
    real(wp), intent(in) :: x, f
    real(wp) :: y
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'kinds_dp::scaled', 1, 'corpus/fortran/inc/generic_scaled.inc', 1)
# 4 "corpus/fortran/inc/generic_scaled.inc"
    y = x * f
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 5 "corpus/fortran/inc/generic_scaled.inc"
  end function scaled
# 8 "corpus/fortran/inc/generic_kind.inc"
  subroutine report(x)
    real(wp), intent(in) :: x
    include 'report_fmt.inc'
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'kinds_dp::report', 1, 'corpus/fortran/inc/generic_kind.inc', 8)
# 11 "corpus/fortran/inc/generic_kind.inc"
    print fmt, 'kind ', kind(x), ' value ', x
    if (x > 1000) then
      call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 12 "corpus/fortran/inc/generic_kind.inc"
      return
    end if
# 13 "corpus/fortran/inc/generic_kind.inc"
    print '(a)', 'small'
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 14 "corpus/fortran/inc/generic_kind.inc"
  end subroutine report
# 19 "corpus/fortran/include_kinds.f90"
end module kinds_dp

program include_kinds
  use kinds_sp, only: twice_sp => twice, report_sp => report
  use kinds_dp, only: twice_dp => twice, report_dp => report
  implicit none
  integer :: i
  real :: a
  double precision :: b
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'include_kinds', 1, 'corpus/fortran/include_kinds.f90', 21)
# 28 "corpus/fortran/include_kinds.f90"
  a = 1.5
  b = 2.25d0
  do i = 1, 2
    a = twice_sp(a)
  end do
  do i = 1, 3
    b = twice_dp(b)
  end do
  call report_sp(a)
  call report_dp(b)
  do i = 1, 3
    call count_up()
  end do
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 41 "corpus/fortran/include_kinds.f90"
contains
# 1 "corpus/fortran/inc/counter_procs.inc"
  subroutine count_up()
    integer, save :: n = 0
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'include_kinds::count_up', 1, 'corpus/fortran/inc/counter_procs.inc', 1)
# 3 "corpus/fortran/inc/counter_procs.inc"
    n = n + 1
    if (n == 3) call reset(n)
    print '(a,i0)', 'count ', n
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 6 "corpus/fortran/inc/counter_procs.inc"
  end subroutine count_up
  subroutine reset(n)
    integer, intent(inout) :: n
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'include_kinds::reset', 1, 'corpus/fortran/inc/counter_procs.inc', 7)
# 9 "corpus/fortran/inc/counter_procs.inc"
    n = 0
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 10 "corpus/fortran/inc/counter_procs.inc"
  end subroutine reset
# 43 "corpus/fortran/include_kinds.f90"
end program include_kinds
