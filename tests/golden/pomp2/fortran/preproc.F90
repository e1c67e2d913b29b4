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
#else
    integer :: j
#endif
#ifdef USE_FAST
    do i = 1, TABLE_SIZE
      table(i) = SQUARE(i)
    end do
#else
    do j = 1, TABLE_SIZE
      table(j) = j
    end do
#endif
  end subroutine setup

  integer function compute(x)
    integer, intent(in) :: x
#ifdef USE_FAST
    compute = x * SCALE_FACTOR
    if (x < 0) return
#else
    compute = x
    return
#endif
    if (x > 10) return
    compute = compute + 1
  end function compute

  subroutine report(tag)
    character(len=*), intent(in) :: tag
#ifdef USE_FAST
    write(*, '(a,a)') ' fast: ', tag
#else
    integer :: unused
    unused = 0
    write(*, '(a,a)') ' slow: ', tag
#endif
    if (len(tag) > BANNER_WIDTH) return
    write(*, '(a,i3)') '   tag length', len(tag)
  end subroutine report

#ifdef USE_FAST
  integer function fast_sum()
    fast_sum = sum(table) * SCALE_FACTOR
  end function fast_sum
#else
  integer function slow_sum()
    integer :: k
    slow_sum = 0
    do k = 1, TABLE_SIZE
      slow_sum = slow_sum + table(k)
    end do
  end function slow_sum
#endif
end module pp

subroutine finish(n)
  use pp, only: mode
  implicit none
  integer, intent(in) :: n
#if defined(USE_FAST) && SCALE_FACTOR > 2
  write(*, '(a,i4,a,i2)') ' finish', n, ' mode', mode
  return
#endif
  write(*, '(a)') ' finish (generic path)'
end subroutine finish

program preproc
  use pp
  implicit none
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
end program preproc
