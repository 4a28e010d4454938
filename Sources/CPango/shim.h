#ifndef SHIPPLOT_CPANGO_SHIM_H
#define SHIPPLOT_CPANGO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/* PANGO_FC_FONT_MAP is a checked-cast macro; Swift cannot call macros. */
static inline void shipplot_font_map_set_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}

#endif
