module m
contains
  integer function f(x)
    integer, intent(in) :: x
    f = x
#ifdef ARMOR
    if (x < 0) return
    if (x == 3) then
      f = -3
      return
    end if
#endif
    f = f + 1
  end function f
  subroutine s(x)
    integer, intent(in) :: x
#ifndef ARMOR
    if (x > 100) stop 3
#else
    if (x > 100) error stop 4
#endif
    print *, 's', x
  end subroutine s
end module m
program p
  use m
  print *, f(-1), f(3), f(5), __LINE__
  call s(1)
end program p
