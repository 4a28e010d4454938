/* Pango and the 17 libraries under it (GLib, GObject, GIO, HarfBuzz, FriBidi, …) cost every run of shipplot
   ~6 M instructions of dynamic linking and ~3 MiB of memory when they are linked normally, yet only text that
   DejaVu cannot draw alone needs them. So the functions PangoText calls are defined here, hidden inside the
   executable: the first call of any of them dlopens libpangocairo (which brings the rest) and each looks up the
   real function once. With the libraries taken off the executable's start-up list (Scripts/install does it
   with patchelf), a chart in plain text never loads them. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* Declared hidden, so the definitions below match their declarations and nothing outside can bind to them
   (the C library's headers come first and keep their default visibility). */
#pragma GCC visibility push(hidden)
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#pragma GCC visibility pop

static void *library;
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    library = dlopen("libpangocairo-1.0.so.0", RTLD_NOW | RTLD_LOCAL);
}

/* The real `name`; a missing library or symbol ends the process with one line, as a missing library at start-up
   did before (the install's check draws shaped text, so an installed binary has them). */
static void *real(const char *name) {
    pthread_once(&loaded, load);
    void *symbol = library ? dlsym(library, name) : NULL;
    if (!symbol) {
        fprintf(stderr, "shipplot: cannot load Pango for shaped text (%s): %s\n", name,
                library ? "symbol not found" : dlerror());
        abort();
    }
    return symbol;
}

#define FORWARD(ret, name, params, args)                                                                       \
    __attribute__((visibility("hidden"))) ret name params {                                                   \
        static ret(*function) params;                                                                         \
        ret(*known) params = __atomic_load_n(&function, __ATOMIC_ACQUIRE);                                    \
        if (!known) {                                                                                          \
            known = (ret(*) params)real(#name);                                                                \
            __atomic_store_n(&function, known, __ATOMIC_RELEASE);                                              \
        }                                                                                                      \
        return known args;                                                                                     \
    }
#define FORWARD_VOID(name, params, args)                                                                       \
    __attribute__((visibility("hidden"))) void name params {                                                  \
        static void(*function) params;                                                                        \
        void(*known) params = __atomic_load_n(&function, __ATOMIC_ACQUIRE);                                   \
        if (!known) {                                                                                          \
            known = (void(*) params)real(#name);                                                               \
            __atomic_store_n(&function, known, __ATOMIC_RELEASE);                                              \
        }                                                                                                      \
        known args;                                                                                            \
    }

FORWARD_VOID(g_free, (gpointer mem), (mem))
FORWARD_VOID(g_object_unref, (gpointer object), (object))
FORWARD(GTypeInstance *, g_type_check_instance_cast, (GTypeInstance * instance, GType iface_type),
        (instance, iface_type))
FORWARD(GType, pango_fc_font_map_get_type, (void), ())
FORWARD_VOID(pango_fc_font_map_set_config, (PangoFcFontMap * fcfontmap, FcConfig *fcconfig), (fcfontmap, fcconfig))
FORWARD_VOID(pango_cairo_context_set_font_options, (PangoContext * context, const cairo_font_options_t *options),
             (context, options))
FORWARD(PangoFontMap *, pango_cairo_font_map_new_for_font_type, (cairo_font_type_t fonttype), (fonttype))
FORWARD_VOID(pango_cairo_show_layout, (cairo_t * cr, PangoLayout *layout), (cr, layout))
FORWARD_VOID(pango_cairo_update_context, (cairo_t * cr, PangoContext *context), (cr, context))
FORWARD_VOID(pango_context_set_round_glyph_positions, (PangoContext * context, gboolean round_positions),
             (context, round_positions))
FORWARD_VOID(pango_font_description_free, (PangoFontDescription * desc), (desc))
FORWARD(PangoFontDescription *, pango_font_description_new, (void), ())
FORWARD_VOID(pango_font_description_set_absolute_size, (PangoFontDescription * desc, double size), (desc, size))
FORWARD_VOID(pango_font_description_set_family, (PangoFontDescription * desc, const char *family), (desc, family))
FORWARD_VOID(pango_font_description_set_weight, (PangoFontDescription * desc, PangoWeight weight), (desc, weight))
FORWARD(const char *, pango_font_family_get_name, (PangoFontFamily * family), (family))
FORWARD(PangoContext *, pango_font_map_create_context, (PangoFontMap * fontmap), (fontmap))
FORWARD_VOID(pango_font_map_list_families, (PangoFontMap * fontmap, PangoFontFamily ***families, int *n_families),
             (fontmap, families, n_families))
FORWARD(int, pango_layout_get_baseline, (PangoLayout * layout), (layout))
FORWARD_VOID(pango_layout_get_extents, (PangoLayout * layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect),
             (layout, ink_rect, logical_rect))
FORWARD(PangoLayout *, pango_layout_new, (PangoContext * context), (context))
FORWARD_VOID(pango_layout_set_font_description, (PangoLayout * layout, const PangoFontDescription *desc),
             (layout, desc))
FORWARD_VOID(pango_layout_set_single_paragraph_mode, (PangoLayout * layout, gboolean setting), (layout, setting))
FORWARD_VOID(pango_layout_set_text, (PangoLayout * layout, const char *text, int length), (layout, text, length))
