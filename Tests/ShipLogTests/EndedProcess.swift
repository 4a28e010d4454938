import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The id of a process that has ended: a child that ran `/bin/true` and was reaped. Its temporary files count
/// as abandoned.
func endedProcessID() throws -> pid_t {
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
    defer { free(argv[0]) }
    try #require(posix_spawn(&pid, "/bin/true", nil, nil, argv, nil) == 0)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return pid
}
