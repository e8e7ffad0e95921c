#include "chatrender_support.h"
int crs_version(void) { return 1; }
