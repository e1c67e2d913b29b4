# 1 "corpus/fortran/call_abort.f90"
! srcinst-test: signal=6 abort=yes calls=check:4,guard:1
! CALL ABORT() from a nested routine: the process dies with SIGABRT.
! Unit 6 is flushed first because abort does not flush buffered output.

subroutine check(v, limit)
  implicit none
  integer, intent(in) :: v, limit
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'check', 1, 'corpus/fortran/call_abort.f90', 5)
# 8 "corpus/fortran/call_abort.f90"
  write(*, '(a,i4)') ' checking', v
  if (v <= limit) go to 99999
  call guard(v)
99999 continue
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 11 "corpus/fortran/call_abort.f90"
end subroutine check

subroutine guard(v)
  implicit none
  integer, intent(in) :: v
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'guard', 1, 'corpus/fortran/call_abort.f90', 13)
# 16 "corpus/fortran/call_abort.f90"
  write(*, '(a,i4)') ' value too large:', v
  flush(6)
  call abort()
end subroutine guard

program call_abort
  implicit none
  integer :: i
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'call_abort', 1, 'corpus/fortran/call_abort.f90', 21)
# 24 "corpus/fortran/call_abort.f90"
  do i = 1, 6
    call check(i * i, 10)
  end do
  write(*, '(a)') ' not reached'
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 28 "corpus/fortran/call_abort.f90"
end program call_abort
