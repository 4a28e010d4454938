// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/* Lets the linker drop the Swift functions of a static archive that nothing calls.

     unretain-functions ARCHIVE.a...

   The Swift compiler gives every public function its own section and marks it retained (SHF_GNU_RETAIN), so
   that a library's API survives --gc-sections for clients linked later. The toolchain's static libraries
   (the standard library, Foundation and its parts, ICU's Swift side) are built that way, and a statically
   linked program carries all of their public API whether it calls it or not. Scripts/install links shipplot
   against copies of those archives with the flag cleared on the sections of Swift functions (.text.$s…):
   the linker then keeps a function only when something in the program refers to it. Nothing may look one up
   by name instead: the tool is linked with --no-export-dynamic, so its own functions are not in the dynamic
   symbol table at all, with or without this. Metadata, witness tables and the runtime's record sections keep
   their flags (the runtime finds those through section bounds, not references), and so do C and C++ sections.

   Each archive is edited in place, a flag bit in each member's section headers: no size or offset changes, so
   the archive's symbol index stays valid. Prints the number of sections changed per archive. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHF_GNU_RETAIN 0x200000ull

static void die(const char *message, const char *detail) {
    fprintf(stderr, "unretain-functions: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
    exit(1);
}

static uint16_t u16(const unsigned char *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t u32(const unsigned char *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static uint64_t u64(const unsigned char *p) { return (uint64_t)u32(p) | (uint64_t)u32(p + 4) << 32; }
static void put64(unsigned char *p, uint64_t v) {
    for (int i = 0; i < 8; i++) p[i] = (unsigned char)(v >> (8 * i));
}

/* Clears the flag on the Swift function sections of one relocatable ELF64 little-endian object; returns how
   many it changed, or 0 for anything else (a member that is not such an object is left alone). */
static long unretain_object(unsigned char *object, size_t size, const char *archive) {
    static const unsigned char magic[] = {0x7f, 'E', 'L', 'F', 2 /* 64-bit */, 1 /* little-endian */};
    if (size < 64 || memcmp(object, magic, sizeof magic) != 0 || u16(object + 16) != 1 /* ET_REL */) return 0;
    uint64_t table = u64(object + 0x28);
    uint64_t entry = u16(object + 0x3a), count = u16(object + 0x3c), names = u16(object + 0x3e);
    if (entry != 64 || table > size || size - table < 64) die("a member's section table is not ELF64's", archive);
    if (count == 0) count = u64(object + table + 32);  // more than 65,279 sections: section 0's sh_size
    if (names == 0xffff) names = u32(object + table + 40);  // and its sh_link
    if (count > (size - table) / 64 || names >= count) die("a member's section table runs past it", archive);
    const unsigned char *strings = object + table + names * 64;
    uint64_t strings_at = u64(strings + 24), strings_size = u64(strings + 32);
    if (strings_at > size || strings_size > size - strings_at) die("a member's section names run past it", archive);
    long changed = 0;
    for (uint64_t i = 1; i < count; i++) {
        unsigned char *header = object + table + i * 64;
        uint32_t name = u32(header);
        uint64_t flags = u64(header + 8);
        if (name >= strings_size || !(flags & SHF_GNU_RETAIN)) continue;
        const char *section = (const char *)object + strings_at + name;
        if (strnlen(section, strings_size - name) == strings_size - name) continue;  // unterminated: not ours
        if (strncmp(section, ".text.$s", 8) != 0) continue;
        put64(header + 8, flags & ~SHF_GNU_RETAIN);
        changed++;
    }
    return changed;
}

static long unretain_archive(const char *path) {
    FILE *file = fopen(path, "r+b");
    if (!file) die("cannot open", path);
    if (fseek(file, 0, SEEK_END) != 0) die("cannot read", path);
    long length = ftell(file);
    if (length < 8 || fseek(file, 0, SEEK_SET) != 0) die("not an archive", path);
    unsigned char *bytes = malloc((size_t)length);
    if (!bytes || fread(bytes, 1, (size_t)length, file) != (size_t)length) die("cannot read", path);
    if (memcmp(bytes, "!<arch>\n", 8) != 0) die("not an archive", path);
    long changed = 0;
    size_t at = 8;
    while (at + 60 <= (size_t)length) {
        const unsigned char *header = bytes + at;
        if (header[58] != '`' || header[59] != '\n') die("a member header is damaged", path);
        char digits[11] = {0};
        memcpy(digits, header + 48, 10);
        char *end;
        unsigned long long member = strtoull(digits, &end, 10);
        if (end == digits || member > (size_t)length - at - 60) die("a member runs past the archive", path);
        changed += unretain_object(bytes + at + 60, (size_t)member, path);
        at += 60 + member + (member & 1);
    }
    if (fseek(file, 0, SEEK_SET) != 0 || fwrite(bytes, 1, (size_t)length, file) != (size_t)length ||
        fclose(file) != 0)
        die("cannot write", path);
    free(bytes);
    return changed;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: unretain-functions ARCHIVE.a...\n");
        return 64;
    }
    for (int i = 1; i < argc; i++) printf("%s: %ld sections\n", argv[i], unretain_archive(argv[i]));
    return 0;
}
