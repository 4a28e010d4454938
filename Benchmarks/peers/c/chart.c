// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/* The C + cairo peer: the lower bound for a cairo renderer. Draws each workload of Benchmarks/ShipPlotBench with
 * cairo calls alone (its toy text API, cairo_surface_write_to_png) on the same data.
 *
 *   chart W1|W2|W3|W4|W5 OUT.png     a chart; W2 to OUT.pdf is W6
 *   chart W4 --m4 OUT.png            W4 thinned to first/min/max/last per pixel column before stroking
 *   chart startup                    load cairo and exit: the cost of a cairo process that draws nothing
 *
 * Every chart: 800 x 500, white, a bold title, a light horizontal grid with about five y ticks, x labels, the
 * left and bottom axis lines; the plot area is x 60..780, y 50..450. */
#include <cairo-pdf.h>
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WIDTH = 800, HEIGHT = 500 };
static const double left = 60, right = 780, top = 50, bottom = 450;
static const unsigned blue = 0x4c78a8, ink = 0x222222, grid = 0xdddddd;

/* The benchmark's data source, shared by every peer and ShipPlotBench: frac(sin(12.9898 i) * 43758.5453). */
static double h01(double i) {
    double v = sin(i * 12.9898) * 43758.5453;
    return v - floor(v);
}

static void color(cairo_t *cr, unsigned rgb) {
    cairo_set_source_rgb(cr, (rgb >> 16) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0);
}

static void face(cairo_t *cr, double size, int bold) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
}

/* anchor: 0 starts at x, 0.5 centres on x, 1 ends at x; y is the baseline. */
static void label(cairo_t *cr, const char *s, double x, double y, double anchor) {
    cairo_text_extents_t e;
    cairo_text_extents(cr, s, &e);
    cairo_move_to(cr, x - e.x_advance * anchor, y);
    cairo_show_text(cr, s);
}

/* A y scale from lo to hi in round steps (1, 2 or 5 times a power of ten), about five of them. */
typedef struct { double lo, hi, step; } scale;

static scale round_scale(double lo, double hi) {
    double raw = (hi - lo) / 5, power = pow(10, floor(log10(raw))), f = raw / power;
    scale s;
    s.step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
    s.lo = floor(lo / s.step) * s.step;
    s.hi = ceil(hi / s.step) * s.step;
    return s;
}

static double y_of(const scale *s, double v) { return bottom - (v - s->lo) / (s->hi - s->lo) * (bottom - top); }

static void number(char *buf, size_t size, double v) {
    if (fabs(v) >= 1e6 && fmod(v, 1e6) == 0) snprintf(buf, size, "%gM", v / 1e6);
    else if (fabs(v) >= 1e3 && fmod(v, 1e3) == 0) snprintf(buf, size, "%gk", v / 1e3);
    else snprintf(buf, size, "%g", v);
}

/* The title, the grid lines and their labels. */
static void backdrop(cairo_t *cr, const scale *s, const char *title) {
    face(cr, 16, 1);
    color(cr, ink);
    label(cr, title, WIDTH / 2.0, 30, 0.5);
    face(cr, 11, 0);
    cairo_set_line_width(cr, 1);
    char buf[32];
    for (int k = 0; s->lo + k * s->step <= s->hi + s->step / 1e6; k++) {
        double v = s->lo + k * s->step, y = round(y_of(s, v)) + 0.5;
        color(cr, grid);
        cairo_move_to(cr, left, y);
        cairo_line_to(cr, right, y);
        cairo_stroke(cr);
        color(cr, ink);
        number(buf, sizeof buf, v);
        label(cr, buf, left - 6, y + 4, 1);
    }
}

static void x_tick(cairo_t *cr, const char *s, double x) {
    color(cr, ink);
    cairo_move_to(cr, round(x) + 0.5, bottom);
    cairo_rel_line_to(cr, 0, 4);
    cairo_stroke(cr);
    label(cr, s, x, bottom + 17, 0.5);
}

static void axes(cairo_t *cr) {
    color(cr, ink);
    cairo_set_line_width(cr, 1);
    cairo_move_to(cr, left + 0.5, top);
    cairo_line_to(cr, left + 0.5, bottom + 0.5);
    cairo_line_to(cr, right, bottom + 0.5);
    cairo_stroke(cr);
}

static const double week[7] = {3, 5, 0, 2, 7, 4, 6};
static const char *week_days[7] = {"Mon 06", "Tue 07", "Wed 08", "Thu 09", "Fri 10", "Sat 11", "Sun 12"};

static void week_bars(cairo_t *cr) {
    scale s = round_scale(0, 7);
    backdrop(cr, &s, "Tasks done, week of Jan 6 2025");
    double slot = (right - left) / 7;
    color(cr, blue);
    for (int i = 0; i < 7; i++)
        cairo_rectangle(cr, left + slot * (i + 0.15), y_of(&s, week[i]), slot * 0.7, y_of(&s, 0) - y_of(&s, week[i]));
    cairo_fill(cr);
    for (int i = 0; i < 7; i++) x_tick(cr, week_days[i], left + slot * (i + 0.5));
}

static void stacked(cairo_t *cr) {
    static const char *steps[4] = {"Screenshots", "Metadata", "Keywords", "Final QA"};
    static const unsigned colors[4] = {0x4c78a8, 0xf58518, 0xe45756, 0x72b7b2};
    static const double counts[4][14] = {
        {2, 3, 1, 4, 2, 0, 1, 3, 2, 4, 1, 2, 3, 1},
        {1, 2, 2, 1, 3, 1, 0, 2, 1, 2, 3, 1, 2, 2},
        {3, 1, 2, 2, 1, 2, 1, 1, 3, 1, 2, 2, 1, 3},
        {0, 1, 1, 2, 1, 0, 2, 1, 1, 2, 1, 3, 2, 1},
    };
    double height[14] = {0}, most = 0;
    for (int d = 0; d < 14; d++) {
        double sum = counts[0][d] + counts[1][d] + counts[2][d] + counts[3][d];
        most = sum > most ? sum : most;
    }
    scale s = round_scale(0, most);
    backdrop(cr, &s, "Release tasks by stage, Jan 6-19 2025");
    double slot = (right - left) / 14;
    for (int k = 0; k < 4; k++) {
        color(cr, colors[k]);
        for (int d = 0; d < 14; d++) {
            if (counts[k][d] <= 0) continue;
            double y0 = y_of(&s, height[d]), y1 = y_of(&s, height[d] + counts[k][d]);
            cairo_rectangle(cr, left + slot * (d + 0.15), y1, slot * 0.7, y0 - y1);
            height[d] += counts[k][d];
        }
        cairo_fill(cr);
    }
    char day[16];
    for (int d = 0; d < 14; d += 2) {
        snprintf(day, sizeof day, "Jan %02d", 6 + d);
        x_tick(cr, day, left + slot * (d + 0.5));
    }
    for (int k = 0; k < 4; k++) {  /* the legend, top right inside the plot */
        double y = top + 8 + 18 * k;
        color(cr, colors[k]);
        cairo_rectangle(cr, right - 100, y, 12, 12);
        cairo_fill(cr);
        color(cr, ink);
        label(cr, steps[k], right - 82, y + 10, 0);
    }
}

/* Uniform Catmull-Rom through the week's points (ends repeated), as exact cubic Béziers, and a dot on each. */
static void smooth_line(cairo_t *cr) {
    scale s = round_scale(0, 7);
    backdrop(cr, &s, "Tasks done, week of Jan 6 2025 (smoothed)");
    double slot = (right - left) / 7, x[7], y[7];
    for (int i = 0; i < 7; i++) {
        x[i] = left + slot * (i + 0.5);
        y[i] = y_of(&s, week[i]);
    }
    color(cr, blue);
    cairo_set_line_width(cr, 2);
    cairo_move_to(cr, x[0], y[0]);
    for (int i = 0; i < 6; i++) {
        int a = i == 0 ? 0 : i - 1, d = i == 5 ? 6 : i + 2;
        cairo_curve_to(cr, x[i] + (x[i + 1] - x[a]) / 6, y[i] + (y[i + 1] - y[a]) / 6,
                       x[i + 1] - (x[d] - x[i]) / 6, y[i + 1] - (y[d] - y[i]) / 6, x[i + 1], y[i + 1]);
    }
    cairo_stroke(cr);
    for (int i = 0; i < 7; i++) {
        cairo_new_sub_path(cr);
        cairo_arc(cr, x[i], y[i], 4.5, 0, 2 * M_PI);
    }
    cairo_fill(cr);
    for (int i = 0; i < 7; i++) x_tick(cr, week_days[i], x[i]);
}

enum { WALK = 1000000 };

/* One polyline of a million points, y[i] = sum over k <= i of (h01(k) - 0.5); with thin, only the first, lowest,
 * highest and last point of each pixel column, in order. */
static void random_walk(cairo_t *cr, int thin) {
    double *y = malloc(sizeof *y * WALK), sum = 0, lo = INFINITY, hi = -INFINITY;
    if (!y) exit(1);
    for (int i = 0; i < WALK; i++) {
        sum += h01(i) - 0.5;
        y[i] = sum;
        lo = fmin(lo, sum);
        hi = fmax(hi, sum);
    }
    scale s = round_scale(lo, hi), xs = round_scale(0, WALK);
    backdrop(cr, &s, thin ? "Random walk, 1,000,000 points (M4 decimated)" : "Random walk, 1,000,000 points");
    double dx = (right - left) / (WALK - 1);
    char buf[32];
    for (double v = 0; v <= WALK; v += xs.step) {
        number(buf, sizeof buf, v);
        x_tick(cr, buf, left + v * dx);
    }
    color(cr, blue);
    cairo_set_line_width(cr, 1);
    cairo_move_to(cr, left, y_of(&s, y[0]));
    for (int i = 0; i < WALK;) {
        if (!thin) {
            cairo_line_to(cr, left + i * dx, y_of(&s, y[i]));
            i++;
            continue;
        }
        int column = (int)(i * dx), first = i, low = i, high = i;
        for (; i < WALK && (int)(i * dx) == column; i++) {
            if (y[i] < y[low]) low = i;
            if (y[i] > y[high]) high = i;
        }
        int keep[4] = {first, low < high ? low : high, low < high ? high : low, i - 1};
        for (int k = 0; k < 4; k++) cairo_line_to(cr, left + keep[k] * dx, y_of(&s, y[keep[k]]));
    }
    cairo_stroke(cr);
    free(y);
}

/* 1,095 daily counts from 2022-01-01, floor(6 + 4 sin(2 pi i / 365.25) + 4 h01(i)), as touching bars. */
static void three_years(cairo_t *cr) {
    enum { DAYS = 1095 };
    double count[DAYS], most = 0;
    for (int i = 0; i < DAYS; i++) {
        count[i] = floor(6 + 4 * sin(2 * M_PI * i / 365.25) + 4 * h01(i));
        most = fmax(most, count[i]);
    }
    scale s = round_scale(0, most);
    backdrop(cr, &s, "Daily count, 2022-2024");
    double slot = (right - left) / DAYS;
    color(cr, blue);
    for (int i = 0; i < DAYS; i++)
        if (count[i] > 0)
            cairo_rectangle(cr, left + slot * i, y_of(&s, count[i]), slot, y_of(&s, 0) - y_of(&s, count[i]));
    cairo_fill(cr);
    static const int first_of[6] = {0, 181, 365, 546, 730, 912}; /* Jan 1 and Jul 1, as days since 2022-01-01 */
    static const char *months[6] = {"Jan 2022", "Jul 2022", "Jan 2023", "Jul 2023", "Jan 2024", "Jul 2024"};
    for (int k = 0; k < 6; k++) x_tick(cr, months[k], left + slot * first_of[k]);
}

int main(int argc, char **argv) {
    if (argc == 2 && !strcmp(argv[1], "startup")) return cairo_version() > 0 ? 0 : 1;
    int thin = argc == 4 && !strcmp(argv[2], "--m4");
    if (argc != 3 && !thin) {
        fprintf(stderr, "usage: chart W1|W2|W3|W4|W5 [--m4] OUT.png|OUT.pdf, or chart startup\n");
        return 64;
    }
    const char *id = argv[1], *out = argv[argc - 1];
    size_t n = strlen(out);
    int pdf = n > 4 && !strcmp(out + n - 4, ".pdf");
    cairo_surface_t *surface = pdf ? cairo_pdf_surface_create(out, WIDTH, HEIGHT)
                                   : cairo_image_surface_create(CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    if (!strcmp(id, "W1")) week_bars(cr);
    else if (!strcmp(id, "W2")) stacked(cr);
    else if (!strcmp(id, "W3")) smooth_line(cr);
    else if (!strcmp(id, "W4")) random_walk(cr, thin);
    else if (!strcmp(id, "W5")) three_years(cr);
    else {
        fprintf(stderr, "chart: unknown workload %s\n", id);
        return 64;
    }
    axes(cr);
    int failed = !pdf && cairo_surface_write_to_png(surface, out) != CAIRO_STATUS_SUCCESS;
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    failed |= cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS;
    cairo_surface_destroy(surface);
    if (failed) fprintf(stderr, "chart: could not write %s\n", out);
    return failed;
}
