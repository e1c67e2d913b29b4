# 1 "corpus/fortran/internal.f90"
! srcinst-test: abort=no calls=add_items:1,step:3,twice:2,outer:4,inner_a:3,inner_sum:5
! Internal procedures after CONTAINS in the main program and in an
! external subroutine; internal procedures calling each other; a host
! that returns early before its CONTAINS section.

program internal_demo
  implicit none
  integer :: total
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'internal_demo'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 6)
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
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 39)
# 21 "corpus/fortran/internal.f90"
contains
  subroutine add_items(n)
    integer, intent(in) :: n
    integer :: i
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'internal_demo::add_items'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 22)
# 25 "corpus/fortran/internal.f90"
    do i = 1, n
      total = total + step(i)
    end do
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 28)
# 28 "corpus/fortran/internal.f90"
  end subroutine add_items

  integer function step(i)
    integer, intent(in) :: i
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'internal_demo::step'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 30)
# 32 "corpus/fortran/internal.f90"
    step = i * 10
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 33)
# 33 "corpus/fortran/internal.f90"
  end function step

  integer function twice(x)
    integer, intent(in) :: x
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'internal_demo::twice'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 35)
# 37 "corpus/fortran/internal.f90"
    twice = 2 * x
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 38)
# 38 "corpus/fortran/internal.f90"
  end function twice
end program internal_demo

subroutine outer(n, acc)
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: acc
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'outer'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 41)
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
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 68)
# 53 "corpus/fortran/internal.f90"
contains
  subroutine inner_a(m)
    integer, intent(in) :: m
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'outer::inner_a'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 54)
# 56 "corpus/fortran/internal.f90"
    if (m == 0) go to 99999
    acc = acc + inner_sum(m)
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 58)
# 58 "corpus/fortran/internal.f90"
  end subroutine inner_a

  integer function inner_sum(m)
    integer, intent(in) :: m
    integer :: k
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'outer::inner_sum'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 60)
# 63 "corpus/fortran/internal.f90"
    inner_sum = 0
    do k = 1, m
      inner_sum = inner_sum + k
    end do
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/internal.f90'//char(0), 67)
# 67 "corpus/fortran/internal.f90"
  end function inner_sum
end subroutine outer
