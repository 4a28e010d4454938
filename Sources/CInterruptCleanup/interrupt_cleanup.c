// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// The part of interrupt cleanup that runs inside a signal handler, in C so that it provably does nothing but
// async-signal-safe work: atomic loads, unlink, rmdir and _exit. (Swift code in a handler can enter the runtime's
// metadata cache, whose lock the interrupted code may hold: a deadlock.)
#include "CInterruptCleanup.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { SLOTS = 32, PATH_CAPACITY = 4096 };
enum { FREE = 0, FILLING = 1, LIVE = 2 };

static atomic_int states[SLOTS];
static char paths[SLOTS][PATH_CAPACITY];
// While a group of renames commits (a report bundle), a signal waits for it: half a bundle is worse than a
// late exit.
static atomic_int holding;
static atomic_int pending_signal;

// Every signal whose default action ends the process and that another process (or the terminal, or the
// kernel on a closed pipe or an exceeded file-size limit) may send; faults are left to the runtime.
static const int handled_signals[] = {SIGHUP,  SIGINT,  SIGQUIT,   SIGPIPE, SIGALRM, SIGTERM, SIGUSR1,
                                      SIGUSR2, SIGXCPU, SIGXFSZ,  SIGVTALRM, SIGPROF, SIGIO};
enum { HANDLED_COUNT = sizeof handled_signals / sizeof handled_signals[0] };

static void remove_registered(void) {
    // Files first, then their staging folders (a folder only goes once it is empty).
    for (int pass = 0; pass < 2; pass++) {
        for (int slot = 0; slot < SLOTS; slot++) {
            if (atomic_load_explicit(&states[slot], memory_order_acquire) != LIVE) continue;
            if (unlink(paths[slot]) != 0 && (errno == EISDIR || errno == EPERM)) rmdir(paths[slot]);
        }
    }
}

static void handle_interrupt(int signal_number) {
    if (atomic_load_explicit(&holding, memory_order_acquire)) {
        atomic_store_explicit(&pending_signal, signal_number, memory_order_release);
        return;
    }
    remove_registered();
    _exit(128 + signal_number);
}

void shipplot_interrupt_install(void) {
    for (int index = 0; index < HANDLED_COUNT; index++) {
        struct sigaction previous;
        if (sigaction(handled_signals[index], NULL, &previous) != 0 || previous.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = handle_interrupt;
        action.sa_flags = SA_RESTART;
        // While one signal cleans up, another must wait rather than start over.
        sigemptyset(&action.sa_mask);
        for (int other = 0; other < HANDLED_COUNT; other++) sigaddset(&action.sa_mask, handled_signals[other]);
        sigaction(handled_signals[index], &action, NULL);
    }
}

int shipplot_interrupt_register(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_CAPACITY) return -1;
    for (int slot = 0; slot < SLOTS; slot++) {
        int expected = FREE;
        if (atomic_compare_exchange_strong_explicit(&states[slot], &expected, FILLING, memory_order_acquire,
                                                    memory_order_relaxed)) {
            memcpy(paths[slot], path, length + 1);
            // Release: a handler that sees LIVE sees the whole path.
            atomic_store_explicit(&states[slot], LIVE, memory_order_release);
            return slot;
        }
    }
    return -1;
}

void shipplot_interrupt_unregister(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    atomic_store_explicit(&states[slot], FREE, memory_order_release);
}

void shipplot_interrupt_hold(void) {
    atomic_store_explicit(&pending_signal, 0, memory_order_release);
    atomic_store_explicit(&holding, 1, memory_order_release);
}

void shipplot_interrupt_release(void) {
    atomic_store_explicit(&holding, 0, memory_order_release);
    int signal_number = atomic_exchange_explicit(&pending_signal, 0, memory_order_acq_rel);
    if (signal_number != 0) {
        remove_registered();
        _exit(128 + signal_number);
    }
}
