# 1 "corpus/fortran/entries.f90"
! srcinst-test: abort=no calls=accum:7,sq:4,tracker:3
! ENTRY statements: a subroutine with two entries (the first one sits in
! the middle of the executable code, so a normal call falls through it),
! a function with an entry, and a subroutine whose entry takes other args.
! Every call through an entry is counted under the host name.

subroutine accum(n)
  implicit none
  integer :: n
  integer, save :: total = 0
  call srcinst_trace_f_enter_at('accum corpus/fortran/entries.f90:7')
# 11 "corpus/fortran/entries.f90"
  total = total + n
  write(*, '(a,i5)') ' accum: added', n
go to 99999
# 13 "corpus/fortran/entries.f90"
entry accum_show
call srcinst_trace_f_enter_at('accum corpus/fortran/entries.f90:7')
99999 continue
# 14 "corpus/fortran/entries.f90"
  write(*, '(a,i5)') ' accum: total', total
  if (total > 100) go to 99997
  go to 99997
go to 99998
# 17 "corpus/fortran/entries.f90"
entry accum_reset
call srcinst_trace_f_enter_at('accum corpus/fortran/entries.f90:7')
99998 continue
# 18 "corpus/fortran/entries.f90"
  total = 0
  write(*, '(a)') ' accum: reset'
99997 continue
  call srcinst_trace_f_exit_at('accum corpus/fortran/entries.f90:7')
# 20 "corpus/fortran/entries.f90"
end subroutine accum

integer function sq(x)
  implicit none
  integer :: x, y, rect
  call srcinst_trace_f_enter_at('sq corpus/fortran/entries.f90:22')
# 25 "corpus/fortran/entries.f90"
  sq = x * x
  go to 99998
go to 99999
# 27 "corpus/fortran/entries.f90"
entry rect(x, y)
call srcinst_trace_f_enter_at('sq corpus/fortran/entries.f90:22')
99999 continue
# 28 "corpus/fortran/entries.f90"
  rect = x * y
  if (y < 0) then
    rect = 0
    go to 99998
  end if
99998 continue
  call srcinst_trace_f_exit_at('sq corpus/fortran/entries.f90:22')
# 33 "corpus/fortran/entries.f90"
end function sq

subroutine tracker(label)
  implicit none
  character(len=*) :: label
  integer :: k
  integer, save :: seen = 0
  call srcinst_trace_f_enter_at('tracker corpus/fortran/entries.f90:35')
# 40 "corpus/fortran/entries.f90"
  seen = seen + 1
  write(*, '(a,a,i3)') ' tracker: ', label, seen
  go to 99998
go to 99999
# 43 "corpus/fortran/entries.f90"
entry tracker_count(k)
call srcinst_trace_f_enter_at('tracker corpus/fortran/entries.f90:35')
99999 continue
# 44 "corpus/fortran/entries.f90"
  k = seen
99998 continue
  call srcinst_trace_f_exit_at('tracker corpus/fortran/entries.f90:35')
# 45 "corpus/fortran/entries.f90"
end subroutine tracker

program entries
  implicit none
  integer, external :: sq, rect
  integer :: k

  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('entries corpus/fortran/entries.f90:47')
# 52 "corpus/fortran/entries.f90"
  call accum(5)
  call accum_show
  call accum(200)
  call accum_reset
  call accum(1)
  call accum_show
  call accum_reset

  write(*, '(a,2i6)') ' sq:', sq(3), sq(12)
  write(*, '(a,2i6)') ' rect:', rect(4, 5), rect(2, -3)

  call tracker('first')
  call tracker('second')
  call tracker_count(k)
  write(*, '(a,i3)') ' tracker_count:', k
  call srcinst_trace_f_exit_at('entries corpus/fortran/entries.f90:47')
# 67 "corpus/fortran/entries.f90"
end program entries
