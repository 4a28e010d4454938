// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

#ifndef SHIPPLOT_CIMAGELOADERS_H
#define SHIPPLOT_CIMAGELOADERS_H

#include <stddef.h>

/* The decoders for asset-catalog images cairo cannot read itself, loaded with dlopen on first use so a process
   that draws no such image never loads them: libjpeg-turbo's TurboJPEG API (libturbojpeg0) for JPEG, librsvg
   (librsvg2-2) for SVG and poppler-glib (libpoppler-glib8) for PDF, the last two drawn as vectors on the cairo
   context they are given. Every function returns 0, or -1 with a one-line reason in `error` (`capacity` bytes,
   always terminated). Thread-safe: each library is loaded once, and SVG and PDF calls are serialised. */

/* The pixel size of the JPEG in `data`, read from its header alone. */
int shipplot_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *error, size_t capacity);

/* Decodes the JPEG into `pixels`: `height` rows of `stride` bytes, each pixel four bytes in cairo's ARGB32 order on
   a little-endian machine (blue, green, red, 255). `width` and `height` must be the header's. */
int shipplot_jpeg_decode(
    const unsigned char *data, size_t size, unsigned char *pixels, int width, int stride, int height, char *error,
    size_t capacity);

/* The size of the SVG in `data` in CSS pixels (points here): its width and height, else its viewBox's. */
int shipplot_svg_size(const unsigned char *data, size_t size, double *width, double *height, char *error, size_t capacity);

/* Draws the SVG on the cairo context `cr`, fitted to the rectangle (0, 0, width, height) of its current transform. */
int shipplot_svg_draw(
    void *cr, const unsigned char *data, size_t size, double width, double height, char *error, size_t capacity);

/* The size of the first page of the PDF in `data`, in points. */
int shipplot_pdf_size(const unsigned char *data, size_t size, double *width, double *height, char *error, size_t capacity);

/* Draws the first page of the PDF on `cr`, its top-left corner at the origin, one point per unit. */
int shipplot_pdf_draw(void *cr, const unsigned char *data, size_t size, char *error, size_t capacity);

#endif
