#ifndef ROWRASTER_CPNG_SHIM_H
#define ROWRASTER_CPNG_SHIM_H
#include <png.h>
#endif
