// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// Extended attributes and renameat2, which Swift's Glibc module does not export (sys/xattr.h, stdio.h).
#define _GNU_SOURCE
#include "CInterruptCleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/xattr.h>

int shipplot_copy_extended_attributes(const char *from, int to_descriptor) {
    ssize_t size = listxattr(from, NULL, 0);
    if (size <= 0) return 0;
    char *names = malloc((size_t)size);
    if (names == NULL) return -1;
    size = listxattr(from, names, (size_t)size);
    int failures = 0;
    for (ssize_t start = 0; size > 0 && start < size; start += (ssize_t)strlen(names + start) + 1) {
        const char *name = names + start;
        ssize_t length = getxattr(from, name, NULL, 0);
        if (length < 0) { failures++; continue; }
        void *value = malloc(length > 0 ? (size_t)length : 1);
        if (value == NULL) { failures++; continue; }
        length = getxattr(from, name, value, (size_t)length);
        if (length < 0 || fsetxattr(to_descriptor, name, value, (size_t)length, 0) != 0) failures++;
        free(value);
    }
    free(names);
    return failures == 0 ? 0 : -1;
}

// renameat2 is a GNU extension Swift's Glibc module does not export.
int shipplot_rename_noreplace(const char *from, const char *to) {
#ifdef RENAME_NOREPLACE
    return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
#else
    errno = ENOSYS;
    return -1;
#endif
}
