import CInterruptCleanup

/// Removes the temporary files of writes in progress when the process is interrupted, so Ctrl-C or a `kill`
/// never leaves a half-written file beside the real one.
///
/// Every atomic write in this module (`ShipLog.save(to:)`, `writeFileAtomically(_:to:keepBackup:createFolders:)`)
/// registers its temporary files here while they exist. The target itself is only ever replaced by `rename`, so
/// an interrupted process leaves the old file or the new one, never a part.
public enum InterruptCleanup {
    /// Installs handlers for SIGINT and SIGTERM that remove the temporary files of writes in progress and end
    /// the process with exit code 128 + the signal number (130 for SIGINT, 143 for SIGTERM). A signal the
    /// process was started with ignored (`nohup`, `trap '' INT`) stays ignored. Call once, early in `main`.
    public static func installSignalHandlers() {
        shipplot_interrupt_install()
    }
}

/// The registry of temporary files, kept in C so the signal handler does only async-signal-safe work.
enum PendingFiles {
    /// Registers `path` for removal on interrupt; returns its slot, or `nil` when the table is full or the path
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
