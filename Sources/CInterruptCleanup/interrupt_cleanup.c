// The part of interrupt cleanup that runs inside a signal handler, in C so that it provably does nothing but
// async-signal-safe work: atomic loads, unlink and _exit. (Swift code in a handler can enter the runtime's
// metadata cache, whose lock the interrupted code may hold: a deadlock.)
#include "CInterruptCleanup.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { SLOTS = 16, PATH_CAPACITY = 4096 };
enum { FREE = 0, FILLING = 1, LIVE = 2 };

static atomic_int states[SLOTS];
static char paths[SLOTS][PATH_CAPACITY];

static void handle_interrupt(int signal_number) {
    for (int slot = 0; slot < SLOTS; slot++) {
        if (atomic_load_explicit(&states[slot], memory_order_acquire) == LIVE) {
            unlink(paths[slot]);
        }
    }
    _exit(128 + signal_number);
}

void shipplot_interrupt_install(void) {
    const int signals[] = {SIGINT, SIGTERM};
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction previous;
        if (sigaction(signals[index], NULL, &previous) != 0 || previous.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = handle_interrupt;
        // While one interrupt cleans up, a second must wait rather than start over.
        sigemptyset(&action.sa_mask);
        sigaddset(&action.sa_mask, SIGINT);
        sigaddset(&action.sa_mask, SIGTERM);
        sigaction(signals[index], &action, NULL);
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
