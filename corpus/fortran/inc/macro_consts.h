! declarations only, for every unit of the file
#define MAX_CALLS 100
