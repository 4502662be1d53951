#ifndef TAGFLOW_CPANGOCAIRO_SHIM_H
#define TAGFLOW_CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <fribidi.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H
/* mallinfo2: the memory tests read the heap in use (Swift's Glibc module leaves malloc.h out). */
#include <malloc.h>
#endif
