// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AssetCatalog
import CImageLoaders
import Foundation
import Synchronization

/// One image file of a catalog, probed from its header: its format and size are known, its pixels are not decoded
/// until it is drawn.
package struct ImageFile: Sendable, Hashable {
    package let url: URL
    /// The file's path from the catalog's folder, for diagnostics.
    package let path: String
    package let format: Format
    /// Its size: pixels for a bitmap, points for a vector image.
    package let width: Double
    package let height: Double
    /// The image's bytes, for an image made from data (`UIImage(data:)`) rather than read from a file.
    package var bytes: Data? = nil

    /// The formats drawn.
    package enum Format: String, Sendable, Hashable {
        case png = "PNG"
        case jpeg = "JPEG"
        case svg = "SVG"
        case pdf = "PDF"
        package var isVector: Bool { self == .svg || self == .pdf }
    }
}

/// Why an image file cannot be used: a clause naming the problem ("is missing").
struct Reason: Error, ExpressibleByStringInterpolation {
    let text: String
    init(text: String) { self.text = text }
    init(stringLiteral value: String) { text = value }
}

/// Image files read with bounds: at most `maximumBytes` on disk and `maximumPixels` decoded, each checked from the
/// header before anything is decoded, so a 20,000 × 20,000 image costs a few bytes read, not 1.6 GB.
package enum ImageFiles {
    /// The largest image file read.
    package static let maximumBytes = 64 << 20
    /// The most pixels a bitmap may have: 4096 × 4096, 64 MiB decoded (a full-screen 3× iPad image is 5.6 million).
    package static let maximumPixels = 16_777_216

    /// The file at `url` probed (once per process; the result is kept), or the problem that stops it. A bitmap is
    /// decoded too (into the cache drawing uses), so a file whose header is fine but whose pixels are not is
    /// found when the image is made, not when it is drawn.
    package static func probe(_ url: URL, path: String) -> Result<ImageFile, AssetProblem> {
        let key = url.standardizedFileURL.path
        if let known = probes.withLock({ $0[key] }) { return known }
        let result = read(url).flatMap { data in
            probe(data, url: url, path: path).flatMap { file in
                file.format.isVector ? .success(file) : decode(file, data).map { _ in file }
            }
        }.mapError { AssetProblem(path: path, reason: $0.text) }
        probes.withLock { $0[key] = result }
        return result
    }

    /// An image made from `data` (`UIImage(data:)`), probed and, for a bitmap, decoded as a file is; `name` stands
    /// for it in diagnostics. Images of the same bytes share their decoded pixels.
    package static func probe(bytes data: Data, name: String) -> Result<ImageFile, AssetProblem> {
        guard data.count <= maximumBytes else {
            return .failure(AssetProblem(path: name, reason: "is larger than \(maximumBytes >> 20) MiB"))
        }
        // FNV-1a of the bytes: a key no file has, so the caches keep these pixels apart from files' and find
        // them again by content.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let url = URL(fileURLWithPath: "/dev/null/shipplot-image-data/\(hash)-\(data.count)")
        return probe(data, url: url, path: name).flatMap { found in
            var file = found
            file.bytes = data
            return file.format.isVector ? .success(file) : decode(file, data).map { _ in file }
        }.mapError { AssetProblem(path: name, reason: $0.text) }
    }

    /// The bytes of `url`, bounded.
    static func read(_ url: URL) -> Result<Data, Reason> {
        BoundedFile.read(url, limit: maximumBytes).mapError { Reason(text: "\($0)") }
    }

    /// The format and size of `data`, from its first bytes (the file name's extension is not trusted).
    static func probe(_ data: Data, url: URL, path: String) -> Result<ImageFile, Reason> {
        let size: Result<(ImageFile.Format, Double, Double), Reason>
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            size = pngSize(data).map { (.png, $0, $1) }
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            size = jpegSize(data).map { (.jpeg, $0, $1) }
        } else if data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil {
            size = vectorSize(data, shipplot_pdf_size).map { (.pdf, $0, $1) }
        } else if looksLikeSVG(data) {
            size = vectorSize(data, shipplot_svg_size).map { (.svg, $0, $1) }
        } else {
            size = .failure(Reason(text: unsupported(url.pathExtension.lowercased())))
        }
        return size.map { format, width, height in
            ImageFile(url: url, path: path, format: format, width: width, height: height)
        }
    }

    /// A bitmap's size checked against the limits; `nil` when it fits.
    static func oversize(_ width: Int, _ height: Int) -> String? {
        guard width > 0, height > 0 else { return "has no pixels (\(width) × \(height))" }
        guard width <= 32767, height <= 32767, width * height <= maximumPixels else {
            return "is \(width) × \(height) pixels, over the limit of \(maximumPixels) pixels (4096 × 4096)"
        }
        return nil
    }

    /// The width and height in a PNG's header (its IHDR chunk, which starts at byte 8).
    static func pngSize(_ data: Data) -> Result<(Double, Double), Reason> {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return .failure("is not a PNG that can be read (no IHDR header)")
        }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (word(16), word(20))
        if let problem = oversize(width, height) { return .failure(Reason(text: problem)) }
        return .success((Double(width), Double(height)))
    }

    /// The width and height in a JPEG's header, read by libjpeg-turbo without decoding.
    static func jpegSize(_ data: Data) -> Result<(Double, Double), Reason> {
        var width: Int32 = 0, height: Int32 = 0
        let reason = withError { error, capacity in
            data.withUnsafeBytes { raw in
                shipplot_jpeg_size(
                    raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height, error, capacity)
            }
        }
        if let reason { return .failure(Reason(text: reason)) }
        if let problem = oversize(Int(width), Int(height)) { return .failure(Reason(text: problem)) }
        return .success((Double(width), Double(height)))
    }

    /// The size of a vector image, by its library.
    private static func vectorSize(
        _ data: Data,
        _ measure: (
            UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>,
            UnsafeMutablePointer<CChar>, Int
        ) -> Int32
    ) -> Result<(Double, Double), Reason> {
        var width = 0.0, height = 0.0
        let reason = withError { error, capacity in
            data.withUnsafeBytes { raw in
                measure(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height, error, capacity)
            }
        }
        if let reason { return .failure(Reason(text: reason)) }
        guard width.isFinite, height.isFinite, width <= 100_000, height <= 100_000 else {
            return .failure("is \(width) × \(height) points, over the limit of 100,000 points a side")
        }
        return .success((width, height))
    }

    /// Whether `data` starts like an SVG document: an XML declaration, a comment or a doctype, or `<svg`.
    private static func looksLikeSVG(_ data: Data) -> Bool {
        String(decoding: data.prefix(4096), as: UTF8.self).contains("<svg")
    }

    /// Why a file in another format is not drawn.
    private static func unsupported(_ ext: String) -> String {
        let named = [
            "heic": "HEIC", "heif": "HEIF", "avci": "AVCI", "gif": "GIF", "tif": "TIFF", "tiff": "TIFF",
            "webp": "WebP", "bmp": "BMP",
        ][ext]
        let what = named.map { "is a \($0) image" } ?? "is not a PNG, JPEG, PDF or SVG file"
        return what + ", which is not drawn here (PNG, JPEG, PDF and SVG are)"
    }

    /// Calls `body` with an error buffer; the buffer's text when `body` returns non-zero.
    static func withError(_ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let status = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
        return status == 0
            ? nil : String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Probe results by path: a catalog's files do not change while the program runs.
    private static let probes = Mutex<[String: Result<ImageFile, AssetProblem>]>([:])
}
