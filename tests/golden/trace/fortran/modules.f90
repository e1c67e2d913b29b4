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
    call srcinst_trace_f_enter_at('geometry::bump corpus/fortran/modules.f90:16')
# 18 "corpus/fortran/modules.f90"
    ncalls = ncalls + 1
    tally(k) = tally(k) + 1
    call srcinst_trace_f_exit_at('geometry::bump corpus/fortran/modules.f90:16')
# 20 "corpus/fortran/modules.f90"
  end subroutine bump

  integer function add3(a, b, c)
    integer, intent(in) :: a, b, c
    call srcinst_trace_f_enter_at('geometry::add3 corpus/fortran/modules.f90:22')
# 24 "corpus/fortran/modules.f90"
    add3 = a + b + c
    call srcinst_trace_f_exit_at('geometry::add3 corpus/fortran/modules.f90:22')
# 25 "corpus/fortran/modules.f90"
  end function add3

  function scaled(x, f) result(y)
    real, intent(in) :: x, f
    real :: y
    call srcinst_trace_f_enter_at('geometry::scaled corpus/fortran/modules.f90:27')
# 30 "corpus/fortran/modules.f90"
    y = x * f
    call srcinst_trace_f_exit_at('geometry::scaled corpus/fortran/modules.f90:27')
# 31 "corpus/fortran/modules.f90"
  end function scaled

  recursive function tri(n) result(t)
    integer, intent(in) :: n
    integer :: t
    call srcinst_trace_f_enter_at('geometry::tri corpus/fortran/modules.f90:33')
# 36 "corpus/fortran/modules.f90"
    if (n <= 0) then
      t = 0
      go to 99999
    end if
    t = n + tri(n - 1)
99999 continue
    call srcinst_trace_f_exit_at('geometry::tri corpus/fortran/modules.f90:33')
# 41 "corpus/fortran/modules.f90"
  end function tri

  function greet(name) result(s)
    character(len=*), intent(in) :: name
    character(len=len(name)+7) :: s
    call srcinst_trace_f_enter_at('geometry::greet corpus/fortran/modules.f90:43')
# 46 "corpus/fortran/modules.f90"
    s = 'Hello, ' // name
    call srcinst_trace_f_exit_at('geometry::greet corpus/fortran/modules.f90:43')
# 47 "corpus/fortran/modules.f90"
  end function greet

  character(len=8) function label8(i)
    integer, intent(in) :: i
    call srcinst_trace_f_enter_at('geometry::label8 corpus/fortran/modules.f90:49')
# 51 "corpus/fortran/modules.f90"
    write(label8, '(a,i3.3)') 'item', i
    call srcinst_trace_f_exit_at('geometry::label8 corpus/fortran/modules.f90:49')
# 52 "corpus/fortran/modules.f90"
  end function label8

  integer function total_of(v)
    integer, intent(in) :: v(:)
    call srcinst_trace_f_enter_at('geometry::total_of corpus/fortran/modules.f90:54')
# 56 "corpus/fortran/modules.f90"
    total_of = sum(v) + size(v)
    call srcinst_trace_f_exit_at('geometry::total_of corpus/fortran/modules.f90:54')
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
    call srcinst_trace_f_enter_at('geometry::show_elem corpus/fortran/modules.f90:69')
# 71 "corpus/fortran/modules.f90"
    ncalls = ncalls + 1
    write(*, '(a,i4)') ' elem:', x
    call srcinst_trace_f_exit_at('geometry::show_elem corpus/fortran/modules.f90:69')
# 73 "corpus/fortran/modules.f90"
  end subroutine show_elem

  subroutine describe_int(i)
    integer, intent(in) :: i
    call srcinst_trace_f_enter_at('geometry::describe_int corpus/fortran/modules.f90:75')
# 77 "corpus/fortran/modules.f90"
    write(*, '(a,i6)') ' describe integer', i
    call srcinst_trace_f_exit_at('geometry::describe_int corpus/fortran/modules.f90:75')
# 78 "corpus/fortran/modules.f90"
  end subroutine describe_int

  subroutine describe_str(s)
    character(len=*), intent(in) :: s
    call srcinst_trace_f_enter_at('geometry::describe_str corpus/fortran/modules.f90:80')
# 82 "corpus/fortran/modules.f90"
    write(*, '(a,a)') ' describe string ', s
    call srcinst_trace_f_exit_at('geometry::describe_str corpus/fortran/modules.f90:80')
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
    call srcinst_trace_f_enter_at('reporting::report corpus/fortran/modules.f90:92')
# 94 "corpus/fortran/modules.f90"
    write(*, '(a,a,i4,a,3i3,a,i4)') tag, ' ncalls=', ncalls, ' tally=', tally, &
      ' total=', total_of(tally)
    call srcinst_trace_f_exit_at('reporting::report corpus/fortran/modules.f90:92')
# 96 "corpus/fortran/modules.f90"
  end subroutine report
end module reporting

subroutine ext_report(msg, n)
  implicit none
  character(len=*), intent(in) :: msg
  integer, intent(in) :: n
  call srcinst_trace_f_enter_at('ext_report corpus/fortran/modules.f90:99')
# 103 "corpus/fortran/modules.f90"
  write(*, '(a,a,a,i5)') ' external [', msg, ']', n
  call srcinst_trace_f_exit_at('ext_report corpus/fortran/modules.f90:99')
# 104 "corpus/fortran/modules.f90"
end subroutine ext_report

character(len=*) function shout(s)
  implicit none
  character(len=*), intent(in) :: s
  call srcinst_trace_f_enter_at('shout corpus/fortran/modules.f90:106')
# 109 "corpus/fortran/modules.f90"
  shout = s // '!'
  call srcinst_trace_f_exit_at('shout corpus/fortran/modules.f90:106')
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

  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('modules corpus/fortran/modules.f90:112')
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
  call srcinst_trace_f_exit_at('modules corpus/fortran/modules.f90:112')
# 146 "corpus/fortran/modules.f90"
end program modules
