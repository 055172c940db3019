#ifndef ROWRASTER_CPOPPLER_SHIM_H
#define ROWRASTER_CPOPPLER_SHIM_H
#include <poppler.h>
#endif
