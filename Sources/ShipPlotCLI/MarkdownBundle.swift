import AtomicFiles
import Foundation
import ShipLog

/// Writing `report --markdown DIR`: report.md and its PNGs land together or not at all.
enum MarkdownBundle {
    /// Refuses a bundle any of whose files (`DIR/name`, through links) is one of the log's files, before
    /// anything is written: a usage error (64) naming the file.
    static func refuseLogFiles(_ folder: String, names: [String], log: String?, io: CommandIO) throws {
        let location = try LogLocation.resolve(option: log, io: io)
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            if let what = location.collision(with: KernelPath.resolve(io.url(for: path))) {
                throw UsageError.invalidValue(
                    "--markdown", problem: "\(quotedForMessage(path)) is \(what), expected a folder apart from the log")
            }
        }
    }

    /// Writes `files` into `folder` through `BundleWriter`: all staged first, then moved in together, so a full
    /// disk or a signal never leaves new files beside old ones. Failures are exit 73 naming the folder.
    static func write(_ files: [(name: String, data: Data)], into folder: String, io: CommandIO) throws {
        func fail(_ reason: String) -> CommandError {
            CommandError(message: "cannot write the Markdown report to \(folder): \(reason)", exitCode: .cannotCreate)
        }
        func reason(_ code: Int32) -> String {
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
        do {
            try BundleWriter.write(files, into: KernelPath.resolve(io.url(for: folder)))
        } catch {
            switch error {
            case .notAFolder(let path): throw fail("\(path) is not a folder")
            case .cannotCreateFolder(let path, let code): throw fail("cannot create folder \(path): \(reason(code))")
            case .targetIsFolder: throw fail("one of its files is a folder, expected files or nothing there")
            case .targetNotRegular: throw fail("one of its files is not a regular file")
            case .write(let code), .backup(let code?): throw fail(reason(code))
            case .backup(nil): throw fail("cannot write")
            }
        }
        io.status.markSaved()
    }
}
