! The Fortran twin of throttle_phases.c (tests/test_trace_throttle.py):
! 300,000 calls of a tiny function, then 20 calls of a heavy subroutine.
module phases_mod
  implicit none
contains
  integer function tiny(i)
    integer, intent(in) :: i
    tiny = mod(i * 3 + 1, 7)
  end function tiny

  subroutine heavy(n, s)
    integer, intent(in) :: n
    double precision, intent(inout) :: s
    integer :: i
    do i = 1, n
      s = s + dble(i) / (dble(i) + 1.0d0)
    end do
  end subroutine heavy
end module phases_mod

program throttle_phases
  use phases_mod
  implicit none
  integer :: i, total
  double precision :: s
  total = 0
  s = 0.0d0
  do i = 1, 300000
    total = total + tiny(i)
  end do
  do i = 1, 20
    call heavy(50000, s)
  end do
  print '(i0, 1x, f0.3)', total, s
end program throttle_phases
