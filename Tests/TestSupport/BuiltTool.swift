// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The built `shipplot`, for tests that run it as a process.
public enum Shipplot {
    /// The binary `$SHIPPLOT_BINARY` names (the static build), else the one beside the test bundle (`swift test`
    /// builds it with the tests) or in `.build/debug`; nil when there is none.
    public static let path: String? = {
        if let chosen = ProcessInfo.processInfo.environment["SHIPPLOT_BINARY"], !chosen.isEmpty { return chosen }
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "shipplot"),
            repositoryRoot.appendingPathComponent(".build/debug/shipplot"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
    }()
}

/// Sets `attributes` so a spawned child starts with every signal at its default action and none blocked,
/// whatever the test runner's thread has: a child that inherits blocked signals cannot be interrupted or stopped.
public func resetSignals(_ attributes: inout posix_spawnattr_t) {
    var all = sigset_t()
    var none = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
}
