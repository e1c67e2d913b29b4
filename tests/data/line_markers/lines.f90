! Warnings on original lines, around every kind of insertion: entry,
! IF-RETURN rewrite, labeled RETURN, exit before END, STOP, ENTRY.
module helpers
  implicit none
contains
  integer function pick(k)
    integer, intent(in) :: k
    integer :: unused_a
    real :: r
    r = 2.5
    pick = r
    if (k > 3) return
    pick = pick + k
  end function pick

  subroutine walk(n, total)
    integer, intent(in) :: n
    integer, intent(out) :: total
    integer :: i, unused_b
    real :: x
    total = 0; x = 1.5
    do i = 1, n
      if (i > 5) return
      total = total + x
    end do
    if (total > 100) goto 10
    total = total + 1
10  return
  end subroutine walk
end module helpers

program lines
  use helpers
  implicit none
  integer :: t, unused_c
  real :: y
  y = 3.7
  t = y
  call walk(pick(2), t)
  print '(i0)', t
  if (t < 0) stop 1
  t = y * 2
  print '(i0)', t
end program lines
