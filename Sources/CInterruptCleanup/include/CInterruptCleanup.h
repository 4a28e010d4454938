// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

#ifndef C_INTERRUPT_CLEANUP_H
#define C_INTERRUPT_CLEANUP_H

/// Installs handlers for every terminating signal another process may send (HUP, INT, QUIT, PIPE, ALRM, TERM,
/// USR1, USR2, XCPU, XFSZ, VTALRM, PROF, IO) that unlink every registered path and exit with 128 + the signal
/// number. A signal that is ignored when this is called stays ignored.
void shipplot_interrupt_install(void);

/// Registers `path` (a file, or an empty staging folder) for removal on a signal; returns its slot, or -1 when
/// the table is full or the path too long.
int shipplot_interrupt_register(const char *path);

/// Forgets a slot returned by `shipplot_interrupt_register` (does nothing for -1).
void shipplot_interrupt_unregister(int slot);

/// Until `shipplot_interrupt_release`, a handled signal is only noted, so a group of renames completes.
void shipplot_interrupt_hold(void);

/// Ends a hold; a signal noted meanwhile now removes the registered paths and exits with 128 + its number.
void shipplot_interrupt_release(void);

/// Copies the extended attributes of the file at `from` to the open file `to_descriptor`, each as far as the
/// process may read and set it; returns 0, or -1 when any could not be copied.
int shipplot_copy_extended_attributes(const char *from, int to_descriptor);

/// Renames `from` to `to` unless `to` exists (then -1 with errno EEXIST); -1 with EINVAL or ENOSYS where the
/// file system or kernel cannot refuse to replace.
int shipplot_rename_noreplace(const char *from, const char *to);

#endif
