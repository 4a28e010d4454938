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
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* deflateInit2 is a macro (it passes the header's version and z_stream size); Swift cannot call macros. A raw
   deflate stream (window bits -15): the PNG writer writes the zlib header and its Adler-32 trailer itself, as it
   checksums every byte once, its own blocks of repeated rows included. */
static inline int shipplot_deflate_init(z_streamp stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, strategy);
}

/* A font file read through pread, for FT_Open_Face. FreeType maps a file it opens by path, and Linux maps a mapped
   file in 64 KB blocks around every page read: a chart's few dozen glyphs made all of both Inter files resident
   (0.5 MiB). Read this way, FreeType holds only the tables and glyph programs it reads. Its reads are small and
   jump between a table's offsets and its data, so eight 4 KB blocks are kept, the least recently used replaced:
   ~100 system calls for a chart's two faces instead of ~600. */
enum { shipplot_font_blocks = 8, shipplot_font_block = 4096 };
typedef struct {
    FT_StreamRec stream; /* first, so the stream FreeType hands back is the file */
    int descriptor;
    unsigned long start[shipplot_font_blocks], length[shipplot_font_blocks], used[shipplot_font_blocks], clock;
    unsigned char blocks[shipplot_font_blocks][shipplot_font_block];
} shipplot_font_file;

static unsigned long shipplot_font_file_read(FT_Stream stream, unsigned long offset, unsigned char *out,
                                             unsigned long count) {
    shipplot_font_file *file = (shipplot_font_file *)stream;
    if (count == 0) return offset <= stream->size ? 0 : 1; /* a seek: 0 means done */
    if (count > shipplot_font_block) {
        ssize_t read = pread(file->descriptor, out, count, (off_t)offset);
        return read > 0 ? (unsigned long)read : 0;
    }
    int block = -1, oldest = 0;
    for (int i = 0; i < shipplot_font_blocks && block < 0; i++) {
        if (file->length[i] && offset >= file->start[i] && offset + count <= file->start[i] + file->length[i])
            block = i;
        else if (file->used[i] < file->used[oldest])
            oldest = i;
    }
    if (block < 0) {
        block = oldest;
        unsigned long start = offset & ~(unsigned long)(shipplot_font_block - 1);
        if (offset + count > start + shipplot_font_block) start = offset;
        ssize_t read = pread(file->descriptor, file->blocks[block], shipplot_font_block, (off_t)start);
        file->start[block] = start;
        file->length[block] = read > 0 ? (unsigned long)read : 0;
        unsigned long end = start + file->length[block];
        if (offset + count > end) count = end > offset ? end - offset : 0;
    }
    file->used[block] = ++file->clock;
    memcpy(out, file->blocks[block] + (offset - file->start[block]), count);
    return count;
}

/* FreeType calls this once, when the face is done, and does not touch the stream after. */
static void shipplot_font_file_close(FT_Stream stream) {
    shipplot_font_file *file = (shipplot_font_file *)stream;
    close(file->descriptor);
    free(file);
}

/* FT_New_Face for `path`, read as above. Returns FreeType's error, or -1 when the file cannot be opened. */
static inline FT_Error shipplot_open_font(FT_Library library, const char *path, FT_Face *face) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    struct stat info;
    shipplot_font_file *file = calloc(1, sizeof *file);
    if (!file || fstat(descriptor, &info) != 0) {
        free(file);
        close(descriptor);
        return FT_Err_Cannot_Open_Resource;
    }
    file->descriptor = descriptor;
    file->stream.size = (unsigned long)info.st_size;
    file->stream.read = shipplot_font_file_read;
    file->stream.close = shipplot_font_file_close;
    FT_Open_Args arguments = {0};
    arguments.flags = FT_OPEN_STREAM;
    arguments.stream = &file->stream;
    /* On failure FreeType has already closed the stream (and so freed the file). */
    return FT_Open_Face(library, &arguments, 0, face);
}

#endif
