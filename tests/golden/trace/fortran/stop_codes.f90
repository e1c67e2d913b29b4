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
    call srcinst_trace_f_enter_at('work::check_input corpus/fortran/stop_codes.f90:9')
# 11 "corpus/fortran/stop_codes.f90"
    if (n < 0) then
      call srcinst_trace_f_abort_at('work::check_input corpus/fortran/stop_codes.f90:11')
# 11 "corpus/fortran/stop_codes.f90"
      stop
    end if
# 12 "corpus/fortran/stop_codes.f90"
    write(*, '(a,i4)') ' input ok:', n
    call srcinst_trace_f_exit_at('work::check_input corpus/fortran/stop_codes.f90:9')
# 13 "corpus/fortran/stop_codes.f90"
  end subroutine check_input

  subroutine process(n)
    integer, intent(in) :: n
    call srcinst_trace_f_enter_at('work::process corpus/fortran/stop_codes.f90:15')
# 17 "corpus/fortran/stop_codes.f90"
    processed = processed + n
    write(*, '(a,i4,a,i5)') ' processed', n, ' running total', processed
    if (processed > 10) call finish(processed)
    call srcinst_trace_f_exit_at('work::process corpus/fortran/stop_codes.f90:15')
# 20 "corpus/fortran/stop_codes.f90"
  end subroutine process

  subroutine finish(total)
    integer, intent(in) :: total
    call srcinst_trace_f_enter_at('work::finish corpus/fortran/stop_codes.f90:22')
# 24 "corpus/fortran/stop_codes.f90"
    write(*, '(a,i5)') ' finishing with total', total
    flush(6)
    call srcinst_trace_f_abort_at('work::finish corpus/fortran/stop_codes.f90:26')
# 26 "corpus/fortran/stop_codes.f90"
    stop 3
  end subroutine finish
end module work

program stop_codes
  use work
  implicit none
  integer :: i
  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('stop_codes corpus/fortran/stop_codes.f90:30')
# 34 "corpus/fortran/stop_codes.f90"
  call check_input(4)
  call check_input(9)
  do i = 3, 9, 3
    call process(i)
  end do
  write(*, '(a)') ' not reached'
  call srcinst_trace_f_exit_at('stop_codes corpus/fortran/stop_codes.f90:30')
# 40 "corpus/fortran/stop_codes.f90"
end program stop_codes
