// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/* The least a program can do to write `shipplot stacked --days 14`'s PDF through the system's cairo: load cairo,
   open the two Inter faces the tool draws with, draw the same texts (the title, fourteen day labels, seven
   ticks, the legend and the axis title) and about as many rectangles, lines and dots, and finish the PDF. No
   chart is laid out and the file is written in place, not atomically. Its time, beside C + cairo's W6 and the
   installed tool, is the floor docs/performance.md compares the goal with ("Why 0.6× is out of reach").

     cc -O2 Benchmarks/stacked-floor.c -o /tmp/stacked-floor $(pkg-config --cflags --libs cairo freetype2)
     Benchmarks/interleaved.py --runs 100 'floor=/tmp/stacked-floor /tmp/floor.pdf' \
         'shipplot=shipplot stacked --days 14 -o /tmp/stacked.pdf'

   Exit codes: 0 written, 1 a font or the PDF failed, 64 usage. */
#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <cairo.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: stacked-floor OUT.pdf\n");
        return 64;
    }
    FT_Library library;
    FT_Face regular, bold;
    if (FT_Init_FreeType(&library) ||
        FT_New_Face(library, "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0, &regular) ||
        FT_New_Face(library, "/usr/share/fonts/opentype/inter/Inter-Bold.otf", 0, &bold)) {
        fprintf(stderr, "stacked-floor: cannot open Inter (apt-get install fonts-inter)\n");
        return 1;
    }
    cairo_font_face_t *text = cairo_ft_font_face_create_for_ft_face(regular, 0);
    cairo_font_face_t *title = cairo_ft_font_face_create_for_ft_face(bold, 0);
    cairo_surface_t *surface = cairo_pdf_surface_create(argv[1], 800, 500);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    cairo_set_font_face(cr, title);
    cairo_set_font_size(cr, 15);
    cairo_move_to(cr, 16, 28);
    cairo_show_text(cr, "Release prep by step \xc2\xb7 Nov 24 \xe2\x80\x93 Dec 7, 2026");
    cairo_set_font_face(cr, text);
    cairo_set_font_size(cr, 11);
    static const char *days[] = {"Nov 24", "Nov 25", "Nov 26", "Nov 27", "Nov 28", "Nov 29", "Nov 30",
                                 "Dec 1",  "Dec 2",  "Dec 3",  "Dec 4",  "Dec 5",  "Dec 6",  "Dec 7"};
    for (int i = 0; i < 14; i++) {
        cairo_move_to(cr, 20 + i * 52, 460);
        cairo_show_text(cr, days[i]);
    }
    static const char *ticks[] = {"0", "2", "4", "6", "8", "10", "12"};
    for (int i = 0; i < 7; i++) {
        cairo_move_to(cr, 760, 440 - i * 64);
        cairo_show_text(cr, ticks[i]);
    }
    static const char *legend[] = {"Step", "Screenshots", "Metadata", "Keywords", "Final QA"};
    for (int i = 0; i < 5; i++) {
        cairo_move_to(cr, 16 + i * 90, 490);
        cairo_show_text(cr, legend[i]);
    }
    cairo_move_to(cr, 790, 250);
    cairo_show_text(cr, "Steps");
    cairo_set_line_width(cr, 1);
    for (int i = 0; i < 7; i++) {
        cairo_move_to(cr, 16, 440 - i * 64 + 0.5);
        cairo_line_to(cr, 750, 440 - i * 64 + 0.5);
    }
    cairo_set_source_rgb(cr, 0.85, 0.85, 0.85);
    cairo_stroke(cr);
    for (int i = 0; i < 23; i++) { /* the chart's 23 bar segments */
        cairo_set_source_rgb(cr, (i % 4) * 0.25, 0.5, 1 - (i % 4) * 0.25);
        cairo_rectangle(cr, 20 + (i % 14) * 52, 440 - (i % 5) * 40, 40, 40);
        cairo_fill(cr);
    }
    for (int i = 0; i < 4; i++) { /* the legend's dots */
        cairo_arc(cr, 60 + i * 90, 486, 4, 0, 6.283);
        cairo_fill(cr);
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    int written = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS;
    cairo_surface_destroy(surface);
    return written ? 0 : 1;
}
