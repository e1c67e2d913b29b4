# 1 "corpus/fortran/modules.f90"
! srcinst-test: abort=no calls=bump:3,add3:2,scaled:2,tri:5,greet:2,label8:3,total_of:3,show_elem:4,report:2,ext_report:1,shout:1,describe_int:1,describe_str:1 skip=square_pure,twice_elem
! Modules: module variables, CONTAINS, typed/result/recursive/character
! functions, assumed-shape arrays, pure and elemental functions (not
! instrumented), an impure elemental subroutine (instrumented), a generic
! interface, an interface block for an external procedure, a second module.

module geometry
  implicit none
  integer :: ncalls = 0
  integer, dimension(3) :: tally = 0
  real, parameter :: factor = 2.5
  interface describe
    module procedure describe_int, describe_str
  end interface describe
contains
  subroutine bump(k)
    integer, intent(in) :: k
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'geometry::bump'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 16)
# 18 "corpus/fortran/modules.f90"
    ncalls = ncalls + 1
    tally(k) = tally(k) + 1
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 20)
# 20 "corpus/fortran/modules.f90"
  end subroutine bump

  integer function add3(a, b, c)
    integer, intent(in) :: a, b, c
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'geometry::add3'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 22)
# 24 "corpus/fortran/modules.f90"
    add3 = a + b + c
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 25)
# 25 "corpus/fortran/modules.f90"
  end function add3

  function scaled(x, f) result(y)
    real, intent(in) :: x, f
    real :: y
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'geometry::scaled'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 27)
# 30 "corpus/fortran/modules.f90"
    y = x * f
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 31)
# 31 "corpus/fortran/modules.f90"
  end function scaled

  recursive function tri(n) result(t)
    integer, intent(in) :: n
    integer :: t
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'geometry::tri'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 33)
# 36 "corpus/fortran/modules.f90"
    if (n <= 0) then
      t = 0
      go to 99999
    end if
    t = n + tri(n - 1)
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 41)
# 41 "corpus/fortran/modules.f90"
  end function tri

  function greet(name) result(s)
    character(len=*), intent(in) :: name
    character(len=len(name)+7) :: s
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'geometry::greet'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 43)
# 46 "corpus/fortran/modules.f90"
    s = 'Hello, ' // name
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 47)
# 47 "corpus/fortran/modules.f90"
  end function greet

  character(len=8) function label8(i)
    integer, intent(in) :: i
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'geometry::label8'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 49)
# 51 "corpus/fortran/modules.f90"
    write(label8, '(a,i3.3)') 'item', i
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 52)
# 52 "corpus/fortran/modules.f90"
  end function label8

  integer function total_of(v)
    integer, intent(in) :: v(:)
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'geometry::total_of'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 54)
# 56 "corpus/fortran/modules.f90"
    total_of = sum(v) + size(v)
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 57)
# 57 "corpus/fortran/modules.f90"
  end function total_of

  pure integer function square_pure(x)
    integer, intent(in) :: x
    square_pure = x * x
  end function square_pure

  elemental integer function twice_elem(x)
    integer, intent(in) :: x
    twice_elem = 2 * x
  end function twice_elem

  impure elemental subroutine show_elem(x)
    integer, intent(in) :: x
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'geometry::show_elem'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 69)
# 71 "corpus/fortran/modules.f90"
    ncalls = ncalls + 1
    write(*, '(a,i4)') ' elem:', x
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 73)
# 73 "corpus/fortran/modules.f90"
  end subroutine show_elem

  subroutine describe_int(i)
    integer, intent(in) :: i
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'geometry::describe_int'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 75)
# 77 "corpus/fortran/modules.f90"
    write(*, '(a,i6)') ' describe integer', i
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 78)
# 78 "corpus/fortran/modules.f90"
  end subroutine describe_int

  subroutine describe_str(s)
    character(len=*), intent(in) :: s
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'geometry::describe_str'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 80)
# 82 "corpus/fortran/modules.f90"
    write(*, '(a,a)') ' describe string ', s
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 83)
# 83 "corpus/fortran/modules.f90"
  end subroutine describe_str
end module geometry

module reporting
  use geometry, only: ncalls, tally, total_of
  implicit none
  private
  public :: report
contains
  subroutine report(tag)
    character(len=*), intent(in) :: tag
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'reporting::report'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 92)
# 94 "corpus/fortran/modules.f90"
    write(*, '(a,a,i4,a,3i3,a,i4)') tag, ' ncalls=', ncalls, ' tally=', tally, &
      ' total=', total_of(tally)
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 96)
# 96 "corpus/fortran/modules.f90"
  end subroutine report
end module reporting

subroutine ext_report(msg, n)
  implicit none
  character(len=*), intent(in) :: msg
  integer, intent(in) :: n
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'ext_report'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 99)
# 103 "corpus/fortran/modules.f90"
  write(*, '(a,a,a,i5)') ' external [', msg, ']', n
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 104)
# 104 "corpus/fortran/modules.f90"
end subroutine ext_report

character(len=*) function shout(s)
  implicit none
  character(len=*), intent(in) :: s
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'shout'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 106)
# 109 "corpus/fortran/modules.f90"
  shout = s // '!'
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 110)
# 110 "corpus/fortran/modules.f90"
end function shout

program modules
  use geometry
  use reporting
  implicit none
  interface
    subroutine ext_report(msg, n)
      character(len=*), intent(in) :: msg
      integer, intent(in) :: n
    end subroutine ext_report
  end interface
  character(len=6), external :: shout
  integer :: v(4) = [1, 2, 3, 4]
  integer :: w(4)

  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'modules'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 112)
# 126 "corpus/fortran/modules.f90"
  call bump(1)
  call bump(3)
  call bump(3)
  call report('after bumps:')
  write(*, '(a,2i5)') ' add3:', add3(1, 2, 3), add3(10, 20, 30)
  write(*, '(a,2f8.2)') ' scaled:', scaled(2.0, factor), scaled(-1.0, factor)
  write(*, '(a,i5)') ' tri(4):', tri(4)
  write(*, '(a,a,a)') ' [', greet('Fortran'), ']'
  write(*, '(a,a,a)') ' [', greet('x'), ']'
  write(*, '(3(1x,a))') label8(7), label8(42), label8(123)
  write(*, '(a,i5)') ' total_of(v):', total_of(v)
  w = twice_elem(v) + square_pure(3)
  write(*, '(a,4i4)') ' elemental:', w
  call show_elem(v(1:3))
  call show_elem(99)
  call describe(17)
  call describe('abc')
  call ext_report('ext', ncalls)
  write(*, '(a,a,a)') ' <', shout('hey'), '>'
  call report('final:')
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/modules.f90'//char(0), 146)
# 146 "corpus/fortran/modules.f90"
end program modules
