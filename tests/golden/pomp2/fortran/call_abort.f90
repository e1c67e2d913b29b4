! srcinst-test: signal=6 abort=yes calls=check:4,guard:1
! CALL ABORT() from a nested routine: the process dies with SIGABRT.
! Unit 6 is flushed first because abort does not flush buffered output.

subroutine check(v, limit)
  implicit none
  integer, intent(in) :: v, limit
  write(*, '(a,i4)') ' checking', v
  if (v <= limit) return
  call guard(v)
end subroutine check

subroutine guard(v)
  implicit none
  integer, intent(in) :: v
  write(*, '(a,i4)') ' value too large:', v
  flush(6)
  call abort()
end subroutine guard

program call_abort
  implicit none
  integer :: i
  do i = 1, 6
    call check(i * i, 10)
  end do
  write(*, '(a)') ' not reached'
end program call_abort
