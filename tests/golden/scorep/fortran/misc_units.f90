# 1 "corpus/fortran/misc_units.f90"
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
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'join_words', 1, 'corpus/fortran/misc_units.f90', 16)
# 20 "corpus/fortran/misc_units.f90"
  if (len_trim(b) == 0) then
    s = trim(a)
    go to 99999
  end if
  s = trim(a) // '-' // trim(b)
99999 continue
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 25 "corpus/fortran/misc_units.f90"
end function join_words

subroutine countdown(n, steps)
  implicit none
  integer, intent(inout) :: n, steps
   integer*8, save :: scorep_pdt_func_handle = -1
   call SCOREP_F_Begin(scorep_pdt_func_handle, 'countdown', 1, 'corpus/fortran/misc_units.f90', 27)
# 30 "corpus/fortran/misc_units.f90"
10 continue
  if (n <= 0) then
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 31 "corpus/fortran/misc_units.f90"
    return
  end if
# 32 "corpus/fortran/misc_units.f90"
  steps = steps + 1
  n = n - 2
  goto 10
end subroutine countdown

integer function classify(c) result(r)
  implicit none
  character, intent(in) :: c
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'classify', 1, 'corpus/fortran/misc_units.f90', 37)
# 40 "corpus/fortran/misc_units.f90"
  select case (c)
  case ('a':'z')
    r = 1
    go to 99999
  case ('0':'9')
    r = 2
    if (c == '0') go to 99999
    r = 3
  case default
    r = 0
  end select
  r = r * 10
99999 continue
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 52 "corpus/fortran/misc_units.f90"
end function classify

subroutine scan_values(v, n, s)
  implicit none
  integer, intent(in) :: n, v(n)
  integer, intent(out) :: s
  integer :: i, j
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'scan_values', 1, 'corpus/fortran/misc_units.f90', 54)
# 59 "corpus/fortran/misc_units.f90"
  s = 0
  outer: do i = 1, n
    if (v(i) < 0) cycle outer
    if (v(i) > 100) exit outer
    do j = 1, 3
      if (j == 2) cycle
      s = s + v(i)
    end do
  end do outer
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 68 "corpus/fortran/misc_units.f90"
end subroutine scan_values

subroutine blocky(x, res)
  implicit none
  integer, intent(in) :: x
  integer, intent(out) :: res
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'blocky', 1, 'corpus/fortran/misc_units.f90', 70)
# 74 "corpus/fortran/misc_units.f90"
  associate (sq => x * x, dbl => 2 * x)
    res = sq + dbl
  end associate
  block
    integer :: tmp
    tmp = res * 2
    if (tmp > 50) then
      res = tmp
      go to 99999
    end if
    res = -tmp
  end block
  res = res + 1
99999 continue
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 87 "corpus/fortran/misc_units.f90"
end subroutine blocky

integer function apply_twice(f, x)
  implicit none
  interface
    integer function f(i)
      integer, intent(in) :: i
    end function f
  end interface
  integer, intent(in) :: x
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'apply_twice', 1, 'corpus/fortran/misc_units.f90', 89)
# 97 "corpus/fortran/misc_units.f90"
  apply_twice = f(f(x))
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 98 "corpus/fortran/misc_units.f90"
end function apply_twice

integer function plus_base(i)
  implicit none
  integer, intent(in) :: i
  integer :: limit, base
  character(len=8) :: title
  common /settings/ limit, base, title
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'plus_base', 1, 'corpus/fortran/misc_units.f90', 100)
# 106 "corpus/fortran/misc_units.f90"
  plus_base = i + base
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 107 "corpus/fortran/misc_units.f90"
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

  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'misc_units', 1, 'corpus/fortran/misc_units.f90', 109)
# 128 "corpus/fortran/misc_units.f90"
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
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 152 "corpus/fortran/misc_units.f90"
end program misc_units
