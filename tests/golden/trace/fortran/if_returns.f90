# 1 "corpus/fortran/if_returns.f90"
! srcinst-test: abort=no calls=check_pair:4,labeled_check:2,upper_check:2,nospace:2,find_first:3,clip_value:3,sign3:3,semi_ret:2
! One-line IF-RETURN statements in many spellings: continued, labeled,
! upper case, without blanks, inside loops, in functions, with comments.

subroutine check_pair(a, b, cnt)
  implicit none
  integer, intent(in) :: a, b
  integer, intent(inout) :: cnt
  call srcinst_trace_f_enter_at('check_pair corpus/fortran/if_returns.f90:5')
# 9 "corpus/fortran/if_returns.f90"
  if (a < 0) go to 99999
  if (a > 0 .and. &
      b > 0) go to 99999
  cnt = cnt + 1
99999 continue
  call srcinst_trace_f_exit_at('check_pair corpus/fortran/if_returns.f90:5')
# 13 "corpus/fortran/if_returns.f90"
end subroutine check_pair

subroutine labeled_check(n, out)
  implicit none
  integer, intent(in) :: n
  integer, intent(out) :: out
  logical :: done
  call srcinst_trace_f_enter_at('labeled_check corpus/fortran/if_returns.f90:15')
# 20 "corpus/fortran/if_returns.f90"
  out = 0
  done = .false.
20 if (done) then
     call srcinst_trace_f_exit_at('labeled_check corpus/fortran/if_returns.f90:15')
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
  call srcinst_trace_f_enter_at('UPPER_CHECK corpus/fortran/if_returns.f90:28')
# 32 "corpus/fortran/if_returns.f90"
  R = -1
  IF (K .EQ. 0) GO TO 99999
  R = K * K
99999 CONTINUE
  call srcinst_trace_f_exit_at('UPPER_CHECK corpus/fortran/if_returns.f90:28')
# 35 "corpus/fortran/if_returns.f90"
END SUBROUTINE UPPER_CHECK

subroutine nospace(x,y)
  implicit none
  logical,intent(in)::x
  integer,intent(inout)::y
  call srcinst_trace_f_enter_at('nospace corpus/fortran/if_returns.f90:37')
# 41 "corpus/fortran/if_returns.f90"
  if(x)go to 99999
  y=y+100
99999 continue
  call srcinst_trace_f_exit_at('nospace corpus/fortran/if_returns.f90:37')
# 43 "corpus/fortran/if_returns.f90"
end subroutine nospace

subroutine find_first(arr, n, target, pos)
  implicit none
  integer, intent(in) :: n, arr(n), target
  integer, intent(out) :: pos
  integer :: i
  call srcinst_trace_f_enter_at('find_first corpus/fortran/if_returns.f90:45')
# 50 "corpus/fortran/if_returns.f90"
  pos = 0
  do i = 1, n
    if (arr(i) == target) pos = i
    if (pos /= 0) go to 99999   ! found it: leave early
  end do
  pos = -1
99999 continue
  call srcinst_trace_f_exit_at('find_first corpus/fortran/if_returns.f90:45')
# 56 "corpus/fortran/if_returns.f90"
end subroutine find_first

function clip_value(v, lo, hi) result(r)
  implicit none
  integer, intent(in) :: v, lo, hi
  integer :: r
  call srcinst_trace_f_enter_at('clip_value corpus/fortran/if_returns.f90:58')
# 62 "corpus/fortran/if_returns.f90"
  r = lo
  if (v < lo) go to 99999
  r = hi
  if (v > hi) go to 99999  ! clipped at the top
  r = v
99999 continue
  call srcinst_trace_f_exit_at('clip_value corpus/fortran/if_returns.f90:58')
# 67 "corpus/fortran/if_returns.f90"
end function clip_value

integer function sign3(v)
  implicit none
  integer, intent(in) :: v
  call srcinst_trace_f_enter_at('sign3 corpus/fortran/if_returns.f90:69')
# 72 "corpus/fortran/if_returns.f90"
  sign3 = -1
  if (v < 0) go to 99999
  sign3 = 0
  if (v == 0) &
    go to 99999
  sign3 = 1
99999 continue
  call srcinst_trace_f_exit_at('sign3 corpus/fortran/if_returns.f90:69')
# 78 "corpus/fortran/if_returns.f90"
end function sign3

subroutine semi_ret(k, m)
  implicit none
  integer, intent(in) :: k
  integer, intent(inout) :: m
  call srcinst_trace_f_enter_at('semi_ret corpus/fortran/if_returns.f90:80')
# 84 "corpus/fortran/if_returns.f90"
  m = m + 1; if (k > 5) then
    call srcinst_trace_f_exit_at('semi_ret corpus/fortran/if_returns.f90:80')
# 84 "corpus/fortran/if_returns.f90"
    return
  end if; m = m + 10
  call srcinst_trace_f_exit_at('semi_ret corpus/fortran/if_returns.f90:80')
# 85 "corpus/fortran/if_returns.f90"
end subroutine semi_ret

program if_returns
  implicit none
  integer :: cnt, out, r, y, pos, m
  integer :: arr(5) = [4, 8, 15, 16, 23]
  integer, external :: clip_value, sign3

  call srcinst_trace_f_init()
  call srcinst_trace_f_enter_at('if_returns corpus/fortran/if_returns.f90:87')
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
  call srcinst_trace_f_exit_at('if_returns corpus/fortran/if_returns.f90:87')
# 129 "corpus/fortran/if_returns.f90"
end program if_returns
