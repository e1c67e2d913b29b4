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
  include 'procs_free.inc'
  subroutine own(n)
    integer, intent(inout) :: n
    call from_include(n)
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
  n = 1
  call own(n)
  call bump(n)
  call local(n)
  print '(a,i0)', 'n = ', n
contains
  include 'procs_free_main.inc'
  subroutine local(n)
    integer, intent(inout) :: n
    call from_include(n)
    call main_helper(n)
  end subroutine local
end program include_procedures
