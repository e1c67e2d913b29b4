! For tests/test_trace_regions.py: Fortran loops carry their kind to the
! trace runtime, and the exclude list srcinst report writes takes the cheap
! inner loop (executed 150,000 times) alone. The program counts the
! executions of its loop statements and prints them.
program regions
  implicit none
  integer :: i, j, total, outer_runs, inner_runs
  total = 0
  outer_runs = 0
  inner_runs = 0
  outer_runs = outer_runs + 1
  do i = 1, 150000
    inner_runs = inner_runs + 1
    do j = 1, 2
      total = mod(total * 31 + i + j, 1000003)
    end do
  end do
  print '(a,i0,1x,i0,1x,i0)', 'loops ', outer_runs, inner_runs, total
end program regions
