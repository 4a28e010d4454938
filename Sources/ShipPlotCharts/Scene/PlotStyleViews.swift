// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Bad input in the views a scene draws, by where they are drawn: each kind is reported under its own heading.
struct SceneProblems {
    var axes = ViewProblems()
    var layers = ViewProblems()
    var plotStyle = ViewProblems()
    /// The charts drawn in the scene's views so far.
    var nested = NestedRenders()

    /// One line per kind of problem, axis views first, then overlays and backgrounds, then the plot style.
    var diagnostics: [ChartDiagnostic] {
        axes.messages.map { ChartDiagnostic(message: "Axis labels: " + $0) }
            + layers.messages.map { ChartDiagnostic(message: "chart overlay: " + $0) }
            + plotStyle.messages.map { ChartDiagnostic(message: "chart plot style: " + $0) }
    }
}

extension SceneBuilder {
    /// The views a plot style draws behind or over the plot, as layout placed them; views behind a clipped plot
    /// take its outline.
    func plotViews(_ placed: [PlacedView], clip: Path?, problems: inout SceneProblems) -> [DrawCommand] {
        guard !placed.isEmpty else { return [] }
        let drawn = views.draw(placed, tally: &problems.nested)
        problems.plotStyle = problems.plotStyle + drawn.problems
        guard let clip, !drawn.commands.isEmpty else { return drawn.commands }
        return ViewGeometry.clipped(drawn.commands, to: clip, frame: layout.plot)
    }
}

extension SceneBuilder {
    /// `commands` from `start` on, drawn through the plot style's geometry `effects` in the plot's frame; line
    /// widths and text sizes scale with them, as a SwiftUI scale effect scales everything it draws.
    func applyPlotEffects(_ effects: ArraySlice<PlotEffect>, to commands: inout [DrawCommand], from start: Int) {
        guard !effects.isEmpty, start < commands.count else { return }
        let plot = layout.plot
        let size = effects.reduce(1.0) { $0 * $1.widthScale }
        for i in start..<commands.count {
            switch ViewGeometry.mapPoints(commands[i], { p in effects.reduce(p) { $1.apply($0, in: plot) } }) {
            case .stroke(let path, var stroke, let color):
                stroke.width *= size
                commands[i] = .stroke(path, stroke, color)
            case .gradientStroke(let path, var stroke, let geometry, let stops):
                stroke.width *= size
                commands[i] = .gradientStroke(path, stroke, geometry, stops: stops)
            case .text(var run):
                run.font.size *= size
                commands[i] = .text(run)
            case .symbols(var run) where run.stroke != nil:
                run.stroke!.width *= size
                commands[i] = .symbols(run)
            case let moved:
                commands[i] = moved
            }
        }
    }
}
