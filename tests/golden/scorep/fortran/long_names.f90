# 1 "corpus/fortran/long_names.f90"
! srcinst-test: abort=no calls=compute_the_weighted_sum_of_all_positive_entries_in_array:2,return_early_when_the_threshold_is_exceeded_by_the_input_value:3,format_a_descriptive_label_for_reporting:4,deeply_nested_loops_with_a_statement_near_column_one_twenty:2
! Very long module and procedure names (module::routine is over 100
! characters), deeply indented statements reaching column 120, and a
! character constant continued with & inside the string literal.

module extremely_long_module_name_for_source_instrumentation_tests
  implicit none
  character(len=*), parameter :: long_message = 'abc&
      &def'
  character(len=*), parameter :: wide_message = 'the quick brown fox &
      &jumps over &
      &the lazy dog'
contains
  integer function compute_the_weighted_sum_of_all_positive_entries_in_array(v) result(total)
    integer, intent(in) :: v(:)
    integer :: i
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'extremely_long_module_name_for_source_instrumentation_tests::compute_the_weighted_&
    &sum_of_all_positive_entries_in_array', 1, 'corpus/fortran/long_names.f90', 14)
# 17 "corpus/fortran/long_names.f90"
    total = 0
    do i = 1, size(v)
      if (v(i) > 0) total = total + i * v(i)
    end do
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 21 "corpus/fortran/long_names.f90"
  end function compute_the_weighted_sum_of_all_positive_entries_in_array

  logical function return_early_when_the_threshold_is_exceeded_by_the_input_value(x, limit)
    integer, intent(in) :: x, limit
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'extremely_long_module_name_for_source_instrumentation_tests::return_early_when_the&
    &_threshold_is_exceeded_by_the_input_value', 1, 'corpus/fortran/long_names.f90', 23)
# 25 "corpus/fortran/long_names.f90"
    return_early_when_the_threshold_is_exceeded_by_the_input_value = .true.
    if (x > limit) go to 99999
    return_early_when_the_threshold_is_exceeded_by_the_input_value = .false.
99999 continue
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 28 "corpus/fortran/long_names.f90"
  end function return_early_when_the_threshold_is_exceeded_by_the_input_value

  function format_a_descriptive_label_for_reporting(code) result(label)
    integer, intent(in) :: code
    character(len=24) :: label
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'extremely_long_module_name_for_source_instrumentation_tests::format_a_descriptive_&
    &label_for_reporting', 1, 'corpus/fortran/long_names.f90', 30)
# 33 "corpus/fortran/long_names.f90"
    write(label, '(a,i4.4,a)') '<', code, '>'
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 34 "corpus/fortran/long_names.f90"
  end function format_a_descriptive_label_for_reporting

  subroutine deeply_nested_loops_with_a_statement_near_column_one_twenty(n, limit_value, total)
    integer, intent(in) :: n, limit_value
    integer, intent(out) :: total
    integer :: i, j, k
    integer*8, save :: scorep_pdt_func_handle = -1
    call SCOREP_F_Begin(scorep_pdt_func_handle, 'extremely_long_module_name_for_source_instrumentation_tests::deeply_nested_loops_w&
    &ith_a_statement_near_column_one_twenty', 1, 'corpus/fortran/long_names.f90', 36)
# 40 "corpus/fortran/long_names.f90"
    total = 0
    do i = 1, n
      do j = 1, n
        do k = 1, n
          if (mod(i + j + k, 2) == 0) then
            if (i /= j) then
              if (j /= k) then
                if (k /= i) then
                  select case (i)
                  case (1:)
                                                                                        total = total + i * j + k - 1
                                                                                      if (total > limit_value) go to 99999   ! deep
                  end select
                end if
              end if
            end if
          end if
        end do
      end do
    end do
99999 continue
    call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 60 "corpus/fortran/long_names.f90"
  end subroutine deeply_nested_loops_with_a_statement_near_column_one_twenty
end module extremely_long_module_name_for_source_instrumentation_tests

program long_names
  use extremely_long_module_name_for_source_instrumentation_tests
  implicit none
  integer :: t
  integer*8, save :: scorep_pdt_func_handle = -1
  call SCOREP_F_Begin(scorep_pdt_func_handle, 'long_names', 1, 'corpus/fortran/long_names.f90', 63)
# 67 "corpus/fortran/long_names.f90"
  write(*, '(a,a,a)') ' [', long_message, ']'
  write(*, '(a,a,a)') ' [', wide_message, ']'
  write(*, '(a,i6)') ' weighted:', compute_the_weighted_sum_of_all_positive_entries_in_array([3, -1, 4, 0, 5])
  write(*, '(a,i6)') ' weighted empty:', compute_the_weighted_sum_of_all_positive_entries_in_array([integer ::])
  write(*, '(a,3l2)') ' threshold:', return_early_when_the_threshold_is_exceeded_by_the_input_value(5, 3), &
    return_early_when_the_threshold_is_exceeded_by_the_input_value(1, 3), &
    return_early_when_the_threshold_is_exceeded_by_the_input_value(3, 3)
  write(*, '(4(1x,a))') trim(format_a_descriptive_label_for_reporting(1)), trim(format_a_descriptive_label_for_reporting(22)), &
    trim(format_a_descriptive_label_for_reporting(333)), trim(format_a_descriptive_label_for_reporting(4444))
  call deeply_nested_loops_with_a_statement_near_column_one_twenty(3, 1000, t)
  write(*, '(a,i6)') ' deep total (no limit):', t
  call deeply_nested_loops_with_a_statement_near_column_one_twenty(4, 10, t)
  write(*, '(a,i6)') ' deep total (limit 10):', t
  call SCOREP_F_RegionEnd(scorep_pdt_func_handle)
# 80 "corpus/fortran/long_names.f90"
end program long_names
