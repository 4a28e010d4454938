// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

#ifndef SHIPPLOT_CPANGOLOADER_H
#define SHIPPLOT_CPANGOLOADER_H

/* Pango, HarfBuzz and fontconfig for text that needs shaping or fallback, loaded with dlopen on first use so a
   process that only draws simple text never pays for loading and relocating them. Not thread-safe: the Swift
   wrapper serialises every call. */

/* A font map: the fonts text is measured and drawn with. */
typedef struct shipplot_fonts ShipPlotFonts;

/* Loads the libraries (once) and makes a font map: with `files` (count > 0) an empty fontconfig configuration
   holding exactly those font files, else the system's configuration. Returns the map, which lives as long as the
   process, or NULL with `error` (static text) set. */
ShipPlotFonts *shipplot_text_start(const char *const *files, int count, const char **error);

/* Whether the font map has a family named `family` (ASCII case-insensitive). */
int shipplot_text_has_family(const ShipPlotFonts *fonts, const char *family);

/* Logical width of `text` on one line in the given font, in user-space units. `style`: bit 0 bold, bit 1 italic. */
double shipplot_text_width(const ShipPlotFonts *fonts, const char *text, const char *family, int style, double size);

/* Draws `text` on the cairo context `cr` in its current transform, the start of its baseline at (x, y). */
void shipplot_text_draw(
    const ShipPlotFonts *fonts, void *cr, const char *text, const char *family, int style, double size, double x,
    double y);

#endif
