// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

#ifndef SHIPPLOT_CCAIRO_SHIM_H
#define SHIPPLOT_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <cairo-ft.h>
#include <zlib.h>

/* deflateInit2 is a macro (it passes the header's version and z_stream size); Swift cannot call macros. A raw
   deflate stream (window bits -15): the PNG writer writes the zlib header and its Adler-32 trailer itself, as it
   checksums every byte once, its own blocks of repeated rows included. */
static inline int shipplot_deflate_init(z_streamp stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, strategy);
}

#endif
