module heat
contains
  pure function norm(v) result(s)
    real, intent(in) :: v(:)
    real :: s
    s = sum(v * v)
  end function norm

  subroutine step(u, n)
    integer, intent(in) :: n
    real, intent(inout) :: u(n)
    integer :: i
    do i = 2, n - 1
      u(i) = 0.5 * (u(i - 1) + u(i + 1))
    end do
    call report(u)
  end subroutine step

  subroutine report(u)
    real, intent(in) :: u(:)
    if (norm(u) > 1.0) print *, 'big'
  end subroutine report
end module heat

program main
  use heat
  real :: u(5) = 1.0
  call step(u, 5)
end program main
