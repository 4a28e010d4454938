// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AssetCatalog
import CImageLoaders
import Cairo
import Foundation
import Synchronization

extension ImageFiles {
    /// Draws `file` on `context` in its own box, (0, 0) to (`width`, `height`) of the context's current transform
    /// (pixels for a bitmap, points for a vector image), at `alpha`. A vector image is drawn as vectors, or, with
    /// `rasterScale`, as a bitmap of `rasterScale` pixels per point (how iOS draws a PDF or SVG whose vectors are
    /// not preserved). Throws a one-line reason when the file cannot be drawn (it changed since it was probed, or
    /// its library is not installed).
    package static func draw(
        _ file: ImageFile, on context: Context, alpha: Double, smooth: Bool = true, rasterScale: Double? = nil
    ) throws(ImageDrawingError) {
        switch file.format {
        case .png, .jpeg:
            context.paint(try pixels(of: file), alpha: alpha, smooth: smooth)
        case .svg, .pdf:
            if let rasterScale {
                let raster = try rasterized(file, scale: rasterScale)
                context.save()
                context.scale(1 / rasterScale, 1 / rasterScale)
                context.paint(raster, alpha: alpha, smooth: smooth)
                context.restore()
            } else {
                try drawVector(file, on: context, alpha: alpha)
            }
        }
    }

    /// The decoded pixels of a bitmap, from the cache or decoded now (its size checked from the header again).
    static func pixels(of file: ImageFile) throws(ImageDrawingError) -> PixelBuffer {
        if let cached = DecodedImages.shared.pixels(file.url.standardizedFileURL.path) { return cached }
        switch decode(file, try bytes(of: file)) {
        case .success(let pixels): return pixels
        case .failure(let reason): throw ImageDrawingError(path: file.path, reason: reason.text)
        }
    }

    /// A bitmap's pixels decoded from `data` and kept in the cache.
    static func decode(_ file: ImageFile, _ data: Data) -> Result<PixelBuffer, Reason> {
        let decoded = file.format == .png ? decodePNG(data) : decodeJPEG(data)
        if case .success(let pixels) = decoded {
            DecodedImages.shared.store(pixels, for: file.url.standardizedFileURL.path)
        }
        return decoded
    }

    private static func bytes(of file: ImageFile) throws(ImageDrawingError) -> Data {
        if let bytes = file.bytes { return bytes }
        switch read(file.url) {
        case .success(let data): return data
        case .failure(let reason): throw ImageDrawingError(path: file.path, reason: reason.text)
        }
    }

    private static func decodePNG(_ data: Data) -> Result<PixelBuffer, Reason> {
        pngSize(data).flatMap { _ in
            do {
                return .success(try PixelBuffer(copying: ImageSurface(pngData: data)))
            } catch {
                return .failure("cannot be decoded as PNG (\(error))")
            }
        }
    }

    private static func decodeJPEG(_ data: Data) -> Result<PixelBuffer, Reason> {
        jpegSize(data).flatMap { width, height in
            let pixels: PixelBuffer
            do {
                pixels = try PixelBuffer(width: Int(width), height: Int(height))
            } catch {
                return .failure(Reason(text: "\(error)"))
            }
            let reason = withError { error, capacity in
                data.withUnsafeBytes { raw in
                    pixels.fill { target in
                        shipplot_jpeg_decode(
                            raw.bindMemory(to: UInt8.self).baseAddress, raw.count,
                            target.assumingMemoryBound(to: UInt8.self), Int32(pixels.width), Int32(pixels.stride),
                            Int32(pixels.height), error, capacity)
                    }
                }
            }
            return reason.map { .failure(Reason(text: $0)) } ?? .success(pixels)
        }
    }

    /// A vector image drawn as vectors by its library.
    private static func drawVector(_ file: ImageFile, on context: Context, alpha: Double) throws(ImageDrawingError) {
        let data = try vectorBytes(of: file)
        if alpha < 1 { context.pushGroup() }
        let cr = UnsafeMutableRawPointer(context.cairoPointer)
        let reason = withError { error, capacity in
            data.withUnsafeBytes { raw in
                let base = raw.bindMemory(to: UInt8.self).baseAddress
                return file.format == .svg
                    ? shipplot_svg_draw(cr, base, raw.count, file.width, file.height, error, capacity)
                    : shipplot_pdf_draw(cr, base, raw.count, error, capacity)
            }
        }
        if alpha < 1 {
            context.popGroupToSource()
            context.paint(alpha: alpha)
        }
        if let reason { throw ImageDrawingError(path: file.path, reason: reason) }
    }

    /// A vector file's bytes, kept in the cache with decoded bitmaps.
    private static func vectorBytes(of file: ImageFile) throws(ImageDrawingError) -> [UInt8] {
        let key = file.url.standardizedFileURL.path
        if let cached = DecodedImages.shared.bytes(key) { return cached }
        let bytes = try [UInt8](bytes(of: file))
        DecodedImages.shared.store(bytes, for: key)
        return bytes
    }

    /// A vector image drawn once into a bitmap of `scale` pixels per point, kept in the cache.
    private static func rasterized(_ file: ImageFile, scale: Double) throws(ImageDrawingError) -> PixelBuffer {
        let key = file.url.standardizedFileURL.path + "@\(scale)x"
        if let cached = DecodedImages.shared.pixels(key) { return cached }
        let width = Int((file.width * scale).rounded(.up)), height = Int((file.height * scale).rounded(.up))
        if let problem = oversize(width, height) { throw ImageDrawingError(path: file.path, reason: problem) }
        do {
            let surface = try ImageSurface(width: width, height: height)
            let context = try Context(surface: surface)
            context.scale(scale, scale)
            try drawVector(file, on: context, alpha: 1)
            try context.checkStatus("draw \(file.format.rawValue)")
            let pixels = try PixelBuffer(copying: surface)
            DecodedImages.shared.store(pixels, for: key)
            return pixels
        } catch let error as ImageDrawingError {
            throw error
        } catch {
            throw ImageDrawingError(path: file.path, reason: "cannot be drawn (\(error))")
        }
    }
}

/// Why an image file was not drawn.
package struct ImageDrawingError: Error, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: String
    package var description: String { "\(path) \(reason)" }
}

/// Decoded bitmaps and vector files' bytes by path, within a budget of `budget` bytes: the same icon drawn in 50
/// rows, or in every chart a server renders, is decoded once. The oldest entries go first when the budget is
/// reached. One lock: lookups are quick, and decoding happens outside it (two threads may decode one file at
/// once; the second result replaces the first).
final class DecodedImages: Sendable {
    static let shared = DecodedImages(budget: 128 << 20)

    /// Bitmaps and files' bytes in two maps of plain references rather than one map of an enum over both: an
    /// enum keeps its case in spare bits of its payload's pointer, which LeakSanitizer cannot follow, so every
    /// cached file looked leaked. For the same reason the bytes are an array, not `Data` (itself such an enum).
    private struct State {
        var pixels: [String: PixelBuffer] = [:]
        var files: [String: [UInt8]] = [:]
        var order: [String] = []
        var bytes = 0

        /// Forgets `key`'s entry, of either kind; false when there was none.
        @discardableResult mutating func remove(_ key: String) -> Bool {
            if let pixels = pixels.removeValue(forKey: key) {
                bytes -= pixels.byteCount
                return true
            }
            guard let file = files.removeValue(forKey: key) else { return false }
            bytes -= file.count
            return true
        }
    }

    private let budget: Int
    private let state = Mutex(State())

    init(budget: Int) { self.budget = budget }

    func pixels(_ key: String) -> PixelBuffer? { state.withLock { $0.pixels[key] } }

    func bytes(_ key: String) -> [UInt8]? { state.withLock { $0.files[key] } }

    func store(_ pixels: PixelBuffer, for key: String) {
        store(key, cost: pixels.byteCount) { $0.pixels[key] = pixels }
    }

    func store(_ bytes: [UInt8], for key: String) {
        store(key, cost: bytes.count) { $0.files[key] = bytes }
    }

    private func store(_ key: String, cost: Int, _ insert: (inout State) -> Void) {
        guard cost <= budget else { return }
        state.withLock { state in
            if state.remove(key) { state.order.removeAll { $0 == key } }
            while state.bytes + cost > budget, !state.order.isEmpty {
                state.remove(state.order.removeFirst())
            }
            insert(&state)
            state.order.append(key)
            state.bytes += cost
        }
    }
}
