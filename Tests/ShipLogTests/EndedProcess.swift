// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The id of a process that has ended: a child that ran `/bin/true` and was reaped. Its temporary files count
/// as abandoned.
func endedProcessID() async throws -> pid_t {
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
    defer { free(argv[0]) }
    try #require(posix_spawn(&pid, "/bin/true", nil, nil, argv, nil) == 0)
    let child = pid
    // Reaped on a thread of its own, so the wait holds none of the cooperative pool's.
    await offThePool {
        var status: Int32 = 0
        waitpid(child, &status, 0)
    }
    return pid
}
