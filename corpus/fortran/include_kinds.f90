! srcinst-test: flags=-Iinc calls=include_kinds:1,twice:5,scaled:5,report:2,count_up:3,reset:1
! One generic body INCLUDEd into two modules of different kinds (a kind
! parameter of the including module), with a nested INCLUDE of a procedure
! and an INCLUDE of declarations inside an included procedure; procedures
! INCLUDEd into the main program after its CONTAINS. Each inclusion is
! instrumented in its place.
module kinds_sp
  implicit none
  integer, parameter :: wp = kind(1.0)
contains
  include 'generic_kind.inc'
end module kinds_sp

module kinds_dp
  implicit none
  integer, parameter :: wp = kind(1.0d0)
contains
  include 'generic_kind.inc'
end module kinds_dp

program include_kinds
  use kinds_sp, only: twice_sp => twice, report_sp => report
  use kinds_dp, only: twice_dp => twice, report_dp => report
  implicit none
  integer :: i
  real :: a
  double precision :: b
  a = 1.5
  b = 2.25d0
  do i = 1, 2
    a = twice_sp(a)
  end do
  do i = 1, 3
    b = twice_dp(b)
  end do
  call report_sp(a)
  call report_dp(b)
  do i = 1, 3
    call count_up()
  end do
contains
  include 'counter_procs.inc'
end program include_kinds
