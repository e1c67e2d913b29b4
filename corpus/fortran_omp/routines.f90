! Constructs in several kinds of routines: a module procedure, a function,
! an internal procedure, a recursive routine; a loop construct whose DO has
! no END DO directive, named critical sections shared between routines, a
! nested parallel region, and OpenMP conditional lines (`!$ `). The output
! does not depend on the number of threads.
module counters
  implicit none
  integer :: total = 0
contains
  subroutine add(k)
    integer, intent(in) :: k
    !$omp critical (tally)
    total = total + k
    !$omp end critical (tally)
  end subroutine add
end module counters

integer function squares(n)
  implicit none
  integer, intent(in) :: n
  integer :: i
  squares = 0
  !$omp parallel do reduction(+:squares)
  do i = 1, n
    squares = squares + i * i
  end do
end function squares

recursive subroutine halve(n, depth)
  use counters
  !$ use omp_lib
  implicit none
  integer, intent(in) :: n, depth
  integer :: team
  if (n <= 1) return
  team = 1
  !$ team = omp_get_max_threads()
  !$omp parallel num_threads(team) if(depth < 2)
  !$omp single
  call add(n)
  !$omp end single
  !$omp end parallel
  call halve(n / 2, depth + 1)
end subroutine halve

program routines
  use counters
  !$ use omp_lib
  implicit none
  integer :: squares, levels
  external :: halve
  levels = 1
  !$ levels = 1 + 0 * omp_get_max_threads()
  call work()
  call halve(16, 0)
  print '(a,i0,a,i0,a,i0)', 'total=', total, ' squares=', squares(10), ' levels=', levels
contains
  subroutine work()
    integer :: j
    !$omp parallel private(j)
    !$omp do
    do j = 1, 8
      call add(j)
    end do
    !$omp end do
    !$omp critical (tally)
    total = total + 0
    !$omp end critical (tally)
    !$omp end parallel
  end subroutine work
end program routines
