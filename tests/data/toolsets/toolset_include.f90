! INCLUDE lines: one brings declarations, one executable statements (the
! first ones of the routine). The toolsets' declarations must go before the
! latter, with their entry code.
subroutine tally(n)
  implicit none
  integer, intent(inout) :: n
  include 'toolset_include_decls.inc'
  include 'toolset_include_body.inc'
  print '(a,i0)', 'tally ', n
end subroutine tally

program toolset_include
  implicit none
  integer :: k
  k = 1
  call tally(k)
  call tally(k)
end program toolset_include
