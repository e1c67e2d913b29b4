! A file configured by its cpp preamble: the tool include that a file rule
! puts at line 1 needs TOOL_KIND, defined here first.
#define TOOL_KIND 8
#include "settings.inc"
program configured
  implicit none
  print *, 'kind', TOOL_KIND, SETTING
end program configured
