# 1 "corpus/fortran/preproc.F90"
! srcinst-test: flags=-DUSE_FAST abort=no calls=setup:1,report:3,fast_sum:1,finish:1,compute:5
! compute has a return in an inactive #else branch: srcinst rewrites it from
! the text like the active ones.
! Preprocessed free form (.F90): #define, #include of a header with macros,
! #ifdef/#else/#endif around declarations and executable statements (a
! RETURN sits in the inactive branch), and an #ifdef around the first
! executable statement of a routine. Built with -DUSE_FAST.
#include "preproc_inc.h"
#define GREETING 'preprocessed'
#ifndef MODE_NAME
#define MODE_NAME 'fast-mode'
#endif

module pp
  implicit none
#ifdef USE_FAST
  integer, parameter :: mode = 1
#else
  integer, parameter :: mode = 2
#endif
  integer :: table(TABLE_SIZE) = 0
contains
  subroutine setup()
#ifdef USE_FAST
    integer :: i
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'pp::setup'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 23)
#else
    integer :: j
#endif
# 29 "corpus/fortran/preproc.F90"
#ifdef USE_FAST
# 30 "corpus/fortran/preproc.F90"
    do i = 1, TABLE_SIZE
      table(i) = SQUARE(i)
    end do
#else
    do j = 1, TABLE_SIZE
      table(j) = j
    end do
#endif
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 38)
# 38 "corpus/fortran/preproc.F90"
  end subroutine setup

  integer function compute(x)
    integer, intent(in) :: x
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'pp::compute'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 40)
#ifdef USE_FAST
# 43 "corpus/fortran/preproc.F90"
    compute = x * SCALE_FACTOR
    if (x < 0) go to 99999
#else
    compute = x
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 51)
# 47 "corpus/fortran/preproc.F90"
    return
#endif
# 49 "corpus/fortran/preproc.F90"
    if (x > 10) go to 99999
    compute = compute + 1
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 51)
# 51 "corpus/fortran/preproc.F90"
  end function compute

  subroutine report(tag)
    character(len=*), intent(in) :: tag
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'pp::report'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 53)
#ifdef USE_FAST
# 56 "corpus/fortran/preproc.F90"
    write(*, '(a,a)') ' fast: ', tag
#else
    integer :: unused
    unused = 0
    write(*, '(a,a)') ' slow: ', tag
#endif
    if (len(tag) > BANNER_WIDTH) go to 99999
    write(*, '(a,i3)') '   tag length', len(tag)
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 64)
# 64 "corpus/fortran/preproc.F90"
  end subroutine report

#ifdef USE_FAST
  integer function fast_sum()
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'pp::fast_sum'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 67)
# 68 "corpus/fortran/preproc.F90"
    fast_sum = sum(table) * SCALE_FACTOR
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 69)
# 69 "corpus/fortran/preproc.F90"
  end function fast_sum
#else
# 71 "corpus/fortran/preproc.F90"
  integer function slow_sum()
    integer :: k
    slow_sum = 0
    do k = 1, TABLE_SIZE
      slow_sum = slow_sum + table(k)
    end do
  end function slow_sum
#endif
# 79 "corpus/fortran/preproc.F90"
end module pp

subroutine finish(n)
  use pp, only: mode
  implicit none
  integer, intent(in) :: n
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'finish'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 81)
#if defined(USE_FAST) && SCALE_FACTOR > 2
# 86 "corpus/fortran/preproc.F90"
  write(*, '(a,i4,a,i2)') ' finish', n, ' mode', mode
  go to 99999
#endif
  write(*, '(a)') ' finish (generic path)'
99999 continue
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 90)
# 90 "corpus/fortran/preproc.F90"
end subroutine finish

program preproc
  use pp
  implicit none
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'preproc'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 92)
# 95 "corpus/fortran/preproc.F90"
  call setup()
  write(*, '(a,a,a)') GREETING, ' ', MODE_NAME
  write(*, '(a,5i4)') ' table:', table
  write(*, '(a,3i5)') ' compute:', compute(2), compute(20), compute(-1)
  write(*, '(a,i5)') ' square macro:', SQUARE(compute(1) + 1)
  call report('short')
  call report('a rather long tag that exceeds the banner')
#ifdef USE_FAST
  write(*, '(a,i6)') ' fast_sum:', fast_sum()
#else
  write(*, '(a,i6)') ' slow_sum:', slow_sum()
#endif
  call report(MODE_NAME)
  call finish(mode)
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/preproc.F90'//char(0), 109)
# 109 "corpus/fortran/preproc.F90"
end program preproc
