/* cairo 1.16's SVG surface leaks one 472-byte recording surface (a snapshot) for each group pattern used in
 * cairo_mask, as source or as mask; ShipPlot's `.mask(_:)` in SVG output uses two. No ShipPlot code involved.
 * Scripts/lsan.supp suppresses it (leak:libcairo.so.2). Build and run:
 *   gcc -fsanitize=address Scripts/lsan-repro/cairo-svg-mask.c $(pkg-config --cflags --libs cairo) -o /tmp/r && /tmp/r
 * LeakSanitizer prints "Direct leak of 944 byte(s) in 2 object(s)" per mask, the stack libcairo.so.2+0x5c11a alone
 * (cairo has no frame pointers): the same report the AddressSanitizer run of the test suite gave.
 */
#include <cairo-svg.h>
#include <cairo.h>
#include <stddef.h>

static cairo_status_t discard(void *closure, const unsigned char *data, unsigned int length) {
    (void)closure, (void)data, (void)length;
    return CAIRO_STATUS_SUCCESS;
}

static cairo_pattern_t *group_with_rectangle(cairo_t *cr, double x) {
    cairo_push_group(cr);
    cairo_rectangle(cr, x, 10, 50, 40);
    cairo_set_source_rgba(cr, 0.2, 0.4, 0.8, 0.7);
    cairo_fill(cr);
    return cairo_pop_group(cr);
}

int main(void) {
    cairo_surface_t *surface = cairo_svg_surface_create_for_stream(discard, NULL, 300, 200);
    cairo_t *cr = cairo_create(surface);
    cairo_pattern_t *content = group_with_rectangle(cr, 10), *mask = group_with_rectangle(cr, 30);
    cairo_set_source(cr, content);
    cairo_mask(cr, mask);
    cairo_pattern_destroy(content);
    cairo_pattern_destroy(mask);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_surface_destroy(surface);
    return 0;
}
