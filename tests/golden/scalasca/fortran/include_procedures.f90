# 1 "corpus/fortran/include_procedures.f90"
! srcinst-test: flags=-Iinc abort=no calls=include_procedures:1,own:1,local:1,from_include:2,main_helper:1 skip=bump
! An INCLUDE of whole procedures after CONTAINS (of a module, a main
! program) or inside an interface block: fparser files it with the next
! procedure, whose header is then not the first node (a traceback; a PURE
! separate module procedure after it was instrumented). Included procedures
! are instrumented in place of their INCLUDE line.
module include_procs
  implicit none
  interface
    include 'iface_free.inc'
    pure module subroutine bump(n)
      integer, intent(inout) :: n
    end subroutine bump
  end interface
contains
# 1 "corpus/fortran/inc/procs_free.inc"
  subroutine from_include(n)
    integer, intent(inout) :: n
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'include_procs::from_include'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/inc/procs_free.inc'//char(0), 1)
# 3 "corpus/fortran/inc/procs_free.inc"
    if (n > 5) go to 99999
    n = n + 1
99999 continue
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/inc/procs_free.inc'//char(0), 5)
# 5 "corpus/fortran/inc/procs_free.inc"
  end subroutine from_include
# 17 "corpus/fortran/include_procedures.f90"
  subroutine own(n)
    integer, intent(inout) :: n
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'include_procs::own'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/include_procedures.f90'//char(0), 17)
# 19 "corpus/fortran/include_procedures.f90"
    call from_include(n)
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/include_procedures.f90'//char(0), 20)
# 20 "corpus/fortran/include_procedures.f90"
  end subroutine own
end module include_procs

submodule (include_procs) include_procs_impl
contains
  module procedure bump
    n = n + 10
  end procedure bump
end submodule include_procs_impl

program include_procedures
  use include_procs
  implicit none
  integer :: n
  integer, save :: epik_func_handle__ = -1
  character(len=*), parameter :: epik_func_name__ = 'include_procedures'//char(0)
  call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/include_procedures.f90'//char(0), 30)
# 34 "corpus/fortran/include_procedures.f90"
  n = 1
  call own(n)
  call bump(n)
  call local(n)
  print '(a,i0)', 'n = ', n
  call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/include_procedures.f90'//char(0), 46)
# 39 "corpus/fortran/include_procedures.f90"
contains
# 1 "corpus/fortran/inc/procs_free_main.inc"
  subroutine main_helper(n)
    integer, intent(inout) :: n
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'include_procedures::main_helper'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/inc/procs_free_main.inc'//char(0), 1)
# 3 "corpus/fortran/inc/procs_free_main.inc"
    n = n + 100
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/inc/procs_free_main.inc'//char(0), 4)
# 4 "corpus/fortran/inc/procs_free_main.inc"
  end subroutine main_helper
# 41 "corpus/fortran/include_procedures.f90"
  subroutine local(n)
    integer, intent(inout) :: n
    integer, save :: epik_func_handle__ = -1
    character(len=*), parameter :: epik_func_name__ = 'include_procedures::local'//char(0)
    call EPIK_User_start(epik_func_handle__, epik_func_name__, 'corpus/fortran/include_procedures.f90'//char(0), 41)
# 43 "corpus/fortran/include_procedures.f90"
    call from_include(n)
    call main_helper(n)
    call EPIK_User_end(epik_func_handle__, epik_func_name__, 'corpus/fortran/include_procedures.f90'//char(0), 45)
# 45 "corpus/fortran/include_procedures.f90"
  end subroutine local
end program include_procedures
