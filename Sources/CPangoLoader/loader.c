// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

#define _GNU_SOURCE
#include "CPangoLoader.h"
#include <dlfcn.h>
#include <math.h>
#include <stdlib.h>
#include <stddef.h>
#include <strings.h>

/* The few Pango, GLib and fontconfig entry points used, declared here with opaque pointers so no development
   headers are needed and nothing links against them. Values from pango.h and cairo.h. */
enum { PANGO_GLYPH_EMPTY = 0x0FFFFFFF, PANGO_SCALE = 1024, WEIGHT_NORMAL = 400, WEIGHT_BOLD = 700, CAIRO_FONT_TYPE_FT = 1 };
enum { PANGO_STYLE_NORMAL = 0, PANGO_STYLE_ITALIC = 2, STYLE_BOLD = 1, STYLE_ITALIC = 2 };
enum { ANTIALIAS_GRAY = 2, HINT_STYLE_NONE = 1, HINT_METRICS_OFF = 1 };
enum { CAIRO_SURFACE_TYPE_IMAGE = 0, CAIRO_SURFACE_TYPE_PDF = 1, CAIRO_FORMAT_ARGB32 = 0 };
typedef struct { int x, y, width, height; } Rect;
/* The heads of PangoItem, PangoGlyphString, PangoGlyphItem and PangoGlyphItemIter (stable ABI), and cairo's
   glyph, cluster, matrix and text extents. */
typedef struct { int offset, length, num_chars; void *shape_engine, *lang_engine, *font; } Item;
typedef struct { unsigned glyph; int width, x_offset, y_offset; unsigned attr; } GlyphInfo;
typedef struct { int num_glyphs; GlyphInfo *glyphs; int *log_clusters; } GlyphString;
typedef struct { Item *item; GlyphString *glyphs; } GlyphItem;
typedef struct {
    GlyphItem *glyph_item;
    const char *text;
    int start_glyph, start_index, start_char, end_glyph, end_index, end_char;
} GlyphItemIter;
typedef struct { unsigned long index; double x, y; } CairoGlyph;
typedef struct { int num_bytes, num_glyphs; } CairoCluster;
typedef struct { double xx, yx, xy, yy, x0, y0; } Matrix;
typedef struct { double x_bearing, y_bearing, width, height, x_advance, y_advance; } TextExtents;

static struct {
    void *(*font_map_new_for_font_type)(int);
    void (*fc_font_map_set_config)(void *, void *);
    void *(*fc_config_create)(void);
    int (*fc_config_parse_memory)(void *, const char *, int);
    int (*fc_config_add_file)(void *, const char *);
    void (*fc_config_destroy)(void *);
    void (*list_families)(void *, void ***, int *);
    const char *(*family_get_name)(void *);
    void (*g_free)(void *);
    void (*g_object_unref)(void *);
    void *(*create_context)(void *);
    void (*context_set_font_options)(void *, const void *);
    void (*context_set_round_glyph_positions)(void *, int);
    void (*update_context)(void *, void *);
    void *(*layout_new)(void *);
    void (*layout_set_font_description)(void *, void *);
    void (*layout_set_single_paragraph_mode)(void *, int);
    void (*layout_set_text)(void *, const char *, int);
    void (*layout_get_extents)(void *, Rect *, Rect *);
    int (*layout_get_baseline)(void *);
    void (*show_layout)(void *, void *);
    void *(*description_new)(void);
    void (*description_free)(void *);
    void (*description_set_family)(void *, const char *);
    void (*description_set_weight)(void *, int);
    void (*description_set_style)(void *, int);
    void (*description_set_absolute_size)(void *, double);
    void *(*options_create)(void);
    void (*options_set_antialias)(void *, int);
    void (*options_set_hint_style)(void *, int);
    void (*options_set_hint_metrics)(void *, int);
    void (*cairo_move_to)(void *, double, double);
    void (*cairo_new_path)(void *);
    void *(*layout_get_iter)(void *);
    void *(*iter_get_run)(void *);
    void (*iter_get_run_extents)(void *, Rect *, Rect *);
    int (*iter_get_baseline)(void *);
    int (*iter_next_run)(void *);
    void (*iter_free)(void *);
    const char *(*layout_get_text)(void *);
    int (*glyph_item_iter_init_start)(void *, void *, const char *);
    int (*glyph_item_iter_next_cluster)(void *);
    void *(*load_font)(void *, void *, void *);
    void *(*font_get_hb_font)(void *);
    void *(*font_get_scaled_font)(void *);
    void *(*hb_font_get_face)(void *);
    int (*hb_get_nominal_glyph)(void *, unsigned, unsigned *);
    int (*hb_has_png)(void *);
    void *(*cairo_get_target)(void *);
    int (*cairo_surface_get_type)(void *);
    void *(*scaled_font_get_font_face)(void *);
    void (*scaled_font_glyph_extents)(void *, const void *, int, void *);
    void (*cairo_save)(void *);
    void (*cairo_restore)(void *);
    void (*cairo_set_font_face)(void *, void *);
    void (*cairo_set_font_matrix)(void *, const void *);
    void (*cairo_set_font_options)(void *, const void *);
    void (*cairo_set_source_rgba)(void *, double, double, double, double);
    int (*cairo_show_text_glyphs)(void *, const char *, int, const void *, int, const void *, int, int);
    void (*show_glyph_item)(void *, const char *, void *);
    void (*scaled_font_get_font_matrix)(void *, void *);
    void (*cairo_show_glyphs)(void *, const void *, int);
    void (*cairo_get_matrix)(void *, void *);
    void *(*image_surface_create)(int, int, int);
    void (*surface_destroy)(void *);
    void (*surface_get_device_scale)(void *, double *, double *);
    void *(*cairo_create)(void *);
    void (*cairo_destroy)(void *);
    void (*cairo_translate)(void *, double, double);
    void (*cairo_scale)(void *, double, double);
    void (*cairo_set_source_surface)(void *, void *, double, double);
    void (*cairo_paint)(void *);
} f;

static int loaded;
static void *options;

/* One font map and its measuring context: the system's fonts, or a pinned set of files. */
struct shipplot_fonts {
    void *font_map, *measuring;
};

/* Without fontconfig's own rules a colour-bitmap font (Noto Color Emoji) draws at its strike size; this is the
   rule of 10-scale-bitmap-fonts.conf that scales it to the size asked for. */
static const char scale_bitmap_fonts[] =
    "<fontconfig>"
    "<match target=\"font\"><test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
    "<edit name=\"pixelsizefixupfactor\" mode=\"assign\"><divide><name target=\"pattern\">pixelsize</name>"
    "<name target=\"font\">pixelsize</name></divide></edit></match>"
    "<match target=\"font\"><test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
    "<edit name=\"matrix\" mode=\"assign\"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>"
    "<double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>"
    "<edit name=\"size\" mode=\"assign\"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>"
    "</match></fontconfig>";

/* fontconfig's 90-synthetic.conf, which pinned configurations lack: a bold asked of a face that has no bold
   (WenQuanYi Micro Hei) is emboldened by cairo, so CJK titles come out bold like the Latin around them; an
   italic asked of a face that has none is slanted by its matrix, as fontconfig's own rule does. */
static const char synthetic_styles[] =
    "<fontconfig><match target=\"font\">"
    "<test name=\"weight\" compare=\"less_eq\"><const>medium</const></test>"
    "<test target=\"pattern\" name=\"weight\" compare=\"more_eq\"><const>bold</const></test>"
    "<edit name=\"embolden\" mode=\"assign\"><bool>true</bool></edit>"
    "<edit name=\"weight\" mode=\"assign\"><const>bold</const></edit>"
    "</match><match target=\"font\">"
    "<test name=\"slant\"><const>roman</const></test>"
    "<test target=\"pattern\" name=\"slant\" compare=\"not_eq\"><const>roman</const></test>"
    "<edit name=\"matrix\" mode=\"assign\"><times><name>matrix</name><matrix><double>1</double>"
    "<double>0.2</double><double>0</double><double>1</double></matrix></times></edit>"
    "<edit name=\"slant\" mode=\"assign\"><const>oblique</const></edit>"
    "<edit name=\"embeddedbitmap\" mode=\"assign\"><bool>false</bool></edit>"
    "</match></fontconfig>";

#define LOAD(field, name) if (!(*(void **)&f.field = dlsym(RTLD_DEFAULT, name))) return -1

/* The calls that give colour emoji a text layer in PDFs (see add_text_layer). */
static int load_text_layer(void) {
    if (!dlopen("libharfbuzz.so.0", RTLD_NOW | RTLD_GLOBAL)) return -1;
    LOAD(layout_get_iter, "pango_layout_get_iter");
    LOAD(iter_get_run, "pango_layout_iter_get_run_readonly");
    LOAD(iter_get_run_extents, "pango_layout_iter_get_run_extents");
    LOAD(iter_get_baseline, "pango_layout_iter_get_baseline");
    LOAD(iter_next_run, "pango_layout_iter_next_run");
    LOAD(iter_free, "pango_layout_iter_free");
    LOAD(layout_get_text, "pango_layout_get_text");
    LOAD(glyph_item_iter_init_start, "pango_glyph_item_iter_init_start");
    LOAD(glyph_item_iter_next_cluster, "pango_glyph_item_iter_next_cluster");
    LOAD(load_font, "pango_font_map_load_font");
    LOAD(font_get_hb_font, "pango_font_get_hb_font");
    LOAD(font_get_scaled_font, "pango_cairo_font_get_scaled_font");
    LOAD(hb_font_get_face, "hb_font_get_face");
    LOAD(hb_get_nominal_glyph, "hb_font_get_nominal_glyph");
    LOAD(hb_has_png, "hb_ot_color_has_png");
    LOAD(cairo_get_target, "cairo_get_target");
    LOAD(cairo_surface_get_type, "cairo_surface_get_type");
    LOAD(scaled_font_get_font_face, "cairo_scaled_font_get_font_face");
    LOAD(scaled_font_glyph_extents, "cairo_scaled_font_glyph_extents");
    LOAD(cairo_save, "cairo_save");
    LOAD(cairo_restore, "cairo_restore");
    LOAD(cairo_set_font_face, "cairo_set_font_face");
    LOAD(cairo_set_font_matrix, "cairo_set_font_matrix");
    LOAD(cairo_set_font_options, "cairo_set_font_options");
    LOAD(cairo_set_source_rgba, "cairo_set_source_rgba");
    LOAD(cairo_show_text_glyphs, "cairo_show_text_glyphs");
    LOAD(show_glyph_item, "pango_cairo_show_glyph_item");
    LOAD(scaled_font_get_font_matrix, "cairo_scaled_font_get_font_matrix");
    LOAD(cairo_show_glyphs, "cairo_show_glyphs");
    LOAD(cairo_get_matrix, "cairo_get_matrix");
    LOAD(image_surface_create, "cairo_image_surface_create");
    LOAD(surface_destroy, "cairo_surface_destroy");
    LOAD(surface_get_device_scale, "cairo_surface_get_device_scale");
    LOAD(cairo_create, "cairo_create");
    LOAD(cairo_destroy, "cairo_destroy");
    LOAD(cairo_translate, "cairo_translate");
    LOAD(cairo_scale, "cairo_scale");
    LOAD(cairo_set_source_surface, "cairo_set_source_surface");
    LOAD(cairo_paint, "cairo_paint");
    return 0;
}

static int load(void) {
    static const char *const libraries[] = {
        "libglib-2.0.so.0", "libgobject-2.0.so.0", "libfontconfig.so.1", "libpango-1.0.so.0",
        "libpangoft2-1.0.so.0", "libpangocairo-1.0.so.0"};
    for (size_t i = 0; i < sizeof libraries / sizeof *libraries; i++) {
        if (!dlopen(libraries[i], RTLD_NOW | RTLD_GLOBAL)) return -1;
    }
    LOAD(font_map_new_for_font_type, "pango_cairo_font_map_new_for_font_type");
    LOAD(fc_font_map_set_config, "pango_fc_font_map_set_config");
    LOAD(fc_config_create, "FcConfigCreate");
    LOAD(fc_config_parse_memory, "FcConfigParseAndLoadFromMemory");
    LOAD(fc_config_add_file, "FcConfigAppFontAddFile");
    LOAD(fc_config_destroy, "FcConfigDestroy");
    LOAD(list_families, "pango_font_map_list_families");
    LOAD(family_get_name, "pango_font_family_get_name");
    LOAD(g_free, "g_free");
    LOAD(g_object_unref, "g_object_unref");
    LOAD(create_context, "pango_font_map_create_context");
    LOAD(context_set_font_options, "pango_cairo_context_set_font_options");
    LOAD(context_set_round_glyph_positions, "pango_context_set_round_glyph_positions");
    LOAD(update_context, "pango_cairo_update_context");
    LOAD(layout_new, "pango_layout_new");
    LOAD(layout_set_font_description, "pango_layout_set_font_description");
    LOAD(layout_set_single_paragraph_mode, "pango_layout_set_single_paragraph_mode");
    LOAD(layout_set_text, "pango_layout_set_text");
    LOAD(layout_get_extents, "pango_layout_get_extents");
    LOAD(layout_get_baseline, "pango_layout_get_baseline");
    LOAD(show_layout, "pango_cairo_show_layout");
    LOAD(description_new, "pango_font_description_new");
    LOAD(description_free, "pango_font_description_free");
    LOAD(description_set_family, "pango_font_description_set_family");
    LOAD(description_set_weight, "pango_font_description_set_weight");
    LOAD(description_set_style, "pango_font_description_set_style");
    LOAD(description_set_absolute_size, "pango_font_description_set_absolute_size");
    LOAD(options_create, "cairo_font_options_create");
    LOAD(options_set_antialias, "cairo_font_options_set_antialias");
    LOAD(options_set_hint_style, "cairo_font_options_set_hint_style");
    LOAD(options_set_hint_metrics, "cairo_font_options_set_hint_metrics");
    LOAD(cairo_move_to, "cairo_move_to");
    LOAD(cairo_new_path, "cairo_new_path");
    if (load_text_layer() != 0) return -1;
    /* The options every ShipPlot text uses: grey antialiasing, no hinting, unhinted metrics. */
    options = f.options_create();
    f.options_set_antialias(options, ANTIALIAS_GRAY);
    f.options_set_hint_style(options, HINT_STYLE_NONE);
    f.options_set_hint_metrics(options, HINT_METRICS_OFF);
    return 0;
}

static void configure(void *context) {
    f.context_set_font_options(context, options);
    /* Unrounded positions: the width measured at one scale is the width drawn at any other. */
    f.context_set_round_glyph_positions(context, 0);
}

ShipPlotFonts *shipplot_text_start(const char *const *files, int count, const char **error) {
    if (!loaded) {
        if (load() != 0) {
            *error = "cannot load Pango (install libpango-1.0-0 and libpangocairo-1.0-0)";
            return NULL;
        }
        loaded = 1;
    }
    /* A font map is kept for the process's life, never freed: Pango 1.50 starts fontconfig in a thread of its
       own, which may still be running. The Swift side makes one per set of files. */
    ShipPlotFonts *fonts = calloc(1, sizeof *fonts);
    if (!fonts) {
        *error = "out of memory";
        return NULL;
    }
    void *font_map = f.font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (count > 0) {
        void *config = f.fc_config_create();
        f.fc_config_parse_memory(config, scale_bitmap_fonts, 0);
        f.fc_config_parse_memory(config, synthetic_styles, 0);
        for (int i = 0; i < count; i++) f.fc_config_add_file(config, files[i]);
        f.fc_font_map_set_config(font_map, config);
        f.fc_config_destroy(config);
    }
    fonts->font_map = font_map;
    fonts->measuring = f.create_context(font_map);
    configure(fonts->measuring);
    return fonts;
}

int shipplot_text_has_family(const ShipPlotFonts *fonts, const char *family) {
    void **families = NULL;
    int count = 0, found = 0;
    f.list_families(fonts->font_map, &families, &count);
    for (int i = 0; i < count && !found; i++) found = strcasecmp(f.family_get_name(families[i]), family) == 0;
    f.g_free(families);
    return found;
}

static void *make_description(const char *family, int style, double size) {
    void *description = f.description_new();
    f.description_set_family(description, family);
    f.description_set_weight(description, style & STYLE_BOLD ? WEIGHT_BOLD : WEIGHT_NORMAL);
    f.description_set_style(description, style & STYLE_ITALIC ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
    f.description_set_absolute_size(description, size * PANGO_SCALE);
    return description;
}

static void *make_layout(void *context, const char *text, const char *family, int style, double size) {
    void *layout = f.layout_new(context);
    void *description = make_description(family, style, size);
    f.layout_set_font_description(layout, description);
    f.description_free(description);
    /* One line whatever the text holds: line breaks are the layout stage's business. */
    f.layout_set_single_paragraph_mode(layout, 1);
    f.layout_set_text(layout, text, -1);
    return layout;
}

double shipplot_text_width(const ShipPlotFonts *fonts, const char *text, const char *family, int style, double size) {
    void *layout = make_layout(fonts->measuring, text, family, style, size);
    Rect logical;
    f.layout_get_extents(layout, NULL, &logical);
    f.g_object_unref(layout);
    return (double)logical.width / PANGO_SCALE;
}

/* Whether `run` is set in a colour bitmap font (Noto Color Emoji): cairo 1.16 draws those as images. */
static int is_colour(const GlyphItem *run) {
    return run && f.hb_has_png(f.hb_font_get_face(f.font_get_hb_font(run->item->font)));
}

/* Whether cairo would draw a colour glyph of `layout` wrongly on `cr`: cairo 1.16 places colour glyphs along a
   rotated baseline but does not turn them. */
static int turned_with_colour(void *cr, void *layout) {
    Matrix matrix;
    f.cairo_get_matrix(cr, &matrix);
    if (matrix.xy == 0 && matrix.yx == 0) return 0;
    int found = 0;
    void *iter = f.layout_get_iter(layout);
    do found = is_colour(f.iter_get_run(iter));
    while (!found && f.iter_next_run(iter));
    f.iter_free(iter);
    return found;
}

/* Draws the glyphs of `run` from x = 0 on the baseline y in the font of `run` but the transform of `cr`: Pango's
   own font for the run carries the turned transform it was shaped for, which cairo would keep. */
static void show_glyphs_unturned(void *cr, const GlyphItem *run, double y) {
    void *scaled = f.font_get_scaled_font(run->item->font);
    CairoGlyph *glyphs = scaled ? calloc((size_t)run->glyphs->num_glyphs + 1, sizeof *glyphs) : NULL;
    if (!glyphs) return;
    Matrix font_matrix;
    f.scaled_font_get_font_matrix(scaled, &font_matrix);
    f.cairo_set_font_face(cr, f.scaled_font_get_font_face(scaled));
    f.cairo_set_font_matrix(cr, &font_matrix);
    f.cairo_set_font_options(cr, options);
    int count = 0, x = 0;
    for (int i = 0; i < run->glyphs->num_glyphs; i++) {
        const GlyphInfo *info = &run->glyphs->glyphs[i];
        /* Pango's empty and unknown-character glyphs are not glyphs of the font. */
        if (info->glyph < PANGO_GLYPH_EMPTY) {
            glyphs[count++] = (CairoGlyph){info->glyph, (double)(x + info->x_offset) / PANGO_SCALE,
                                           y + (double)info->y_offset / PANGO_SCALE};
        }
        x += info->width;
    }
    f.cairo_show_glyphs(cr, glyphs, count);
    free(glyphs);
}

/* Draws the colour run at `box` (user space, unturned) into an image at the device's resolution (4× for PDF and
   SVG, which keep it as an image) and paints that image through the turned transform, which cairo turns. */
static void draw_turned_colour_run(void *cr, GlyphItem *run, const double box[4], double baseline) {
    Matrix matrix;
    f.cairo_get_matrix(cr, &matrix);
    double device_x = 1, device_y = 1;
    void *target = f.cairo_get_target(cr);
    f.surface_get_device_scale(target, &device_x, &device_y);
    double scale = sqrt(fabs((matrix.xx * matrix.yy - matrix.xy * matrix.yx) * device_x * device_y));
    if (f.cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_IMAGE) scale *= 4;
    if (!(scale > 0) || box[2] * scale > 8192 || box[3] * scale > 8192) return;
    void *image = f.image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(box[2] * scale) + 2,
                                         (int)ceil(box[3] * scale) + 2);
    void *offscreen = f.cairo_create(image);
    f.cairo_translate(offscreen, 1, 1);
    f.cairo_scale(offscreen, scale, scale);
    show_glyphs_unturned(offscreen, run, baseline - box[1]);
    f.cairo_destroy(offscreen);
    f.cairo_save(cr);
    f.cairo_translate(cr, box[0], box[1]);
    f.cairo_scale(cr, 1 / scale, 1 / scale);
    f.cairo_set_source_surface(cr, image, -1, -1);
    f.cairo_paint(cr);
    f.cairo_restore(cr);
    f.surface_destroy(image);
}

/* Draws `layout` run by run with its top left at (x, y), colour runs through draw_turned_colour_run. */
static void show_runs_turned(void *cr, void *layout, double x, double y) {
    const char *text = f.layout_get_text(layout);
    void *iter = f.layout_get_iter(layout);
    do {
        GlyphItem *run = f.iter_get_run(iter);
        if (!run) continue;
        Rect logical;
        f.iter_get_run_extents(iter, NULL, &logical);
        double baseline = y + (double)f.iter_get_baseline(iter) / PANGO_SCALE;
        double box[4] = {x + (double)logical.x / PANGO_SCALE, y + (double)logical.y / PANGO_SCALE,
                         (double)logical.width / PANGO_SCALE, (double)logical.height / PANGO_SCALE};
        if (is_colour(run)) {
            draw_turned_colour_run(cr, run, box, baseline);
        } else {
            f.cairo_move_to(cr, box[0], baseline);
            f.show_glyph_item(cr, text, run);
        }
    } while (f.iter_next_run(iter));
    f.iter_free(iter);
}

/* The glyph that carries a colour cluster's text: a middle dot of the layout's font, `advance` wide at `size`. */
typedef struct {
    void *font, *face;
    unsigned glyph;
    double size, advance;
} Carrier;

static int make_carrier(Carrier *carrier, void *font_map, void *context, void *description, double size) {
    void *font = f.load_font(font_map, context, description);
    void *scaled = font ? f.font_get_scaled_font(font) : NULL;
    unsigned glyph = 0;
    if (!scaled || !f.hb_get_nominal_glyph(f.font_get_hb_font(font), 0xB7, &glyph)) {
        if (font) f.g_object_unref(font);
        return 0;
    }
    CairoGlyph dot = {glyph, 0, 0};
    TextExtents extents;
    f.scaled_font_glyph_extents(scaled, &dot, 1, &extents);
    *carrier = (Carrier){font, f.scaled_font_get_font_face(scaled), glyph, size, extents.x_advance};
    return extents.x_advance > 0;
}

/* One carrier per cluster of `run`, stretched to the cluster's width, its text the cluster's bytes. */
static void carry_clusters(void *cr, const Carrier *carrier, GlyphItem *run, const char *text, double x, double y) {
    GlyphItemIter it;
    for (int more = f.glyph_item_iter_init_start(&it, run, text); more; more = f.glyph_item_iter_next_cluster(&it)) {
        /* Left to right the cluster is glyphs [start, end); right to left (end, start]. */
        int first = it.start_glyph < it.end_glyph ? it.start_glyph : it.end_glyph + 1;
        int last = it.start_glyph < it.end_glyph ? it.end_glyph : it.start_glyph + 1;
        int before = 0, width = 0;
        for (int i = 0; i < last; i++) *(i < first ? &before : &width) += run->glyphs->glyphs[i].width;
        if (width <= 0) continue;
        double stretch = (double)width / PANGO_SCALE / carrier->advance;
        Matrix matrix = {carrier->size * stretch, 0, 0, carrier->size, 0, 0};
        f.cairo_set_font_matrix(cr, &matrix);
        CairoGlyph glyph = {carrier->glyph, x + (double)before / PANGO_SCALE, y};
        CairoCluster cluster = {it.end_index - it.start_index, 1};
        f.cairo_show_text_glyphs(cr, text + it.start_index, cluster.num_bytes, &glyph, 1, &cluster, 1, 0);
    }
}

/* cairo 1.16 puts colour (bitmap) emoji into a PDF as images, which carry no text. Under each colour cluster this
   draws a carrier glyph whose ToUnicode is the cluster's text, at alpha 1/255 (cairo drops anything clearer) and
   covered by the emoji drawn next: pdftotext and copying give back the string, the picture stays the same. */
static void add_text_layer(
    void *cr, void *font_map, void *context, void *layout, void *description, double size, double x, double y) {
    Carrier carrier = {0};
    void *iter = f.layout_get_iter(layout);
    f.cairo_save(cr);
    do {
        GlyphItem *run = f.iter_get_run(iter);
        if (!is_colour(run)) continue;
        if (!carrier.font) {
            if (!make_carrier(&carrier, font_map, context, description, size)) break;
            f.cairo_set_font_face(cr, carrier.face);
            f.cairo_set_font_options(cr, options);
            f.cairo_set_source_rgba(cr, 0, 0, 0, 1.0 / 255);
        }
        Rect logical;
        f.iter_get_run_extents(iter, NULL, &logical);
        double baseline = y + (double)f.iter_get_baseline(iter) / PANGO_SCALE;
        carry_clusters(cr, &carrier, run, f.layout_get_text(layout), x + (double)logical.x / PANGO_SCALE, baseline);
    } while (f.iter_next_run(iter));
    f.cairo_restore(cr);
    f.iter_free(iter);
    if (carrier.font) f.g_object_unref(carrier.font);
}

void shipplot_text_draw(
    const ShipPlotFonts *fonts, void *cr, const char *text, const char *family, int style, double size, double x,
    double y) {
    void *context = f.create_context(fonts->font_map);
    configure(context);
    f.update_context(cr, context);
    void *layout = make_layout(context, text, family, style, size);
    Rect logical;
    f.layout_get_extents(layout, NULL, &logical);
    double baseline = (double)f.layout_get_baseline(layout) / PANGO_SCALE;
    /* Right-to-left text still fills the measured width to the right of x. */
    double left = x - (double)logical.x / PANGO_SCALE, top = y - baseline;
    if (f.cairo_surface_get_type(f.cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_PDF) {
        void *description = make_description(family, style, size);
        add_text_layer(cr, fonts->font_map, context, layout, description, size, left, top);
        f.description_free(description);
    }
    if (turned_with_colour(cr, layout)) {
        show_runs_turned(cr, layout, left, top);
    } else {
        f.cairo_move_to(cr, left, top);
        f.show_layout(cr, layout);
    }
    f.cairo_new_path(cr);
    f.g_object_unref(layout);
    f.g_object_unref(context);
}
