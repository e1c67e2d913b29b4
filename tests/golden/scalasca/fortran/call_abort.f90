# 1 "corpus/fortran/call_abort.f90"
! srcinst-test: signal=6 abort=yes calls=check:4,guard:1
! CALL ABORT() from a nested routine: the process dies with SIGABRT.
! Unit 6 is flushed first because abort does not flush buffered output.

subroutine check(v, limit)
  implicit none
  integer, intent(in) :: v, limit
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'check'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/call_abort.f90'//char(0), 5)
# 8 "corpus/fortran/call_abort.f90"
  write(*, '(a,i4)') ' checking', v
  if (v <= limit) go to 99999
  call guard(v)
99999 continue
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/call_abort.f90'//char(0), 11)
# 11 "corpus/fortran/call_abort.f90"
end subroutine check

subroutine guard(v)
  implicit none
  integer, intent(in) :: v
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'guard'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/call_abort.f90'//char(0), 13)
# 16 "corpus/fortran/call_abort.f90"
  write(*, '(a,i4)') ' value too large:', v
  flush(6)
  call abort()
end subroutine guard

program call_abort
  implicit none
  integer :: i
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'call_abort'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/call_abort.f90'//char(0), 21)
# 24 "corpus/fortran/call_abort.f90"
  do i = 1, 6
    call check(i * i, 10)
  end do
  write(*, '(a)') ' not reached'
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/call_abort.f90'//char(0), 28)
# 28 "corpus/fortran/call_abort.f90"
end program call_abort
