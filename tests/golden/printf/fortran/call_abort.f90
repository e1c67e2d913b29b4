# 1 "corpus/fortran/call_abort.f90"
! srcinst-test: signal=6 abort=yes calls=check:4,guard:1
! CALL ABORT() from a nested routine: the process dies with SIGABRT.
! Unit 6 is flushed first because abort does not flush buffered output.

subroutine check(v, limit)
  implicit none
  integer, intent(in) :: v, limit
  write(0,*) 'enter check (corpus/fortran/call_abort.f90:5)'
# 8 "corpus/fortran/call_abort.f90"
  write(*, '(a,i4)') ' checking', v
  if (v <= limit) then
    write(0,*) 'leave check (corpus/fortran/call_abort.f90:9)'
# 9 "corpus/fortran/call_abort.f90"
    return
  end if
# 10 "corpus/fortran/call_abort.f90"
  call guard(v)
  write(0,*) 'leave check (corpus/fortran/call_abort.f90:11)'
# 11 "corpus/fortran/call_abort.f90"
end subroutine check

subroutine guard(v)
  implicit none
  integer, intent(in) :: v
  write(0,*) 'enter guard (corpus/fortran/call_abort.f90:13)'
# 16 "corpus/fortran/call_abort.f90"
  write(*, '(a,i4)') ' value too large:', v
  flush(6)
  write(0,*) 'abort in guard at corpus/fortran/call_abort.f90:18'
# 18 "corpus/fortran/call_abort.f90"
  call abort()
end subroutine guard

program call_abort
  implicit none
  integer :: i
  write(0,'(1x,a,i0,a)') 'init argc=', command_argument_count() + 1, ' (corpus/fortran/call_abort.f90:21)'
  write(0,*) 'enter call_abort (corpus/fortran/call_abort.f90:21)'
# 24 "corpus/fortran/call_abort.f90"
  do i = 1, 6
    call check(i * i, 10)
  end do
  write(*, '(a)') ' not reached'
  write(0,*) 'leave call_abort (corpus/fortran/call_abort.f90:28)'
# 28 "corpus/fortran/call_abort.f90"
end program call_abort
