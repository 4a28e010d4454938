#ifndef C_INTERRUPT_CLEANUP_H
#define C_INTERRUPT_CLEANUP_H

/// Installs SIGINT and SIGTERM handlers that unlink every registered path and exit with 128 + the signal number.
/// A signal that is ignored when this is called stays ignored.
void shipplot_interrupt_install(void);

/// Registers `path` for removal on interrupt; returns its slot, or -1 when the table is full or the path too long.
int shipplot_interrupt_register(const char *path);

/// Forgets a slot returned by `shipplot_interrupt_register` (does nothing for -1).
void shipplot_interrupt_unregister(int slot);

#endif
