# 1 "corpus/fortran/if_returns.f90"
! srcinst-test: abort=no calls=check_pair:4,labeled_check:2,upper_check:2,nospace:2,find_first:3,clip_value:3,sign3:3,semi_ret:2
! One-line IF-RETURN statements in many spellings: continued, labeled,
! upper case, without blanks, inside loops, in functions, with comments.

subroutine check_pair(a, b, cnt)
  implicit none
  integer, intent(in) :: a, b
  integer, intent(inout) :: cnt
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'check_pair')
  call TAU_PROFILE_START(tau_profiler)
# 9 "corpus/fortran/if_returns.f90"
  if (a < 0) go to 99999
  if (a > 0 .and. &
      b > 0) go to 99999
  cnt = cnt + 1
99999 continue
  call TAU_PROFILE_STOP(tau_profiler)
# 13 "corpus/fortran/if_returns.f90"
end subroutine check_pair

subroutine labeled_check(n, out)
  implicit none
  integer, intent(in) :: n
  integer, intent(out) :: out
  logical :: done
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'labeled_check')
  call TAU_PROFILE_START(tau_profiler)
# 20 "corpus/fortran/if_returns.f90"
  out = 0
  done = .false.
20 if (done) then
     call TAU_PROFILE_STOP(tau_profiler)
# 22 "corpus/fortran/if_returns.f90"
     return
   end if
# 23 "corpus/fortran/if_returns.f90"
  out = out + 1
  done = out >= n
  goto 20
end subroutine labeled_check

SUBROUTINE UPPER_CHECK(K, R)
  IMPLICIT NONE
  INTEGER, INTENT(IN) :: K
  INTEGER, INTENT(OUT) :: R
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'UPPER_CHECK')
  call TAU_PROFILE_START(tau_profiler)
# 32 "corpus/fortran/if_returns.f90"
  R = -1
  IF (K .EQ. 0) GO TO 99999
  R = K * K
99999 CONTINUE
  call TAU_PROFILE_STOP(tau_profiler)
# 35 "corpus/fortran/if_returns.f90"
END SUBROUTINE UPPER_CHECK

subroutine nospace(x,y)
  implicit none
  logical,intent(in)::x
  integer,intent(inout)::y
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'nospace')
  call TAU_PROFILE_START(tau_profiler)
# 41 "corpus/fortran/if_returns.f90"
  if(x)go to 99999
  y=y+100
99999 continue
  call TAU_PROFILE_STOP(tau_profiler)
# 43 "corpus/fortran/if_returns.f90"
end subroutine nospace

subroutine find_first(arr, n, target, pos)
  implicit none
  integer, intent(in) :: n, arr(n), target
  integer, intent(out) :: pos
  integer :: i
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'find_first')
  call TAU_PROFILE_START(tau_profiler)
# 50 "corpus/fortran/if_returns.f90"
  pos = 0
  do i = 1, n
    if (arr(i) == target) pos = i
    if (pos /= 0) go to 99999   ! found it: leave early
  end do
  pos = -1
99999 continue
  call TAU_PROFILE_STOP(tau_profiler)
# 56 "corpus/fortran/if_returns.f90"
end subroutine find_first

function clip_value(v, lo, hi) result(r)
  implicit none
  integer, intent(in) :: v, lo, hi
  integer :: r
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'clip_value')
  call TAU_PROFILE_START(tau_profiler)
# 62 "corpus/fortran/if_returns.f90"
  r = lo
  if (v < lo) go to 99999
  r = hi
  if (v > hi) go to 99999  ! clipped at the top
  r = v
99999 continue
  call TAU_PROFILE_STOP(tau_profiler)
# 67 "corpus/fortran/if_returns.f90"
end function clip_value

integer function sign3(v)
  implicit none
  integer, intent(in) :: v
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'sign3')
  call TAU_PROFILE_START(tau_profiler)
# 72 "corpus/fortran/if_returns.f90"
  sign3 = -1
  if (v < 0) go to 99999
  sign3 = 0
  if (v == 0) &
    go to 99999
  sign3 = 1
99999 continue
  call TAU_PROFILE_STOP(tau_profiler)
# 78 "corpus/fortran/if_returns.f90"
end function sign3

subroutine semi_ret(k, m)
  implicit none
  integer, intent(in) :: k
  integer, intent(inout) :: m
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_TIMER(tau_profiler, 'semi_ret')
  call TAU_PROFILE_START(tau_profiler)
# 84 "corpus/fortran/if_returns.f90"
  m = m + 1; if (k > 5) then
    call TAU_PROFILE_STOP(tau_profiler)
# 84 "corpus/fortran/if_returns.f90"
    return
  end if; m = m + 10
  call TAU_PROFILE_STOP(tau_profiler)
# 85 "corpus/fortran/if_returns.f90"
end subroutine semi_ret

program if_returns
  implicit none
  integer :: cnt, out, r, y, pos, m
  integer :: arr(5) = [4, 8, 15, 16, 23]
  integer, external :: clip_value, sign3

  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'if_returns')
  call TAU_PROFILE_START(tau_profiler)
# 93 "corpus/fortran/if_returns.f90"
  cnt = 0
  call check_pair(-1, 5, cnt)
  call check_pair(1, 1, cnt)
  call check_pair(0, 5, cnt)
  call check_pair(2, -1, cnt)
  write(*, '(a,i3)') 'check_pair count:', cnt

  call labeled_check(3, out)
  write(*, '(a,i3)') 'labeled_check(3):', out
  call labeled_check(1, out)
  write(*, '(a,i3)') 'labeled_check(1):', out

  call upper_check(0, r)
  write(*, '(a,i4)') 'upper_check(0):', r
  call upper_check(7, r)
  write(*, '(a,i4)') 'upper_check(7):', r

  y = 1
  call nospace(.true., y)
  call nospace(.false., y)
  write(*, '(a,i4)') 'nospace:', y

  call find_first(arr, 5, 15, pos)
  write(*, '(a,i3)') 'find 15:', pos
  call find_first(arr, 5, 4, pos)
  write(*, '(a,i3)') 'find 4:', pos
  call find_first(arr, 5, 99, pos)
  write(*, '(a,i3)') 'find 99:', pos

  write(*, '(a,3i4)') 'clip:', clip_value(-3, 0, 10), clip_value(50, 0, 10), clip_value(6, 0, 10)
  write(*, '(a,3i3)') 'sign3:', sign3(-9), sign3(0), sign3(12)

  m = 0
  call semi_ret(9, m)
  call semi_ret(2, m)
  write(*, '(a,i4)') 'semi_ret:', m
  call TAU_PROFILE_STOP(tau_profiler)
# 129 "corpus/fortran/if_returns.f90"
end program if_returns
