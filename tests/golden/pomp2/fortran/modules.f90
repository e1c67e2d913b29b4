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
    ncalls = ncalls + 1
    tally(k) = tally(k) + 1
  end subroutine bump

  integer function add3(a, b, c)
    integer, intent(in) :: a, b, c
    add3 = a + b + c
  end function add3

  function scaled(x, f) result(y)
    real, intent(in) :: x, f
    real :: y
    y = x * f
  end function scaled

  recursive function tri(n) result(t)
    integer, intent(in) :: n
    integer :: t
    if (n <= 0) then
      t = 0
      return
    end if
    t = n + tri(n - 1)
  end function tri

  function greet(name) result(s)
    character(len=*), intent(in) :: name
    character(len=len(name)+7) :: s
    s = 'Hello, ' // name
  end function greet

  character(len=8) function label8(i)
    integer, intent(in) :: i
    write(label8, '(a,i3.3)') 'item', i
  end function label8

  integer function total_of(v)
    integer, intent(in) :: v(:)
    total_of = sum(v) + size(v)
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
    ncalls = ncalls + 1
    write(*, '(a,i4)') ' elem:', x
  end subroutine show_elem

  subroutine describe_int(i)
    integer, intent(in) :: i
    write(*, '(a,i6)') ' describe integer', i
  end subroutine describe_int

  subroutine describe_str(s)
    character(len=*), intent(in) :: s
    write(*, '(a,a)') ' describe string ', s
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
    write(*, '(a,a,i4,a,3i3,a,i4)') tag, ' ncalls=', ncalls, ' tally=', tally, &
      ' total=', total_of(tally)
  end subroutine report
end module reporting

subroutine ext_report(msg, n)
  implicit none
  character(len=*), intent(in) :: msg
  integer, intent(in) :: n
  write(*, '(a,a,a,i5)') ' external [', msg, ']', n
end subroutine ext_report

character(len=*) function shout(s)
  implicit none
  character(len=*), intent(in) :: s
  shout = s // '!'
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
end program modules
