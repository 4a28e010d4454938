// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

#define _GNU_SOURCE
#include "CImageLoaders.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* The entry points used, declared with opaque pointers so no development headers are needed and nothing links
   against the libraries. Values and layouts from turbojpeg.h, glib's gerror.h, rsvg.h and poppler.h. */
enum { TJPF_BGRA = 8, TJERR_WARNING = 0 };
typedef struct { unsigned domain; int code; char *message; } GError;
typedef struct { double x, y, width, height; } RsvgRectangle;
typedef struct { double length; int unit; } RsvgLength;
enum { RSVG_UNIT_PX = 2 };

static void fail(char *error, size_t capacity, const char *what, const char *detail) {
    if (capacity == 0) return;
    snprintf(error, capacity, "%s%s%s", what, detail ? ": " : "", detail ? detail : "");
}

/* ---- JPEG ---- */

static struct {
    void *(*init)(void);
    int (*header)(void *, const unsigned char *, unsigned long, int *, int *, int *, int *);
    int (*decompress)(void *, const unsigned char *, unsigned long, unsigned char *, int, int, int, int, int);
    char *(*error_text)(void *);
    int (*error_code)(void *);
    int (*destroy)(void *);
} tj;
static int tj_status = -1;
static pthread_once_t tj_once = PTHREAD_ONCE_INIT;

#define LOAD(table, field, library, name) \
    if (!(*(void **)&table.field = dlsym(library, name))) return;

static void tj_load(void) {
    void *library = dlopen("libturbojpeg.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    LOAD(tj, init, library, "tjInitDecompress");
    LOAD(tj, header, library, "tjDecompressHeader3");
    LOAD(tj, decompress, library, "tjDecompress2");
    LOAD(tj, error_text, library, "tjGetErrorStr2");
    LOAD(tj, error_code, library, "tjGetErrorCode");
    LOAD(tj, destroy, library, "tjDestroy");
    tj_status = 0;
}

static void *tj_start(char *error, size_t capacity) {
    pthread_once(&tj_once, tj_load);
    if (tj_status != 0) {
        fail(error, capacity, "cannot load libjpeg-turbo (install libturbojpeg0)", NULL);
        return NULL;
    }
    void *handle = tj.init();
    if (!handle) fail(error, capacity, "cannot start the JPEG decoder", NULL);
    return handle;
}

int shipplot_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *error, size_t capacity) {
    void *handle = tj_start(error, capacity);
    if (!handle) return -1;
    int subsampling = 0, colorspace = 0;
    int status = tj.header(handle, data, (unsigned long)size, width, height, &subsampling, &colorspace);
    if (status != 0) fail(error, capacity, "is not a JPEG that can be read", tj.error_text(handle));
    tj.destroy(handle);
    return status == 0 ? 0 : -1;
}

int shipplot_jpeg_decode(
    const unsigned char *data, size_t size, unsigned char *pixels, int width, int stride, int height, char *error,
    size_t capacity) {
    void *handle = tj_start(error, capacity);
    if (!handle) return -1;
    int status = tj.decompress(handle, data, (unsigned long)size, pixels, width, stride, height, TJPF_BGRA, 0);
    /* A warning (a truncated file, say) still leaves the rows that were decoded, as browsers show them. */
    if (status != 0 && tj.error_code(handle) == TJERR_WARNING) status = 0;
    if (status != 0) fail(error, capacity, "cannot be decoded", tj.error_text(handle));
    tj.destroy(handle);
    return status == 0 ? 0 : -1;
}

/* ---- SVG ---- */

static struct {
    void *(*new_from_data)(const unsigned char *, unsigned long, GError **);
    int (*size_in_pixels)(void *, double *, double *);
    void (*dimensions)(void *, int *, RsvgLength *, int *, RsvgLength *, int *, RsvgRectangle *);
    int (*render)(void *, void *, const RsvgRectangle *, GError **);
    void (*unref)(void *);
    void (*error_free)(GError *);
} svg;
static int svg_status = -1;
static pthread_once_t svg_once = PTHREAD_ONCE_INIT;
/* One SVG at a time: librsvg does not document its handles as safe to parse and draw on several threads at once. */
static pthread_mutex_t svg_lock = PTHREAD_MUTEX_INITIALIZER;

static void svg_load(void) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    LOAD(svg, new_from_data, library, "rsvg_handle_new_from_data");
    LOAD(svg, size_in_pixels, library, "rsvg_handle_get_intrinsic_size_in_pixels");
    LOAD(svg, dimensions, library, "rsvg_handle_get_intrinsic_dimensions");
    LOAD(svg, render, library, "rsvg_handle_render_document");
    LOAD(svg, unref, library, "g_object_unref");
    LOAD(svg, error_free, library, "g_error_free");
    svg_status = 0;
}

/* A parsed SVG, with the lock held; NULL (lock released) and `error` set when it cannot be read. */
static void *svg_open(const unsigned char *data, size_t size, char *error, size_t capacity) {
    pthread_once(&svg_once, svg_load);
    if (svg_status != 0) {
        fail(error, capacity, "cannot load librsvg (install librsvg2-2)", NULL);
        return NULL;
    }
    pthread_mutex_lock(&svg_lock);
    GError *problem = NULL;
    void *handle = svg.new_from_data(data, (unsigned long)size, &problem);
    if (!handle) {
        fail(error, capacity, "is not an SVG that can be read", problem ? problem->message : NULL);
        if (problem) svg.error_free(problem);
        pthread_mutex_unlock(&svg_lock);
    }
    return handle;
}

static void svg_close(void *handle) {
    svg.unref(handle);
    pthread_mutex_unlock(&svg_lock);
}

int shipplot_svg_size(const unsigned char *data, size_t size, double *width, double *height, char *error, size_t capacity) {
    void *handle = svg_open(data, size, error, capacity);
    if (!handle) return -1;
    int found = svg.size_in_pixels(handle, width, height);
    if (!found) {
        /* No absolute width and height: the viewBox's size, as a browser draws an SVG without them. */
        int has_width = 0, has_height = 0, has_box = 0;
        RsvgLength w, h;
        RsvgRectangle box = {0, 0, 0, 0};
        svg.dimensions(handle, &has_width, &w, &has_height, &h, &has_box, &box);
        if (has_box && box.width > 0 && box.height > 0) {
            *width = box.width;
            *height = box.height;
            found = 1;
        }
    }
    svg_close(handle);
    if (!found || !(*width > 0) || !(*height > 0)) {
        fail(error, capacity, "has no size (give the svg element a width and height or a viewBox)", NULL);
        return -1;
    }
    return 0;
}

int shipplot_svg_draw(
    void *cr, const unsigned char *data, size_t size, double width, double height, char *error, size_t capacity) {
    void *handle = svg_open(data, size, error, capacity);
    if (!handle) return -1;
    RsvgRectangle viewport = {0, 0, width, height};
    GError *problem = NULL;
    int drawn = svg.render(handle, cr, &viewport, &problem);
    if (!drawn) fail(error, capacity, "cannot be drawn", problem ? problem->message : NULL);
    if (problem) svg.error_free(problem);
    svg_close(handle);
    return drawn ? 0 : -1;
}

/* ---- PDF ---- */

static struct {
    void *(*new_from_data)(char *, int, const char *, GError **);
    int (*page_count)(void *);
    void *(*page)(void *, int);
    void (*page_size)(void *, double *, double *);
    void (*render)(void *, void *);
    void (*unref)(void *);
    void (*error_free)(GError *);
} pdf;
static int pdf_status = -1;
static pthread_once_t pdf_once = PTHREAD_ONCE_INIT;
/* One PDF at a time: poppler keeps process-wide state and does not document drawing on several threads at once. */
static pthread_mutex_t pdf_lock = PTHREAD_MUTEX_INITIALIZER;

static void pdf_load(void) {
    void *library = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    LOAD(pdf, new_from_data, library, "poppler_document_new_from_data");
    LOAD(pdf, page_count, library, "poppler_document_get_n_pages");
    LOAD(pdf, page, library, "poppler_document_get_page");
    LOAD(pdf, page_size, library, "poppler_page_get_size");
    LOAD(pdf, render, library, "poppler_page_render");
    LOAD(pdf, unref, library, "g_object_unref");
    LOAD(pdf, error_free, library, "g_error_free");
    pdf_status = 0;
}

/* The first page of the PDF, its document in `document`, with the lock held; NULL (lock released) and `error` set
   when it cannot be read. */
static void *pdf_open(const unsigned char *data, size_t size, void **document, char *error, size_t capacity) {
    pthread_once(&pdf_once, pdf_load);
    if (pdf_status != 0) {
        fail(error, capacity, "cannot load poppler (install libpoppler-glib8)", NULL);
        return NULL;
    }
    if (size > 0x7fffffff) {
        fail(error, capacity, "is too large a PDF", NULL);
        return NULL;
    }
    pthread_mutex_lock(&pdf_lock);
    GError *problem = NULL;
    /* Poppler reads the bytes in place and never writes them; the document is released before they are. */
    *document = pdf.new_from_data((char *)data, (int)size, NULL, &problem);
    void *page = NULL;
    if (!*document) {
        fail(error, capacity, "is not a PDF that can be read", problem ? problem->message : NULL);
    } else if (pdf.page_count(*document) < 1 || !(page = pdf.page(*document, 0))) {
        fail(error, capacity, "has no pages", NULL);
        pdf.unref(*document);
    }
    if (problem) pdf.error_free(problem);
    if (!page) pthread_mutex_unlock(&pdf_lock);
    return page;
}

static void pdf_close(void *document, void *page) {
    pdf.unref(page);
    pdf.unref(document);
    pthread_mutex_unlock(&pdf_lock);
}

int shipplot_pdf_size(const unsigned char *data, size_t size, double *width, double *height, char *error, size_t capacity) {
    void *document = NULL;
    void *page = pdf_open(data, size, &document, error, capacity);
    if (!page) return -1;
    pdf.page_size(page, width, height);
    pdf_close(document, page);
    if (!(*width > 0) || !(*height > 0)) {
        fail(error, capacity, "has a first page with no size", NULL);
        return -1;
    }
    return 0;
}

int shipplot_pdf_draw(void *cr, const unsigned char *data, size_t size, char *error, size_t capacity) {
    void *document = NULL;
    void *page = pdf_open(data, size, &document, error, capacity);
    if (!page) return -1;
    pdf.render(page, cr);
    pdf_close(document, page);
    return 0;
}
