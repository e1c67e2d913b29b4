! srcinst-test: abort=no calls=accum:7,sq:4,tracker:3
! ENTRY statements: a subroutine with two entries (the first one sits in
! the middle of the executable code, so a normal call falls through it),
! a function with an entry, and a subroutine whose entry takes other args.
! Every call through an entry is counted under the host name.

subroutine accum(n)
  implicit none
  integer :: n
  integer, save :: total = 0
  total = total + n
  write(*, '(a,i5)') ' accum: added', n
entry accum_show
  write(*, '(a,i5)') ' accum: total', total
  if (total > 100) return
  return
entry accum_reset
  total = 0
  write(*, '(a)') ' accum: reset'
end subroutine accum

integer function sq(x)
  implicit none
  integer :: x, y, rect
  sq = x * x
  return
entry rect(x, y)
  rect = x * y
  if (y < 0) then
    rect = 0
    return
  end if
end function sq

subroutine tracker(label)
  implicit none
  character(len=*) :: label
  integer :: k
  integer, save :: seen = 0
  seen = seen + 1
  write(*, '(a,a,i3)') ' tracker: ', label, seen
  return
entry tracker_count(k)
  k = seen
end subroutine tracker

program entries
  implicit none
  integer, external :: sq, rect
  integer :: k

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
end program entries
