// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Merges runs of opaque, same-coloured rectangle fills into one fill before they reach cairo.
///
/// Dense bar charts (W5: 1,095 bars) otherwise pay one cairo fill per bar, and bars that touch show light seams
/// where two anti-aliased edges are composited one after the other; filled as one path they are a union. Only
/// axis-aligned rectangles traced the same way round are merged, so the nonzero fill rule can never cancel an
/// overlap, and only opaque colours, so no overlap would have been blended twice.
package enum FillBatching {
    package static func merged(_ commands: [DrawCommand]) -> [DrawCommand] {
        var result: [DrawCommand] = []
        result.reserveCapacity(commands.count)
        var pending: (path: Path, color: RGBA)?
        for command in commands {
            if case .fill(let path, let color) = command, color.alpha >= 1, isClockwiseRectangle(path) {
                if pending != nil, pending!.color == color {
                    pending!.path.elements.append(contentsOf: path.elements)
                    continue
                }
                if let p = pending { result.append(.fill(p.path, p.color)) }
                pending = (path, color)
                continue
            }
            if let p = pending { result.append(.fill(p.path, p.color)) }
            pending = nil
            result.append(command)
        }
        if let p = pending { result.append(.fill(p.path, p.color)) }
        return result
    }

    /// A path as `Path.rect` makes it: top-left, top-right, bottom-right, bottom-left, closed, with no negative size.
    package static func isClockwiseRectangle(_ path: Path) -> Bool {
        guard path.elements.count == 5, case .move(let a) = path.elements[0], case .line(let b) = path.elements[1],
            case .line(let c) = path.elements[2], case .line(let d) = path.elements[3],
            case .close = path.elements[4]
        else { return false }
        return a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x && b.x >= a.x && c.y >= b.y
    }
}
