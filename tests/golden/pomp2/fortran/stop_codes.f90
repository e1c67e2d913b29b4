! srcinst-test: exit=3 abort=yes calls=check_input:2,process:3,finish:1
! The program ends with STOP 3 executed inside a called subroutine; an
! earlier IF (...) STOP is evaluated but not taken.

module work
  implicit none
  integer :: processed = 0
contains
  subroutine check_input(n)
    integer, intent(in) :: n
    if (n < 0) stop
    write(*, '(a,i4)') ' input ok:', n
  end subroutine check_input

  subroutine process(n)
    integer, intent(in) :: n
    processed = processed + n
    write(*, '(a,i4,a,i5)') ' processed', n, ' running total', processed
    if (processed > 10) call finish(processed)
  end subroutine process

  subroutine finish(total)
    integer, intent(in) :: total
    write(*, '(a,i5)') ' finishing with total', total
    flush(6)
    stop 3
  end subroutine finish
end module work

program stop_codes
  use work
  implicit none
  integer :: i
  call check_input(4)
  call check_input(9)
  do i = 3, 9, 3
    call process(i)
  end do
  write(*, '(a)') ' not reached'
end program stop_codes
