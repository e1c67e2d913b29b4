  ! instantiated once per kind: WP, SUM_NAME and NORM_NAME come from the includer
  function SUM_NAME(x) result(s)
    real(WP), intent(in) :: x(:)
    real(WP) :: s
    integer :: i
    s = 0
    do i = 1, size(x)
      s = s + NORM_NAME(x(i))
    end do
  end function SUM_NAME
  function NORM_NAME(v) result(r)
    real(WP), intent(in) :: v
    real(WP) :: r
#ifdef COUNT_CALLS
    call tally()
#endif
    r = abs(v)
  end function NORM_NAME
