# 1 "corpus/fortran/error_stop.f90"
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
    write(0,*) 'enter stack_mod::push (corpus/fortran/error_stop.f90:10)'
# 12 "corpus/fortran/error_stop.f90"
    call validate(v)
    depth = depth + 1
    items(depth) = v
    write(*, '(a,i4,a,i2)') ' pushed', v, ' depth', depth
    write(0,*) 'leave stack_mod::push (corpus/fortran/error_stop.f90:16)'
# 16 "corpus/fortran/error_stop.f90"
  end subroutine push

  subroutine validate(v)
    integer, intent(in) :: v
    write(0,*) 'enter stack_mod::validate (corpus/fortran/error_stop.f90:18)'
# 20 "corpus/fortran/error_stop.f90"
    if (v < 0) then
      write(0,*) 'abort in stack_mod::validate at corpus/fortran/error_stop.f90:20'
# 20 "corpus/fortran/error_stop.f90"
      error stop 7
    end if
# 21 "corpus/fortran/error_stop.f90"
    if (depth >= cap) call fail('stack overflow')
    write(0,*) 'leave stack_mod::validate (corpus/fortran/error_stop.f90:22)'
# 22 "corpus/fortran/error_stop.f90"
  end subroutine validate

  subroutine fail(msg)
    character(len=*), intent(in) :: msg
    write(0,*) 'enter stack_mod::fail (corpus/fortran/error_stop.f90:24)'
# 26 "corpus/fortran/error_stop.f90"
    write(*, '(a,a)') ' failing: ', msg
    flush(6)
    write(0,*) 'abort in stack_mod::fail at corpus/fortran/error_stop.f90:28'
# 28 "corpus/fortran/error_stop.f90"
    error stop 4
  end subroutine fail
end module stack_mod

program error_stop
  use stack_mod
  implicit none
  integer :: k
  write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1, ' (corpus/fortran/error_stop.f90:32)'
  write(0,*) 'enter error_stop (corpus/fortran/error_stop.f90:32)'
# 36 "corpus/fortran/error_stop.f90"
  do k = 1, 5
    call push(10 * k)
  end do
  write(*, '(a)') ' not reached'
  write(0,*) 'leave error_stop (corpus/fortran/error_stop.f90:40)'
# 40 "corpus/fortran/error_stop.f90"
end program error_stop
