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
    if (n < 0) then
      f = -1
      return
    end if
    if (n <= 1) then
      f = 1
      return
    end if
    f = n * fact(n - 1)
  end function fact

  recursive function ack(m, n) result(a)
    integer, intent(in) :: m, n
    integer :: a
    if (m == 0) then
      a = n + 1
      return
    else if (n == 0) then
      a = ack(m - 1, 1)
      return
    end if
    a = ack(m - 1, ack(m, n - 1))
  end function ack

  recursive logical function is_even(n) result(r)
    integer, intent(in) :: n
    r = .true.
    if (n == 0) return
    r = is_odd(n - 1)
  end function is_even

  recursive logical function is_odd(n) result(r)
    integer, intent(in) :: n
    r = .false.
    if (n == 0) return
    r = is_even(n - 1)
  end function is_odd

  recursive subroutine hanoi(n, from, to, via)
    integer, intent(in) :: n, from, to, via
    if (n == 0) return
    call hanoi(n - 1, from, via, to)
    moves = moves + 1
    if (n == 3) write(*, '(a,i2,a,i2)') ' move largest disk', from, ' ->', to
    call hanoi(n - 1, via, to, from)
  end subroutine hanoi
end module recur

recursive subroutine collatz(n, steps)
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: steps
  if (n == 1) return
  steps = steps + 1
  if (mod(n, 2) == 0) then
    call collatz(n / 2, steps)
    return
  end if
  call collatz(3 * n + 1, steps)
end subroutine collatz

program recursion
  use recur
  implicit none
  integer :: steps
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
end program recursion
