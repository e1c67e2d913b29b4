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
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'stack_mod::push', 1, 'corpus/fortran/error_stop.f90', 10)
# 12 "corpus/fortran/error_stop.f90"
    call validate(v)
    depth = depth + 1
    items(depth) = v
    write(*, '(a,i4,a,i2)') ' pushed', v, ' depth', depth
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 16 "corpus/fortran/error_stop.f90"
  end subroutine push

  subroutine validate(v)
    integer, intent(in) :: v
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'stack_mod::validate', 1, 'corpus/fortran/error_stop.f90', 18)
# 20 "corpus/fortran/error_stop.f90"
    if (v < 0) error stop 7
    if (depth >= cap) call fail('stack overflow')
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 22 "corpus/fortran/error_stop.f90"
  end subroutine validate

  subroutine fail(msg)
    character(len=*), intent(in) :: msg
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'stack_mod::fail', 1, 'corpus/fortran/error_stop.f90', 24)
# 26 "corpus/fortran/error_stop.f90"
    write(*, '(a,a)') ' failing: ', msg
    flush(6)
    error stop 4
  end subroutine fail
end module stack_mod

program error_stop
  use stack_mod
  implicit none
  integer :: k
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'error_stop', 1, 'corpus/fortran/error_stop.f90', 32)
# 36 "corpus/fortran/error_stop.f90"
  do k = 1, 5
    call push(10 * k)
  end do
  write(*, '(a)') ' not reached'
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 40 "corpus/fortran/error_stop.f90"
end program error_stop
