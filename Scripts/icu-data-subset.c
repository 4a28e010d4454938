// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/* Writes a copy of an ICU common data package (.dat: the "CmnD" format icupkg writes) that holds only the items
   a list names. Scripts/install links the result into shipplot in place of the 34 MB package the toolchain's
   FoundationICU carries, of which the tool reads a few hundred kilobytes.

     icu-data-subset IN.dat LIST OUT.dat

   LIST has one item name a line without the package prefix ("zoneinfo64.res", "curr/en.res"); blank lines and
   lines starting with # are skipped. Every item named must be in IN. The package's header is copied as it is;
   the table of contents (item count, then a name offset and a data offset per item, both from the table's
   start) keeps the input's sorted order, which ICU's binary search needs; items stay 16-byte aligned. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void die(const char *message, const char *detail) {
    fprintf(stderr, "icu-data-subset: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
    exit(1);
}

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) die("cannot open", path);
    if (fseek(file, 0, SEEK_END) != 0) die("cannot read", path);
    long length = ftell(file);
    if (length < 0 || fseek(file, 0, SEEK_SET) != 0) die("cannot read", path);
    unsigned char *bytes = malloc((size_t)length + 1);
    if (!bytes || fread(bytes, 1, (size_t)length, file) != (size_t)length) die("cannot read", path);
    fclose(file);
    bytes[length] = 0;
    *size = (size_t)length;
    return bytes;
}

static uint32_t u32(const unsigned char *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static void put32(unsigned char *p, uint32_t v) { p[0] = v; p[1] = v >> 8; p[2] = v >> 16; p[3] = v >> 24; }

/* Whether `name` (without the package prefix) is a line of `list`. */
static int listed(const char *list, const char *name) {
    size_t length = strlen(name);
    for (const char *line = list; *line;) {
        const char *end = strchr(line, '\n');
        size_t span = end ? (size_t)(end - line) : strlen(line);
        if (span == length && line[0] != '#' && memcmp(line, name, length) == 0) return 1;
        line += span + (end ? 1 : 0);
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 4) die("usage: icu-data-subset IN.dat LIST OUT.dat", NULL);
    size_t size, list_size;
    unsigned char *in = read_file(argv[1], &size);
    char *list = (char *)read_file(argv[2], &list_size);
    /* The header: its size, ICU's magic bytes, then UDataInfo with the data format "CmnD" little-endian. */
    if (size < 32 || in[2] != 0xda || in[3] != 0x27) die("not an ICU data package", argv[1]);
    uint32_t header = in[0] | in[1] << 8;
    if (header >= size || memcmp(in + 12, "CmnD", 4) != 0 || in[8] != 0) die("not a little-endian CmnD package", argv[1]);
    const unsigned char *toc = in + header;
    uint32_t count = u32(toc);
    if ((size_t)header + 4 + 8 * (size_t)count > size) die("table of contents out of range", argv[1]);

    /* Each item's extent: from its data offset to the next item's (items are stored in table order). */
    uint32_t *keep = calloc(count, sizeof *keep), kept = 0;
    size_t names = 0, data = 0;
    for (uint32_t i = 0; i < count; i++) {
        uint32_t name = u32(toc + 4 + 8 * i), start = u32(toc + 8 + 8 * i);
        uint32_t end = i + 1 < count ? u32(toc + 8 + 8 * (i + 1)) : (uint32_t)(size - header);
        if (name >= size - header || start > end || end > size - header) die("item out of range", argv[1]);
        const char *full = (const char *)toc + name, *slash = strchr(full, '/');
        if (!slash || !listed(list, slash + 1)) continue;
        keep[kept++] = i;
        names += strlen(full) + 1;
        data += ((end - start) + 15) & ~(size_t)15;
    }
    /* Every name the list asks for must have been found. */
    for (char *line = list; *line;) {
        char *end = strchr(line, '\n');
        if (end) *end = 0;
        int found = line[0] == 0 || line[0] == '#';
        for (uint32_t k = 0; k < kept && !found; k++) {
            const char *full = (const char *)toc + u32(toc + 4 + 8 * keep[k]);
            found = strcmp(strchr(full, '/') + 1, line) == 0;
        }
        if (!found) die("no such item in the package", line);
        line = end ? end + 1 : line + strlen(line);
    }

    size_t table = 4 + 8 * (size_t)kept;
    size_t first = (header + table + names + 15) & ~(size_t)15;
    size_t total = first + data;
    unsigned char *out = calloc(total, 1);
    memcpy(out, in, header);
    unsigned char *otoc = out + header;
    put32(otoc, kept);
    size_t name_at = table, data_at = first - header;
    for (uint32_t k = 0; k < kept; k++) {
        uint32_t i = keep[k];
        const char *full = (const char *)toc + u32(toc + 4 + 8 * i);
        uint32_t start = u32(toc + 8 + 8 * i);
        uint32_t end = i + 1 < count ? u32(toc + 8 + 8 * (i + 1)) : (uint32_t)(size - header);
        put32(otoc + 4 + 8 * k, (uint32_t)name_at);
        put32(otoc + 8 + 8 * k, (uint32_t)data_at);
        memcpy(otoc + name_at, full, strlen(full) + 1);
        name_at += strlen(full) + 1;
        memcpy(otoc + data_at, toc + start, end - start);
        data_at += ((end - start) + 15) & ~(size_t)15;
    }
    FILE *file = fopen(argv[3], "wb");
    if (!file || fwrite(out, 1, total, file) != total || fclose(file) != 0) die("cannot write", argv[3]);
    printf("%u of %u items, %zu of %zu bytes\n", kept, count, total, size);
    return 0;
}
