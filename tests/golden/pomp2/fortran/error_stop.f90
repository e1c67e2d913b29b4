! srcinst-test: exit=4 abort=yes calls=push:4,validate:4,fail:1
! ERROR STOP 4 reached from a module procedure.

module stack_mod
  implicit none
  integer, parameter :: cap = 3
  integer :: items(cap) = 0
  integer :: depth = 0
contains
  subroutine push(v)
    integer, intent(in) :: v
    call validate(v)
    depth = depth + 1
    items(depth) = v
    write(*, '(a,i4,a,i2)') ' pushed', v, ' depth', depth
  end subroutine push

  subroutine validate(v)
    integer, intent(in) :: v
    if (v < 0) error stop 7
    if (depth >= cap) call fail('stack overflow')
  end subroutine validate

  subroutine fail(msg)
    character(len=*), intent(in) :: msg
    write(*, '(a,a)') ' failing: ', msg
    flush(6)
    error stop 4
  end subroutine fail
end module stack_mod

program error_stop
  use stack_mod
  implicit none
  integer :: k
  do k = 1, 5
    call push(10 * k)
  end do
  write(*, '(a)') ' not reached'
end program error_stop
