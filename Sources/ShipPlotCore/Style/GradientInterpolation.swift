// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Gradient stops as SwiftUI blends them: colours interpolated with premultiplied alpha, so `.blue.opacity(0.5)`
/// to `.clear` fades in blue all the way instead of through grey. Cairo interpolates each channel on its own
/// (towards `.clear`'s black), so between two stops of different opacity this adds stops on the premultiplied
/// curve; a fully transparent end takes its neighbour's colour, which is exact.
package enum GradientInterpolation {
    /// Interior stops added between two stops of different opacity and colour.
    package static let samples = 8

    package static func premultiplied(_ stops: [GradientStop]) -> [GradientStop] {
        guard stops.count > 1, stops.contains(where: { $0.color.alpha < 1 }) else { return stops }
        var result: [GradientStop] = []
        for (index, stop) in stops.enumerated() {
            var stop = stop
            if stop.color.alpha == 0 {
                // A transparent stop has no colour of its own: it takes its neighbours' on each side.
                if index > 0 {
                    result.append(GradientStop(offset: stop.offset, color: stops[index - 1].color.withAlpha(0)))
                }
                if index + 1 < stops.count { stop.color = stops[index + 1].color.withAlpha(0) }
                result.append(stop)
                continue
            }
            if index > 0 { result += between(stops[index - 1], stop) }
            result.append(stop)
        }
        return result
    }

    /// The interior stops from `a` to `b` on the premultiplied curve, or none when plain interpolation is it.
    private static func between(_ a: GradientStop, _ b: GradientStop) -> [GradientStop] {
        let (ca, cb) = (a.color, b.color)
        guard ca.alpha > 0, ca.alpha != cb.alpha, ca.red != cb.red || ca.green != cb.green || ca.blue != cb.blue
        else { return [] }
        return (1..<samples).map { step in
            let t = Double(step) / Double(samples)
            let alpha = ca.alpha + (cb.alpha - ca.alpha) * t
            func channel(_ x: Double, _ y: Double) -> Double { (x * ca.alpha * (1 - t) + y * cb.alpha * t) / alpha }
            let color = RGBA(
                red: channel(ca.red, cb.red), green: channel(ca.green, cb.green), blue: channel(ca.blue, cb.blue),
                alpha: alpha)
            return GradientStop(offset: a.offset + (b.offset - a.offset) * t, color: color)
        }
    }
}
