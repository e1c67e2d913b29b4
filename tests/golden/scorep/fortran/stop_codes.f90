# 1 "corpus/fortran/stop_codes.f90"
! srcinst-test: exit=3 abort=yes calls=check_input:2,process:3,finish:1
! The program ends with STOP 3 executed inside a called subroutine; an
! earlier IF (...) STOP is evaluated but not taken.

module work
  implicit none
  integer :: processed = 0
contains
  subroutine check_input(n)
    integer, intent(in) :: n
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'work::check_input', 1, 'corpus/fortran/stop_codes.f90', 9)
# 11 "corpus/fortran/stop_codes.f90"
    if (n < 0) stop
    write(*, '(a,i4)') ' input ok:', n
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 13 "corpus/fortran/stop_codes.f90"
  end subroutine check_input

  subroutine process(n)
    integer, intent(in) :: n
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'work::process', 1, 'corpus/fortran/stop_codes.f90', 15)
# 17 "corpus/fortran/stop_codes.f90"
    processed = processed + n
    write(*, '(a,i4,a,i5)') ' processed', n, ' running total', processed
    if (processed > 10) call finish(processed)
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 20 "corpus/fortran/stop_codes.f90"
  end subroutine process

  subroutine finish(total)
    integer, intent(in) :: total
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'work::finish', 1, 'corpus/fortran/stop_codes.f90', 22)
# 24 "corpus/fortran/stop_codes.f90"
    write(*, '(a,i5)') ' finishing with total', total
    flush(6)
    stop 3
  end subroutine finish
end module work

program stop_codes
  use work
  implicit none
  integer :: i
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'stop_codes', 1, 'corpus/fortran/stop_codes.f90', 30)
# 34 "corpus/fortran/stop_codes.f90"
  call check_input(4)
  call check_input(9)
  do i = 3, 9, 3
    call process(i)
  end do
  write(*, '(a)') ' not reached'
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 40 "corpus/fortran/stop_codes.f90"
end program stop_codes
