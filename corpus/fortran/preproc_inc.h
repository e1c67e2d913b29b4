! Included by preproc.F90: macro definitions only.
#define SCALE_FACTOR 3
#define TABLE_SIZE 5
#define SQUARE(x) ((x)*(x))
#define BANNER_WIDTH 20
