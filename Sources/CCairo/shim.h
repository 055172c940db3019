#ifndef ROWRASTER_CCAIRO_SHIM_H
#define ROWRASTER_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <pixman.h>
#endif
