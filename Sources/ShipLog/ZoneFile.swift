// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A time zone read from a TZif file of the system's zone database (`/usr/share/zoneinfo/Europe/Berlin`,
/// `/etc/localtime`), as the C library reads it: the file's table of transitions, and its footer's POSIX rule
/// for the instants after the table (RFC 8536). The same offsets `date` shows, without ICU's copy of the
/// database.
public struct ZoneFile: DayZone {
    /// The zone's name as the user gave it, for messages.
    public let identifier: String
    /// Instants (seconds since 1970) at which the offset changes, ascending.
    let transitions: [Int64]
    /// Seconds east of UTC from each transition on (parallel to `transitions`).
    let offsets: [Int32]
    /// Seconds east of UTC before the first transition.
    let initialOffset: Int
    /// The rule for instants after the last transition, when the file has one.
    let rule: POSIXTimeZone?

    /// What is at a path that may hold a zone file.
    public enum Found: Sendable {
        /// A zone file, read.
        case zone(ZoneFile)
        /// A file that starts as TZif does but cannot be read as one.
        case damaged
        /// No regular file of at most 1 MiB, or one that is not TZif.
        case none
    }

    /// Reads the TZif file at `path`, checking first that it is a regular file of at most 1 MiB (a device or a
    /// huge file is never read).
    public static func read(path: String, identifier: String) -> Found {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= 1 << 20,
            let data = FileManager.default.contents(atPath: path), data.starts(with: Array("TZif".utf8))
        else { return .none }
        return ZoneFile(data, identifier: identifier).map { .zone($0) } ?? .damaged
    }

    /// Reads TZif `data`; `nil` when it is not a TZif file.
    public init?(_ data: Data, identifier: String) {
        var reader = TZifReader(bytes: [UInt8](data))
        guard let first = reader.header() else { return nil }
        var header = first
        var wide = false
        if first.version >= 2 {
            // Version 2 and later repeat the data with 64-bit times after the 32-bit block: skip to it.
            guard reader.skip(first.blockLength(timeSize: 4)), let second = reader.header() else { return nil }
            header = second
            wide = true
        }
        guard let block = reader.block(header, timeSize: wide ? 8 : 4) else { return nil }
        self.identifier = identifier
        transitions = block.times
        offsets = block.typeIndices.map { block.offsets[Int($0)] }
        // Before the first transition: the first type, as RFC 8536 says.
        initialOffset = Int(block.offsets.first ?? 0)
        rule = wide ? reader.footer().flatMap { POSIXTimeZone($0) } : nil
    }

    public func secondsFromGMT(for date: Date) -> Int {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e13 else { return initialOffset }
        return offset(at: Int64(seconds.rounded(.down)), date: date)
    }

    /// The offset at `instant` (whole seconds); `date` is the same instant for the footer's rule.
    private func offset(at instant: Int64, date: Date) -> Int {
        // With no transitions the footer's rule, if any, holds for every instant (RFC 8536, 3.2).
        guard let last = transitions.last else { return rule?.secondsFromGMT(for: date) ?? initialOffset }
        guard instant >= transitions[0] else { return initialOffset }
        if instant >= last, let rule { return rule.secondsFromGMT(for: date) }
        // The last transition at or before `instant`.
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        return Int(offsets[low])
    }

    public func startOfDay(_ date: LogDate) -> Date {
        let midnight = Double(date.dayNumber) * 86_400
        // Local midnight under each offset in use around it: the earliest that really is that local time.
        let nearby = Set(
            stride(from: -2.0, through: 2.0, by: 0.25).map {
                secondsFromGMT(for: Date(timeIntervalSince1970: midnight + $0 * 86_400))
            })
        let midnights = nearby.map { midnight - Double($0) }.filter {
            secondsFromGMT(for: Date(timeIntervalSince1970: $0)) == Int(midnight - $0)
        }
        if let first = midnights.min() { return Date(timeIntervalSince1970: first) }
        // Midnight was skipped (the clocks went forward at it): the day starts at that change, the first instant
        // whose local time is on this date.
        let change = transitions.first { instant in
            let t = Double(instant)
            return t + Double(secondsFromGMT(for: Date(timeIntervalSince1970: t))) >= midnight
                && t - 1 + Double(secondsFromGMT(for: Date(timeIntervalSince1970: t - 1))) < midnight
        }
        if let change { return Date(timeIntervalSince1970: Double(change)) }
        return rule?.startOfDay(date) ?? Date(timeIntervalSince1970: midnight - Double(initialOffset))
    }
}

/// Reads the parts of a TZif file.
private struct TZifReader {
    /// The counts of a header: how long each part of the data block after it is.
    struct Header {
        var version: Int
        var utIndicators, standardIndicators, leapSeconds, times, types, characters: Int

        func blockLength(timeSize: Int) -> Int {
            times * timeSize + times + types * 6 + characters + leapSeconds * (timeSize + 4) + standardIndicators
                + utIndicators
        }
    }

    /// A data block's transitions, the type of each, and each type's offset.
    struct Block {
        var times: [Int64]
        var typeIndices: [UInt8]
        var offsets: [Int32]
    }

    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, position + count <= bytes.count else { return false }
        position += count
        return true
    }

    /// "TZif", a version byte, 15 reserved bytes, six 32-bit counts.
    mutating func header() -> Header? {
        guard position + 44 <= bytes.count, Array(bytes[position..<position + 4]) == Array("TZif".utf8) else {
            return nil
        }
        let version = bytes[position + 4] == 0 ? 1 : Int(bytes[position + 4]) - Int(UInt8(ascii: "0"))
        position += 20
        var counts: [Int] = []
        for _ in 0..<6 {
            guard let count = integer(size: 4), count >= 0, count <= 1 << 20 else { return nil }
            counts.append(Int(count))
        }
        return Header(
            version: version, utIndicators: counts[0], standardIndicators: counts[1], leapSeconds: counts[2],
            times: counts[3], types: counts[4], characters: counts[5])
    }

    /// The transitions, their types and the types' offsets; the rest of the block is skipped.
    mutating func block(_ header: Header, timeSize: Int) -> Block? {
        guard header.types > 0, position + header.blockLength(timeSize: timeSize) <= bytes.count else { return nil }
        var times: [Int64] = []
        times.reserveCapacity(header.times)
        for _ in 0..<header.times {
            guard let time = integer(size: timeSize) else { return nil }
            times.append(time)
        }
        let indices = Array(bytes[position..<position + header.times])
        position += header.times
        guard indices.allSatisfy({ Int($0) < header.types }) else { return nil }
        var offsets: [Int32] = []
        for _ in 0..<header.types {
            guard let offset = integer(size: 4) else { return nil }
            offsets.append(Int32(truncatingIfNeeded: offset))
            position += 2  // isdst and the designation's index
        }
        let rest =
            header.characters + header.leapSeconds * (timeSize + 4) + header.standardIndicators
            + header.utIndicators
        guard skip(rest) else { return nil }
        return Block(times: times, typeIndices: indices, offsets: offsets)
    }

    /// The footer of version 2 and later: the POSIX rule between two newlines, or nil when it is empty.
    func footer() -> String? {
        guard position < bytes.count, bytes[position] == 0x0A,
            let end = bytes[(position + 1)...].firstIndex(of: 0x0A), end > position + 1
        else { return nil }
        return String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
    }

    /// A big-endian signed integer of `size` bytes (4 or 8).
    private mutating func integer(size: Int) -> Int64? {
        guard position + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[position..<position + size] { value = value << 8 | UInt64(byte) }
        position += size
        return size == 4 ? Int64(Int32(truncatingIfNeeded: value)) : Int64(bitPattern: value)
    }
}
