# 1 "corpus/fortran/internal.f90"
! srcinst-test: abort=no calls=add_items:1,step:3,twice:2,outer:4,inner_a:3,inner_sum:5
! Internal procedures after CONTAINS in the main program and in an
! external subroutine; internal procedures calling each other; a host
! that returns early before its CONTAINS section.

program internal_demo
  implicit none
  integer :: total
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'internal_demo')
  call TAU_PROFILE_START(tau_profiler)
# 9 "corpus/fortran/internal.f90"
  total = 0
  call add_items(3)
  write(*, '(a,i6)') ' after add_items:', total
  call outer(5, total)
  write(*, '(a,i6)') ' after outer(5):', total
  call outer(-1, total)
  call outer(4, total)
  write(*, '(a,i6)') ' after outer(4):', total
  call outer(2, total)
  write(*, '(a,i6)') ' after outer(2):', total
  write(*, '(a,i6)') ' twice(total):', twice(total)
  write(*, '(a,i6)') ' twice(7):', twice(7)
  call TAU_PROFILE_STOP(tau_profiler)
# 21 "corpus/fortran/internal.f90"
contains
  subroutine add_items(n)
    integer, intent(in) :: n
    integer :: i
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'internal_demo::add_items')
    call TAU_PROFILE_START(tau_profiler)
# 25 "corpus/fortran/internal.f90"
    do i = 1, n
      total = total + step(i)
    end do
    call TAU_PROFILE_STOP(tau_profiler)
# 28 "corpus/fortran/internal.f90"
  end subroutine add_items

  integer function step(i)
    integer, intent(in) :: i
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'internal_demo::step')
    call TAU_PROFILE_START(tau_profiler)
# 32 "corpus/fortran/internal.f90"
    step = i * 10
    call TAU_PROFILE_STOP(tau_profiler)
# 33 "corpus/fortran/internal.f90"
  end function step

  integer function twice(x)
    integer, intent(in) :: x
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'internal_demo::twice')
    call TAU_PROFILE_START(tau_profiler)
# 37 "corpus/fortran/internal.f90"
    twice = 2 * x
    call TAU_PROFILE_STOP(tau_profiler)
# 38 "corpus/fortran/internal.f90"
  end function twice
end program internal_demo

subroutine outer(n, acc)
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: acc
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'outer')
  call TAU_PROFILE_START(tau_profiler)
# 45 "corpus/fortran/internal.f90"
  if (n < 0) then
    write(*, '(a)') ' outer: negative, early return'
    go to 99999
  end if
  call inner_a(n)
  if (acc > 100) go to 99999
  acc = acc + inner_sum(n)
  write(*, '(a,i6)') ' outer: reached the end, acc =', acc
99999 continue
  call TAU_PROFILE_STOP(tau_profiler)
# 53 "corpus/fortran/internal.f90"
contains
  subroutine inner_a(m)
    integer, intent(in) :: m
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'outer::inner_a')
    call TAU_PROFILE_START(tau_profiler)
# 56 "corpus/fortran/internal.f90"
    if (m == 0) go to 99999
    acc = acc + inner_sum(m)
99999 continue
    call TAU_PROFILE_STOP(tau_profiler)
# 58 "corpus/fortran/internal.f90"
  end subroutine inner_a

  integer function inner_sum(m)
    integer, intent(in) :: m
    integer :: k
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'outer::inner_sum')
    call TAU_PROFILE_START(tau_profiler)
# 63 "corpus/fortran/internal.f90"
    inner_sum = 0
    do k = 1, m
      inner_sum = inner_sum + k
    end do
    call TAU_PROFILE_STOP(tau_profiler)
# 67 "corpus/fortran/internal.f90"
  end function inner_sum
end subroutine outer
