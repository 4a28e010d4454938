import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes chart files so that a reader never sees half a chart and a failed write leaves nothing behind: the
/// bytes go to a temporary file beside the target, are flushed to disk, and the file is renamed over the
/// target. On any error the temporary file is removed and the target is untouched.
enum FileOutput {
    static func write(_ data: Data, to url: URL) throws {
        let target = url.path
        func fail(_ reason: String) -> ChartError {
            ChartError(stage: "output", message: "cannot write \(url.relativePath): \(reason)")
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        guard !name.isEmpty, !target.hasSuffix("/") else { throw fail("the path names a folder, expected a file") }
        var template = Array(((directory.isEmpty ? "." : directory) + "/." + name + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw fail(String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        let written: Int32 = data.withUnsafeBytes { raw -> Int32 in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
        // Readable by everyone the umask allows, like a file created the ordinary way.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        let synced = written == 0 ? fsync(descriptor) : 0
        let syncError = errno
        close(descriptor)
        if written != 0 { throw fail(String(cString: strerror(written))) }
        if synced != 0 { throw fail(String(cString: strerror(syncError))) }
        guard rename(temporary, target) == 0 else { throw fail(String(cString: strerror(errno))) }
        succeeded = true
    }
}
