program main
  implicit none
  integer :: i, j, k, s
  s = 0
  do k = 1, 5
    do i = 1, 3
      s = s + i
    end do
    do i = 1, 10
      do j = 1, k
        s = s + work(j)
      end do
      do j = 1, k
        s = s - 1
      end do
    end do
    do while (s > 50)
      s = s - 7
    end do
  end do
  print *, s
contains
  integer function work(x)
    integer, intent(in) :: x
    work = mod(x, 7)
  end function
end program
