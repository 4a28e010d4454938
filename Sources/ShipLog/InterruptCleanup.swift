import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        // The slots are made now: a lazy global must never be first touched inside a signal handler.
        _ = PendingFiles.slots.count
        for signalNumber in [SIGINT, SIGTERM] {
            var previous = sigaction()
            guard sigaction(signalNumber, nil, &previous) == 0 else { continue }
            if previous.handlerAddress == unsafeBitCast(SIG_IGN, to: UnsafeRawPointer?.self) { continue }
            var action = sigaction()
            action.setHandler(interruptHandler)
            sigemptyset(&action.sa_mask)
            // No other interrupt may run the cleanup a second time while this one is exiting.
            sigaddset(&action.sa_mask, SIGINT)
            sigaddset(&action.sa_mask, SIGTERM)
            sigaction(signalNumber, &action, nil)
        }
    }

    /// How many temporary files are registered now; for tests.
    static var pendingCount: Int {
        PendingFiles.slots.filter { $0.state.load(ordering: .acquiring) == PendingFiles.live }.count
    }
}

/// Only async-signal-safe work: atomic loads, `unlink`, `_exit`. No allocation, no locks.
private func interruptHandler(_ signalNumber: Int32) {
    PendingFiles.removeAll()
    _exit(128 + signalNumber)
}

extension sigaction {
    fileprivate var handlerAddress: UnsafeRawPointer? {
        #if canImport(Darwin)
        unsafeBitCast(__sigaction_u.__sa_handler, to: UnsafeRawPointer?.self)
        #else
        unsafeBitCast(__sigaction_handler.sa_handler, to: UnsafeRawPointer?.self)
        #endif
    }

    fileprivate mutating func setHandler(_ handler: @escaping @convention(c) (Int32) -> Void) {
        #if canImport(Darwin)
        __sigaction_u.__sa_handler = handler
        #else
        __sigaction_handler.sa_handler = handler
        #endif
    }
}

/// A fixed table of paths to remove on interrupt. Each slot owns a buffer allocated once; a path is copied in
/// before the slot is marked live, so a handler that sees "live" sees the whole path.
enum PendingFiles {
    static let free = 0, filling = 1, live = 2

    final class Slot: Sendable {
        let state = Atomic<Int>(PendingFiles.free)
        nonisolated(unsafe) let path = UnsafeMutablePointer<CChar>.allocate(capacity: PendingFiles.pathCapacity)
    }

    /// Enough for every temporary one write makes (the new file and the backup) several times over.
    static let slots: [Slot] = (0..<16).map { _ in Slot() }
    static let pathCapacity = 4096

    /// Registers `path` for removal on interrupt; returns its slot, or `nil` when the table is full or the path
    /// too long (the write still happens, just without that protection).
    static func register(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < pathCapacity, !bytes.contains(0) else { return nil }
        for (index, slot) in slots.enumerated() {
            guard slot.state.compareExchange(expected: free, desired: filling, ordering: .acquiring).exchanged else {
                continue
            }
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    slot.path.update(from: chars.baseAddress!, count: chars.count)
                }
            }
            slot.path[bytes.count] = 0
            slot.state.store(live, ordering: .releasing)
            return index
        }
        return nil
    }

    /// Forgets a slot once its file has been renamed into place or removed.
    static func unregister(_ index: Int?) {
        guard let index else { return }
        slots[index].state.store(free, ordering: .releasing)
    }

    /// Removes every registered file; called from the signal handler.
    static func removeAll() {
        for slot in slots where slot.state.load(ordering: .acquiring) == live {
            unlink(slot.path)
        }
    }
}
