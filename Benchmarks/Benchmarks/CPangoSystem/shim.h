// Pango, PangoCairo and fontconfig for the raw-Pango reference (`RawPango`), which needs their
// compiler flags; no Swift code imports this module.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
