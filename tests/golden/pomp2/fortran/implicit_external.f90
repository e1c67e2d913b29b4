! srcinst-test: abort=no calls=implicit_external:1,bump:2,helper:2,declared_one:1,with_interface:1,contained:1
! Fortran 2018 IMPLICIT NONE (TYPE, EXTERNAL): every procedure the inserted
! code calls must be declared. A module's IMPLICIT NONE (EXTERNAL) holds for
! its procedures and their internal procedures; a routine that already
! declares one (EXTERNAL, an interface body) must not get it twice.
module ie_mod
  implicit none (type, external)
contains
  subroutine bump(n)
    integer, intent(inout) :: n
    n = n + helper(n)
    if (n > 100) return
    n = n + 1
  contains
    integer function helper(k)
      integer, intent(in) :: k
      helper = 2 * k
    end function helper
  end subroutine bump
end module ie_mod

subroutine declared_one(n)
  implicit none (external)
  external :: srcinst_test_f_enter
  integer :: n
  print '(a,i0)', 'declared_one ', n
end subroutine declared_one

subroutine with_interface(n)
  implicit none (type, external)
  interface
    subroutine srcinst_test_f_exit(routine, file, line)
      character(*), intent(in) :: routine, file
      integer, intent(in) :: line
    end subroutine srcinst_test_f_exit
  end interface
  integer :: n
  print '(a,i0)', 'with_interface ', n
end subroutine with_interface

program implicit_external
  use ie_mod
  implicit none (type, external)
  external :: declared_one, with_interface
  integer :: k
  k = 3
  call bump(k)
  call bump(k)
  print '(a,i0)', 'k = ', k
  call declared_one(k)
  call with_interface(k)
  call contained()
contains
  subroutine contained()
    print '(a)', 'contained'
  end subroutine contained
end program implicit_external
