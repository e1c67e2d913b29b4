! Fortran loops of every kind, left every way (free form).
! runs(N) counts one execution of the DO statement on line N; the main
! program prints the counts, so a test can compare them with the loop
! regions' events. Loops marked as having no region must get no code.
module counts
  implicit none
  integer :: runs(400) = 0
end module counts

integer function plain(n)
  use counts
  implicit none
  integer, intent(in) :: n
  integer :: i, k
  plain = 0
  runs(17) = runs(17) + 1
  do i = 1, n
    plain = plain + i
  end do
  k = 0
  runs(22) = runs(22) + 1
  do while (k < n)
    k = k + 2
  end do
  runs(26) = runs(26) + 1
  do
    k = k - 1
    if (k < 0) exit
  end do
  runs(31) = runs(31) + 1
  do concurrent (i = 1:n)
    runs(33) = runs(33) + 1
    do k = 1, 2                ! no region, noted: inside DO CONCURRENT
    end do
  end do
  runs(36) = runs(36) + 1; do i = 1, 2; plain = plain + 1; end do; plain = plain * 2
  runs(38) = runs(38) + 1
  do i = 1, 3; plain = plain - 1
  end do; plain = plain + 1
end function plain

integer function named(n)
  use counts
  implicit none
  integer, intent(in) :: n
  integer :: i, j, k
  named = 0
  runs(49) = runs(49) + 1
  outer: do i = 1, n
    runs(51) = runs(51) + 1
    middle: do j = 1, n
      if (j == 2) cycle outer
      runs(54) = runs(54) + 1
      inner: do k = 1, n
        if (k == 2) cycle middle
        if (i == 3) exit outer
        if (j > 5) then
          exit middle
        end if
        named = named + i * j * k
      end do inner
    end do middle
  end do outer
  blk: block
    runs(66) = runs(66) + 1
    do i = 1, n
      if (i == 2) exit blk
      named = named + 100
    end do
    named = -1
  end block blk
  continue
  chk: if (n > 0) then
    runs(75) = runs(75) + 1
    do i = 1, n
      runs(77) = runs(77) + 1
      do j = 1, n
        if (j == 2) exit
        if (i == 2) exit chk
      end do
    end do
  end if chk
end function named

integer function labelled(n)
  use counts
  implicit none
  integer, intent(in) :: n
  integer :: i, j, k
  labelled = 0
  runs(92) = runs(92) + 1
  do 10 i = 1, n
    labelled = labelled + i
10 continue
  runs(96) = runs(96) + 1
  do 20, i = 1, n
20 labelled = labelled + 2 * i
  runs(99) = runs(99) + 1
  do 30 i = 1, n
    runs(101) = runs(101) + 1
    do 30 j = 1, n
      if (j == 2) goto 30
      labelled = labelled + j
30 continue
  runs(106) = runs(106) + 1
  do 40 i = 1, n
    runs(108) = runs(108) + 1
    do 40 j = 1, i
      runs(110) = runs(110) + 1
      do 40 k = 1, j
        if (k == 3) goto 40
40 labelled = labelled + k
  runs(114) = runs(114) + 1
  do 50 i = 1, n
    if (i == 3) goto 50
    labelled = labelled - 1
50 end do
  k = 0
  runs(120) = runs(120) + 1
60 do i = 1, 2
    labelled = labelled + 1
  end do
  if (k < 2) then
    k = k + 1
    runs(120) = runs(120) + 1
    goto 60
  end if
end function labelled

integer function jumps(n)
  use counts
  implicit none
  integer, intent(in) :: n
  integer :: i, j, k
  jumps = 0
  k = 0
  runs(138) = runs(138) + 1
  do i = 1, n
    runs(140) = runs(140) + 1
    do j = 1, n
      k = k + 1
      if (k == 7) goto 10
      if (k == 13) then
        go to 20
      end if
      if (mod(k, 5) == 0) goto 15
    end do
15  jumps = jumps + 1
  end do
10 jumps = jumps + 10
20 jumps = jumps + k
  ! back to before the loop: it starts again
  runs(154) = runs(154) + 1
25 do i = 1, n
    if (i == 2 .and. k < 40) then
      k = k + 20
      runs(154) = runs(154) + 1
      goto 25
    end if
  end do
  if (n > 2) goto 35
  k = 1
  do while (k < 3)              ! no region, noted: a GOTO jumps into it
    k = k + 1
35  jumps = jumps + 1
  end do
end function jumps

integer function early(n, m)
  use counts
  implicit none
  integer, intent(in) :: n, m
  integer :: i, j
  early = 0
  runs(176) = runs(176) + 1
  do i = 1, n
    runs(178) = runs(178) + 1
    do j = 1, n
      early = early + 1
      if (i * j == m) return
    end do
    if (i == m) then
      return
    end if
  end do
  early = -early
end function early

subroutine inexact(n, total)
  use counts
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: total
  integer :: i, k, ios
  runs(195) = runs(195) + 1; do i = 1, n
    k = mod(i, 3) + 1
    go to (10, 20, 30) k
    total = total + 100
  end do
10 total = total + 1
20 total = total + 2
30 total = total + 3
  runs(203) = runs(203) + 1; do i = -1, 1
    if (i) 40, 50, 40
40  total = total + i
  end do
50 total = total + 5
  runs(208) = runs(208) + 1; do i = 1, 3
    read (*, *, end=60, iostat=ios) k
  end do
60 total = total + 7
  runs(212) = runs(212) + 1; do i = 1, n
    call alt(i, *70)
  end do
70 total = total + 9
contains
  subroutine alt(i, *)
    integer, intent(in) :: i
    if (i == 2) return 1
  end subroutine alt
end subroutine inexact

pure integer function pure_sum(n)
  integer, intent(in) :: n
  integer :: i
  pure_sum = 0
  do i = 1, n                   ! no region: a pure routine
    pure_sum = pure_sum + i
  end do
end function pure_sum

subroutine parallel(n, total)
  use counts
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: total
  integer :: i, j
  runs(240) = runs(240) + 1
!$omp parallel do reduction(+:total)
  do i = 1, n
    total = total + i
  end do
!$omp end parallel do
  runs(247) = runs(247) + 1
!$omp parallel do collapse(2) &
!$omp& reduction(+:total)
  do i = 1, n
    do j = 1, n                 ! no region, noted: collapsed
      total = total + i * j
    end do
  end do
!$omp parallel num_threads(1) reduction(+:total)
  runs(255) = runs(255) + 1
!$omp do
  do i = 1, n
    total = total + 1
  end do
!$omp end do
  runs(261) = runs(261) + 1
!$omp do schedule(static)
  do 10 i = 1, n
    total = total + 1
10 continue
!$omp end parallel
  runs(266) = runs(266) + 1
  do i = 1, n
!$  if (i == 2) exit
    total = total + 1
  end do
  runs(271) = runs(271) + 1
  do i = 1, n
    total = total + 1
!$  if (i == 2) then
!$    goto 20
!$  end if
  end do
20 total = total + 1
end subroutine parallel

subroutine more(n, total)
  use counts
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: total
  integer :: i, j
  runs(287) = runs(287) + 1
  do i = 1, n
    runs(289) = runs(289) + 1
    do j = 1, n
!$    if (i * j == 6) return
      total = total + 1
    end do
  end do
  do i = 1, 2                   ! no region, noted: an INCLUDE line inside
    include 'loops.inc'
  end do
  runs(298) = runs(298) + 1
  do 10 i = 1, n
    total = total + 1
10 if (i == 3) goto 20
20 runs(302) = runs(302) + 1
  do i = 1, n
    select case (i)
    case (2)
      cycle
    case (4)
      exit
    end select
    runs(310) = runs(310) + 1
    do while (total > 0)
      total = total - 100
      if (total < -50) goto 99
    end do
  end do
  runs(315) = runs(315) + 1; do 65 i = 1, 3
65 read (*, *, end=66, err=66) j
66 total = total + 1000
99 end subroutine more

program loops
  use counts
  implicit none
  integer :: plain, named, labelled, jumps, early, pure_sum
  integer :: line, total, n
  n = command_argument_count() + 4
  total = 0
  print *, plain(n), named(n), labelled(n), jumps(n)
  print *, early(n, 6), early(n, 3), early(2, 100), pure_sum(n)
  call inexact(n, total)
  call parallel(n, total)
  call more(n, total)
  print *, total
  runs(334) = runs(334) + 1
  do line = 1, 400
    if (runs(line) > 0) print '(a, i0, a, i0)', 'line ', line, ': ', runs(line)
  end do
end program loops
