// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CInterruptCleanup

/// Removes the temporary files of writes in progress when a terminating signal arrives, so Ctrl-C, `kill`, a
/// hang-up or a closed pipe never leaves a half-written file beside the real one.
public enum SignalCleanup {
    /// Installs handlers for SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGXCPU,
    /// SIGXFSZ, SIGVTALRM, SIGPROF and SIGIO that remove the temporary files of writes in progress and end the
    /// process with exit code 128 + the signal number (130 for SIGINT, 143 for SIGTERM). A signal the process was
    /// started with ignored (`nohup`, `trap '' PIPE`) stays ignored. Call once, early in `main`.
    public static func install() {
        shipplot_interrupt_install()
    }

    /// Runs `body` with handled signals held back: one that arrives meanwhile takes effect when `body` returns.
    static func holding<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        shipplot_interrupt_hold()
        defer { shipplot_interrupt_release() }
        return try body()
    }
}

/// The registry of temporary files, kept in C so the signal handler does only async-signal-safe work.
enum PendingFiles {
    /// Registers `path` for removal on a signal; returns its slot, or `nil` when the table is full or the path
    /// too long (the write still happens, just without that protection).
    static func register(_ path: String) -> Int? {
        // C would see a path with a NUL byte cut short, and remove the wrong file.
        guard !path.utf8.contains(0) else { return nil }
        let slot = shipplot_interrupt_register(path)
        return slot < 0 ? nil : Int(slot)
    }

    /// Forgets a slot once its file has been renamed into place or removed.
    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        shipplot_interrupt_unregister(Int32(slot))
    }
}
