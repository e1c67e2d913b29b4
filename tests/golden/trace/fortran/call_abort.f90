# 1 "corpus/fortran/call_abort.f90"
! srcinst-test: signal=6 abort=yes calls=check:4,guard:1
! CALL ABORT() from a nested routine: the process dies with SIGABRT.
! Unit 6 is flushed first because abort does not flush buffered output.

subroutine check(v, limit)
  implicit none
  integer, intent(in) :: v, limit
  call srcinst_trace_f_enter_at('check corpus/fortran/call_abort.f90:5')
# 8 "corpus/fortran/call_abort.f90"
  write(*, '(a,i4)') ' checking', v
  if (v <= limit) go to 99999
  call guard(v)
99999 continue
  call srcinst_trace_f_exit_at('check corpus/fortran/call_abort.f90:5')
# 11 "corpus/fortran/call_abort.f90"
end subroutine check

subroutine guard(v)
  implicit none
  integer, intent(in) :: v
  call srcinst_trace_f_enter_at('guard corpus/fortran/call_abort.f90:13')
# 16 "corpus/fortran/call_abort.f90"
  write(*, '(a,i4)') ' value too large:', v
  flush(6)
  call srcinst_trace_f_abort_at('guard corpus/fortran/call_abort.f90:18')
# 18 "corpus/fortran/call_abort.f90"
  call abort()
end subroutine guard

program call_abort
  implicit none
  integer :: i
  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('call_abort corpus/fortran/call_abort.f90:21')
# 24 "corpus/fortran/call_abort.f90"
  do i = 1, 6
    call check(i * i, 10)
  end do
  write(*, '(a)') ' not reached'
  call srcinst_trace_f_exit_at('call_abort corpus/fortran/call_abort.f90:21')
# 28 "corpus/fortran/call_abort.f90"
end program call_abort
