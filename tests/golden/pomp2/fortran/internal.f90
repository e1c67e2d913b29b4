! srcinst-test: abort=no calls=add_items:1,step:3,twice:2,outer:4,inner_a:3,inner_sum:5
! Internal procedures after CONTAINS in the main program and in an
! external subroutine; internal procedures calling each other; a host
! that returns early before its CONTAINS section.

program internal_demo
  implicit none
  integer :: total
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
contains
  subroutine add_items(n)
    integer, intent(in) :: n
    integer :: i
    do i = 1, n
      total = total + step(i)
    end do
  end subroutine add_items

  integer function step(i)
    integer, intent(in) :: i
    step = i * 10
  end function step

  integer function twice(x)
    integer, intent(in) :: x
    twice = 2 * x
  end function twice
end program internal_demo

subroutine outer(n, acc)
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: acc
  if (n < 0) then
    write(*, '(a)') ' outer: negative, early return'
    return
  end if
  call inner_a(n)
  if (acc > 100) return
  acc = acc + inner_sum(n)
  write(*, '(a,i6)') ' outer: reached the end, acc =', acc
contains
  subroutine inner_a(m)
    integer, intent(in) :: m
    if (m == 0) return
    acc = acc + inner_sum(m)
  end subroutine inner_a

  integer function inner_sum(m)
    integer, intent(in) :: m
    integer :: k
    inner_sum = 0
    do k = 1, m
      inner_sum = inner_sum + k
    end do
  end function inner_sum
end subroutine outer
