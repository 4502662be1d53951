#ifndef TAGFLOW_CPANGOCAIRO_SHIM_H
#define TAGFLOW_CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#endif
