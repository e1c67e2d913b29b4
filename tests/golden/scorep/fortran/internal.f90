# 1 "corpus/fortran/internal.f90"
! srcinst-test: abort=no calls=add_items:1,step:3,twice:2,outer:4,inner_a:3,inner_sum:5
! Internal procedures after CONTAINS in the main program and in an
! external subroutine; internal procedures calling each other; a host
! that returns early before its CONTAINS section.

program internal_demo
  implicit none
  integer :: total
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'internal_demo', 1, 'corpus/fortran/internal.f90', 6)
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
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 21 "corpus/fortran/internal.f90"
contains
  subroutine add_items(n)
    integer, intent(in) :: n
    integer :: i
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'internal_demo::add_items', 1, 'corpus/fortran/internal.f90', 22)
# 25 "corpus/fortran/internal.f90"
    do i = 1, n
      total = total + step(i)
    end do
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 28 "corpus/fortran/internal.f90"
  end subroutine add_items

  integer function step(i)
    integer, intent(in) :: i
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'internal_demo::step', 1, 'corpus/fortran/internal.f90', 30)
# 32 "corpus/fortran/internal.f90"
    step = i * 10
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 33 "corpus/fortran/internal.f90"
  end function step

  integer function twice(x)
    integer, intent(in) :: x
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'internal_demo::twice', 1, 'corpus/fortran/internal.f90', 35)
# 37 "corpus/fortran/internal.f90"
    twice = 2 * x
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 38 "corpus/fortran/internal.f90"
  end function twice
end program internal_demo

subroutine outer(n, acc)
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: acc
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'outer', 1, 'corpus/fortran/internal.f90', 41)
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
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 53 "corpus/fortran/internal.f90"
contains
  subroutine inner_a(m)
    integer, intent(in) :: m
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'outer::inner_a', 1, 'corpus/fortran/internal.f90', 54)
# 56 "corpus/fortran/internal.f90"
    if (m == 0) go to 99999
    acc = acc + inner_sum(m)
99999 continue
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 58 "corpus/fortran/internal.f90"
  end subroutine inner_a

  integer function inner_sum(m)
    integer, intent(in) :: m
    integer :: k
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'outer::inner_sum', 1, 'corpus/fortran/internal.f90', 60)
# 63 "corpus/fortran/internal.f90"
    inner_sum = 0
    do k = 1, m
      inner_sum = inner_sum + k
    end do
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 67 "corpus/fortran/internal.f90"
  end function inner_sum
end subroutine outer
