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
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'shapes::set_scale'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 35)
# 36 "corpus/fortran/submodules.f90"
    ncalls = ncalls + 1
    if (s <= 0) then
      scale = 1
      go to 99999
    end if
    scale = s
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 42)
# 42 "corpus/fortran/submodules.f90"
  end procedure set_scale

  module procedure scaled_area
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'shapes::scaled_area'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 44)
# 45 "corpus/fortran/submodules.f90"
    ncalls = ncalls + 1
    local_hits = local_hits + 1
    a = w * h * scale
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 48)
# 48 "corpus/fortran/submodules.f90"
  end procedure scaled_area

  module function count_calls() result(n)
    integer :: n
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'shapes::count_calls'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 50)
# 52 "corpus/fortran/submodules.f90"
    n = ncalls * 100 + local_hits
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 53)
# 53 "corpus/fortran/submodules.f90"
  end function count_calls
end submodule shapes_impl

submodule (shapes:shapes_impl) shapes_text
  implicit none
contains
  module subroutine describe(w, h)
    integer, intent(in) :: w, h
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'shapes::describe'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 59)
# 61 "corpus/fortran/submodules.f90"
    ncalls = ncalls + 1
    write(*, '(a,i3,a,i3,a,i5,a,i4)') ' rect', w, ' x', h, ' area', &
      scaled_area(w, h), ' perimeter', perimeter(w, h)
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 64)
# 64 "corpus/fortran/submodules.f90"
  end subroutine describe

  module integer function perimeter(w, h)
    integer, intent(in) :: w, h
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'shapes::perimeter'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 66)
# 68 "corpus/fortran/submodules.f90"
    perimeter = 2 * (w + h)
    if (perimeter > 0) go to 99999
    perimeter = 0
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 71)
# 71 "corpus/fortran/submodules.f90"
  end function perimeter
end submodule shapes_text

program submodules
  use shapes
  implicit none
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'submodules'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 74)
# 77 "corpus/fortran/submodules.f90"
  call set_scale(0)
  call describe(2, 3)
  call set_scale(10)
  call describe(4, 5)
  write(*, '(a,i6)') ' direct area:', scaled_area(1, 1)
  write(*, '(a,i6)') ' count_calls:', count_calls()
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/submodules.f90'//char(0), 83)
# 83 "corpus/fortran/submodules.f90"
end program submodules
