! srcinst-test: abort=no calls=check_pair:4,labeled_check:2,upper_check:2,nospace:2,find_first:3,clip_value:3,sign3:3,semi_ret:2
! One-line IF-RETURN statements in many spellings: continued, labeled,
! upper case, without blanks, inside loops, in functions, with comments.

subroutine check_pair(a, b, cnt)
  implicit none
  integer, intent(in) :: a, b
  integer, intent(inout) :: cnt
  if (a < 0) return
  if (a > 0 .and. &
      b > 0) return
  cnt = cnt + 1
end subroutine check_pair

subroutine labeled_check(n, out)
  implicit none
  integer, intent(in) :: n
  integer, intent(out) :: out
  logical :: done
  out = 0
  done = .false.
20 if (done) return
  out = out + 1
  done = out >= n
  goto 20
end subroutine labeled_check

SUBROUTINE UPPER_CHECK(K, R)
  IMPLICIT NONE
  INTEGER, INTENT(IN) :: K
  INTEGER, INTENT(OUT) :: R
  R = -1
  IF (K .EQ. 0) RETURN
  R = K * K
END SUBROUTINE UPPER_CHECK

subroutine nospace(x,y)
  implicit none
  logical,intent(in)::x
  integer,intent(inout)::y
  if(x)return
  y=y+100
end subroutine nospace

subroutine find_first(arr, n, target, pos)
  implicit none
  integer, intent(in) :: n, arr(n), target
  integer, intent(out) :: pos
  integer :: i
  pos = 0
  do i = 1, n
    if (arr(i) == target) pos = i
    if (pos /= 0) return   ! found it: leave early
  end do
  pos = -1
end subroutine find_first

function clip_value(v, lo, hi) result(r)
  implicit none
  integer, intent(in) :: v, lo, hi
  integer :: r
  r = lo
  if (v < lo) return
  r = hi
  if (v > hi) return  ! clipped at the top
  r = v
end function clip_value

integer function sign3(v)
  implicit none
  integer, intent(in) :: v
  sign3 = -1
  if (v < 0) return
  sign3 = 0
  if (v == 0) &
    return
  sign3 = 1
end function sign3

subroutine semi_ret(k, m)
  implicit none
  integer, intent(in) :: k
  integer, intent(inout) :: m
  m = m + 1; if (k > 5) return; m = m + 10
end subroutine semi_ret

program if_returns
  implicit none
  integer :: cnt, out, r, y, pos, m
  integer :: arr(5) = [4, 8, 15, 16, 23]
  integer, external :: clip_value, sign3

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
end program if_returns
