! Ranges of statements marked as timers and phases, left every way.
! call tally('name') counts one execution of the range it is in; the
! program prints the counts, for a test to compare with the regions'
! events. The test's select file marks solve's lines from its tally to
! `s = s - n` as timer "solve".
module counting
  implicit none
  character(len=16) :: names(32) = ''
  integer :: counts(32) = 0
contains
  subroutine tally(name)
    character(len=*), intent(in) :: name
    integer :: i
    do i = 1, 32
      if (names(i) == name .or. names(i) == '') exit
    end do
    names(i) = name
    counts(i) = counts(i) + 1
  end subroutine tally

  subroutine report()
    integer :: i
    do i = 1, 32
      if (names(i) == '') exit
      print '(a,": ",i0)', trim(names(i)), counts(i)
    end do
  end subroutine report
end module counting

program ranges
  use counting
  implicit none
  integer :: a(6) = (/ 4, 0, 7, -1, 9, 2 /)
  integer :: k, total
  ! srcinst begin timer "main"
  call tally('main')
  print *, search(a, 6, 7), search(a, 6, 9), search(a, 6, 5)
  print *, setup(5), setup(40), nest(4), solve(10)
  ! srcinst end timer "main"
  total = 0
  do k = 1, 7
    total = total + branches(k)
  end do
  print *, total, labelled(5), par(20), modes(1), modes(2), pomp(1), pomp(3)
  call report()
contains
  integer function search(a, n, x)
    integer, intent(in) :: n, a(n), x
    integer :: i
    search = -1
    do i = 1, n
      ! srcinst begin phase "probe"
      call tally('probe')
      if (a(i) == x) then
        search = i
        return
      end if
      if (a(i) < 0) exit
      if (a(i) == 0) cycle
      ! srcinst end phase "probe"
    end do
  end function search

  integer function setup(n)
    integer, intent(in) :: n
    integer :: total, doubled, i
    total = 0
    ! srcinst begin timer "setup"
    call tally('setup')
    doubled = 2 * n
    do i = 1, doubled
      total = total + i
    end do
    if (total > 1000) go to 10
    ! srcinst end timer "setup"
    setup = total + doubled
    return
10  setup = -total
  end function setup

  integer function nest(n)
    integer, intent(in) :: n
    integer :: i, j
    nest = 0
    outer: do i = 1, n
      do j = 1, n
        ! srcinst begin phase "inner"
        call tally('inner')
        if (i * j > 6) exit outer
        if (j > i) exit
        nest = nest + j
        ! srcinst end phase "inner"
      end do
    end do outer
  end function nest

  integer function solve(n)
    integer, intent(in) :: n
    integer :: s, k
    s = 0
    call tally('solve')
    do k = 1, n
      s = s + k * k
    end do
    s = s - n
    solve = s
  end function solve

  integer function branches(k)
    integer, intent(in) :: k
    character(len=8) :: line
    integer :: v
    branches = 0
    line = ' '
    ! srcinst begin timer "branches"
    call tally('branches')
    go to (20, 30) k
    if (k == 3) read (line, *, end=40) v
    if (k == 4) call alt(*50)
30  branches = branches + 1
    if (k - 6) 60, 70, 60
70  branches = branches + 10
    ! srcinst end timer "branches"
    return
20  branches = 100
    return
40  branches = 200
    return
50  branches = 300
    return
60  branches = branches + 400
  end function branches

  integer function labelled(n)
    integer, intent(in) :: n
    integer :: i, s
    s = 0
    ! srcinst begin timer "labelled"
    call tally('labelled')
    do 80 i = 1, n
      if (i == 2) go to 80
      s = s + i
80  continue
    ! srcinst end timer "labelled"
    labelled = s
  end function labelled

  integer function par(n)
    integer, intent(in) :: n
    integer :: i, s
    s = 0
    ! srcinst begin timer "par"
!$omp parallel do reduction(+:s)
    do i = 1, n
      s = s + i
    end do
!$omp end parallel do
    call tally('par')
!$  s = s + 0
    ! srcinst end timer "par"
    par = s
  end function par

  integer function modes(mode)
    integer, intent(in) :: mode
    integer :: v
    v = mode
    select case (mode)
    case (1)
      ! srcinst begin timer "case1"
      call tally('case1')
      v = v + 1
      ! srcinst end timer "case1"
    case default
      v = 0
    end select
    block
      integer :: t
      ! srcinst begin phase "blk"
      call tally('blk')
      t = v
      if (t > 1) then
        v = t * 2
      else
        v = t
      end if
      ! srcinst end phase "blk"
      v = v + 1
    end block
    modes = v
  end function modes

  integer function pomp(n)
    integer, intent(in) :: n
    pomp = n
!$pomp inst begin(pompregion)
    call tally('pompregion')
    if (n > 2) then
!$pomp inst altend(pompregion)
      return
    end if
    pomp = n + 1
!$POMP inst end(pompregion)
  end function pomp
end program ranges

subroutine alt(*)
  return 1
end subroutine alt
