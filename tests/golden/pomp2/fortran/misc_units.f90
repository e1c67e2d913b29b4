! srcinst-test: abort=no calls=join_words:3,countdown:3,classify:5,scan_values:1,blocky:3,apply_twice:2,plus_base:4 skip=settings_init
! BLOCK DATA, interface bodies (external function, dummy procedure), a
! CHARACTER(LEN=:), ALLOCATABLE result, a labeled first executable statement
! reached by GOTO, named DO with CYCLE/EXIT, SELECT CASE with RETURNs,
! ASSOCIATE and a BLOCK (with its own declarations) containing a RETURN.

block data settings_init
  implicit none
  integer :: limit, base
  character(len=8) :: title
  common /settings/ limit, base, title
  data limit, base /40, 7/
  data title /'misc'/
end block data settings_init

function join_words(a, b) result(s)
  implicit none
  character(len=*), intent(in) :: a, b
  character(len=:), allocatable :: s
  if (len_trim(b) == 0) then
    s = trim(a)
    return
  end if
  s = trim(a) // '-' // trim(b)
end function join_words

subroutine countdown(n, steps)
  implicit none
  integer, intent(inout) :: n, steps
10 continue
  if (n <= 0) return
  steps = steps + 1
  n = n - 2
  goto 10
end subroutine countdown

integer function classify(c) result(r)
  implicit none
  character, intent(in) :: c
  select case (c)
  case ('a':'z')
    r = 1
    return
  case ('0':'9')
    r = 2
    if (c == '0') return
    r = 3
  case default
    r = 0
  end select
  r = r * 10
end function classify

subroutine scan_values(v, n, s)
  implicit none
  integer, intent(in) :: n, v(n)
  integer, intent(out) :: s
  integer :: i, j
  s = 0
  outer: do i = 1, n
    if (v(i) < 0) cycle outer
    if (v(i) > 100) exit outer
    do j = 1, 3
      if (j == 2) cycle
      s = s + v(i)
    end do
  end do outer
end subroutine scan_values

subroutine blocky(x, res)
  implicit none
  integer, intent(in) :: x
  integer, intent(out) :: res
  associate (sq => x * x, dbl => 2 * x)
    res = sq + dbl
  end associate
  block
    integer :: tmp
    tmp = res * 2
    if (tmp > 50) then
      res = tmp
      return
    end if
    res = -tmp
  end block
  res = res + 1
end subroutine blocky

integer function apply_twice(f, x)
  implicit none
  interface
    integer function f(i)
      integer, intent(in) :: i
    end function f
  end interface
  integer, intent(in) :: x
  apply_twice = f(f(x))
end function apply_twice

integer function plus_base(i)
  implicit none
  integer, intent(in) :: i
  integer :: limit, base
  character(len=8) :: title
  common /settings/ limit, base, title
  plus_base = i + base
end function plus_base

program misc_units
  implicit none
  interface
    function join_words(a, b) result(s)
      character(len=*), intent(in) :: a, b
      character(len=:), allocatable :: s
    end function join_words
    integer function classify(c) result(r)
      character, intent(in) :: c
    end function classify
  end interface
  integer, external :: apply_twice, plus_base
  integer :: limit, base, n, steps
  character(len=8) :: title
  common /settings/ limit, base, title
  integer :: s, res, i
  character(len=5) :: probe = 'a0Z7-'
  integer :: vals(6) = [3, -4, 5, 200, 9, 1]

  write(*, '(a,a,2i4)') ' settings: ', title, limit, base
  write(*, '(a,a,a)') ' [', join_words('alpha', 'beta'), ']'
  write(*, '(a,a,a)') ' [', join_words('solo   ', ' '), ']'
  write(*, '(a,i3)') ' joined length:', len(join_words('x', 'yz'))
  steps = 0; n = 7
  call countdown(n, steps)
  write(*, '(a,2i4)') ' countdown 7:', n, steps
  n = 0; call countdown(n, steps)
  n = 2; call countdown(n, steps)
  write(*, '(a,2i4)') ' countdown total:', n, steps
  write(*, '(a)', advance='no') ' classify:'
  do i = 1, len(probe)
    write(*, '(i4)', advance='no') classify(probe(i:i))
  end do
  write(*, *)
  call scan_values(vals, 6, s)
  write(*, '(a,i5)') ' scan_values:', s
  call blocky(2, res)
  write(*, '(a,i5)') ' blocky(2):', res
  call blocky(5, res)
  write(*, '(a,i5)') ' blocky(5):', res
  call blocky(-1, res)
  write(*, '(a,i5)') ' blocky(-1):', res
  write(*, '(a,2i5)') ' apply_twice:', apply_twice(plus_base, 1), apply_twice(plus_base, limit)
end program misc_units
