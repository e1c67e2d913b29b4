# 1 "corpus/fortran/submodules.f90"
! srcinst-test: abort=no calls=set_scale:2,scaled_area:3,describe:2,perimeter:2,count_calls:1
! Separate module procedures: interface bodies with MODULE SUBROUTINE /
! MODULE FUNCTION in the parent module, implemented in submodules both as
! MODULE PROCEDURE ... END PROCEDURE and with the full MODULE FUNCTION
! header; one submodule extends another.

module shapes
  implicit none
  integer :: ncalls = 0
  integer :: scale = 1
  interface
    module subroutine set_scale(s)
      integer, intent(in) :: s
    end subroutine set_scale
    module function scaled_area(w, h) result(a)
      integer, intent(in) :: w, h
      integer :: a
    end function scaled_area
    module subroutine describe(w, h)
      integer, intent(in) :: w, h
    end subroutine describe
    module integer function perimeter(w, h)
      integer, intent(in) :: w, h
    end function perimeter
    module function count_calls() result(n)
      integer :: n
    end function count_calls
  end interface
end module shapes

submodule (shapes) shapes_impl
  implicit none
  integer :: local_hits = 0
contains
  module procedure set_scale
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'shapes::set_scale')
    call TAU_PROFILE_START(tau_profiler)
# 36 "corpus/fortran/submodules.f90"
    ncalls = ncalls + 1
    if (s <= 0) then
      scale = 1
      go to 99999
    end if
    scale = s
99999 continue
    call TAU_PROFILE_STOP(tau_profiler)
# 42 "corpus/fortran/submodules.f90"
  end procedure set_scale

  module procedure scaled_area
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'shapes::scaled_area')
    call TAU_PROFILE_START(tau_profiler)
# 45 "corpus/fortran/submodules.f90"
    ncalls = ncalls + 1
    local_hits = local_hits + 1
    a = w * h * scale
    call TAU_PROFILE_STOP(tau_profiler)
# 48 "corpus/fortran/submodules.f90"
  end procedure scaled_area

  module function count_calls() result(n)
    integer :: n
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'shapes::count_calls')
    call TAU_PROFILE_START(tau_profiler)
# 52 "corpus/fortran/submodules.f90"
    n = ncalls * 100 + local_hits
    call TAU_PROFILE_STOP(tau_profiler)
# 53 "corpus/fortran/submodules.f90"
  end function count_calls
end submodule shapes_impl

submodule (shapes:shapes_impl) shapes_text
  implicit none
contains
  module subroutine describe(w, h)
    integer, intent(in) :: w, h
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'shapes::describe')
    call TAU_PROFILE_START(tau_profiler)
# 61 "corpus/fortran/submodules.f90"
    ncalls = ncalls + 1
    write(*, '(a,i3,a,i3,a,i5,a,i4)') ' rect', w, ' x', h, ' area', &
      scaled_area(w, h), ' perimeter', perimeter(w, h)
    call TAU_PROFILE_STOP(tau_profiler)
# 64 "corpus/fortran/submodules.f90"
  end subroutine describe

  module integer function perimeter(w, h)
    integer, intent(in) :: w, h
    integer, save :: tau_profiler(2) = (/ 0, 0 /)
    call TAU_PROFILE_TIMER(tau_profiler, 'shapes::perimeter')
    call TAU_PROFILE_START(tau_profiler)
# 68 "corpus/fortran/submodules.f90"
    perimeter = 2 * (w + h)
    if (perimeter > 0) go to 99999
    perimeter = 0
99999 continue
    call TAU_PROFILE_STOP(tau_profiler)
# 71 "corpus/fortran/submodules.f90"
  end function perimeter
end submodule shapes_text

program submodules
  use shapes
  implicit none
  integer, save :: tau_profiler(2) = (/ 0, 0 /)
  call TAU_PROFILE_INIT()
  call TAU_PROFILE_SET_NODE(0)
  call TAU_PROFILE_TIMER(tau_profiler, 'submodules')
  call TAU_PROFILE_START(tau_profiler)
# 77 "corpus/fortran/submodules.f90"
  call set_scale(0)
  call describe(2, 3)
  call set_scale(10)
  call describe(4, 5)
  write(*, '(a,i6)') ' direct area:', scaled_area(1, 1)
  write(*, '(a,i6)') ' count_calls:', count_calls()
  call TAU_PROFILE_STOP(tau_profiler)
# 83 "corpus/fortran/submodules.f90"
end program submodules
