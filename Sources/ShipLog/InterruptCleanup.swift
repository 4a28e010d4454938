// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles

/// Removes the temporary files of writes in progress when the process gets a terminating signal, so Ctrl-C, a
/// `kill`, a hang-up or a closed pipe never leaves a half-written file beside the real one.
///
/// Every atomic write (`ShipLog.save(to:)`, `writeFileAtomically(_:to:keepBackup:createFolders:)`, chart files)
/// goes through one writer that registers its temporary files while they exist. The target itself is only ever
/// replaced by `rename`, so an interrupted process leaves the old file or the new one, never a part.
public enum InterruptCleanup {
    /// Installs handlers for SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGXCPU,
    /// SIGXFSZ, SIGVTALRM, SIGPROF and SIGIO that remove the temporary files of writes in progress and end the
    /// process with exit code 128 + the signal number (130 for SIGINT, 143 for SIGTERM). A signal the process was
    /// started with ignored (`nohup`, `trap '' INT`) stays ignored. Call once, early in `main`.
    public static func installSignalHandlers() {
        SignalCleanup.install()
    }
}
