#ifndef ROWRASTER_CRSVG_SHIM_H
#define ROWRASTER_CRSVG_SHIM_H
#include <librsvg/rsvg.h>
#endif
