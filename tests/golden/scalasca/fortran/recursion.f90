# 1 "corpus/fortran/recursion.f90"
! srcinst-test: abort=no calls=fact:8,ack:20,is_even:7,is_odd:6,hanoi:15,collatz:9
! Recursive functions and subroutines with several return paths:
! factorial, a small Ackermann, mutually recursive even/odd, Hanoi and
! a Collatz step counter.

module recur
  implicit none
  integer :: moves = 0
contains
  recursive integer function fact(n) result(f)
    integer, intent(in) :: n
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'recur::fact'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 10)
# 12 "corpus/fortran/recursion.f90"
    if (n < 0) then
      f = -1
      go to 99999
    end if
    if (n <= 1) then
      f = 1
      go to 99999
    end if
    f = n * fact(n - 1)
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 21)
# 21 "corpus/fortran/recursion.f90"
  end function fact

  recursive function ack(m, n) result(a)
    integer, intent(in) :: m, n
    integer :: a
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'recur::ack'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 23)
# 26 "corpus/fortran/recursion.f90"
    if (m == 0) then
      a = n + 1
      go to 99999
    else if (n == 0) then
      a = ack(m - 1, 1)
      go to 99999
    end if
    a = ack(m - 1, ack(m, n - 1))
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 34)
# 34 "corpus/fortran/recursion.f90"
  end function ack

  recursive logical function is_even(n) result(r)
    integer, intent(in) :: n
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'recur::is_even'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 36)
# 38 "corpus/fortran/recursion.f90"
    r = .true.
    if (n == 0) go to 99999
    r = is_odd(n - 1)
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 41)
# 41 "corpus/fortran/recursion.f90"
  end function is_even

  recursive logical function is_odd(n) result(r)
    integer, intent(in) :: n
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'recur::is_odd'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 43)
# 45 "corpus/fortran/recursion.f90"
    r = .false.
    if (n == 0) go to 99999
    r = is_even(n - 1)
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 48)
# 48 "corpus/fortran/recursion.f90"
  end function is_odd

  recursive subroutine hanoi(n, from, to, via)
    integer, intent(in) :: n, from, to, via
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'recur::hanoi'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 50)
# 52 "corpus/fortran/recursion.f90"
    if (n == 0) go to 99999
    call hanoi(n - 1, from, via, to)
    moves = moves + 1
    if (n == 3) write(*, '(a,i2,a,i2)') ' move largest disk', from, ' ->', to
    call hanoi(n - 1, via, to, from)
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 57)
# 57 "corpus/fortran/recursion.f90"
  end subroutine hanoi
end module recur

recursive subroutine collatz(n, steps)
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: steps
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'collatz'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 60)
# 64 "corpus/fortran/recursion.f90"
  if (n == 1) go to 99999
  steps = steps + 1
  if (mod(n, 2) == 0) then
    call collatz(n / 2, steps)
    go to 99999
  end if
  call collatz(3 * n + 1, steps)
99999 continue
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 71)
# 71 "corpus/fortran/recursion.f90"
end subroutine collatz

program recursion
  use recur
  implicit none
  integer :: steps
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'recursion'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 73)
# 77 "corpus/fortran/recursion.f90"
  write(*, '(a,i10)') ' fact(6) =', fact(6)
  write(*, '(a,i10)') ' fact(1) =', fact(1)
  write(*, '(a,i10)') ' fact(-2) =', fact(-2)
  write(*, '(a,i10)') ' ack(1,2) =', ack(1, 2)
  write(*, '(a,i10)') ' ack(2,1) =', ack(2, 1)
  write(*, '(a,2l2)') ' is_even(7), is_odd(3):', is_even(7), is_odd(3)
  write(*, '(a,l2)') ' is_even(0):', is_even(0)
  call hanoi(3, 1, 3, 2)
  write(*, '(a,i4)') ' hanoi moves:', moves
  steps = 0
  call collatz(6, steps)
  write(*, '(a,i4)') ' collatz(6) steps:', steps
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/recursion.f90'//char(0), 89)
# 89 "corpus/fortran/recursion.f90"
end program recursion
