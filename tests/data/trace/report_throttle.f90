! For tests/test_report.py (--exclude-list): a Fortran module function
! called 30,000 times (excluded), a subroutine called twice (kept), and
! the main program, which is never excluded.
module cells
  implicit none
contains
  integer function cell(i)
    integer, intent(in) :: i
    cell = mod(i * 7, 13)
  end function cell

  subroutine smooth(n, total)
    integer, intent(in) :: n
    integer, intent(inout) :: total
    integer :: i
    do i = 1, n
      total = mod(total * 31 + i, 1000003)
    end do
  end subroutine smooth
end module cells

program throttle_demo
  use cells
  implicit none
  integer :: i, total
  total = 0
  do i = 1, 30000
    total = total + cell(i)
  end do
  call smooth(100000, total)
  call smooth(100000, total)
  print *, total
end program throttle_demo
