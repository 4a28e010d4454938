// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A chart is a view, as in SwiftUI: it goes in stacks, cards and grids, takes view modifiers (`.frame`,
/// `.padding`, `.background`, …) and renders with ``ImageRenderer``.
///
/// A chart is flexible in both directions: it takes the whole size its parent offers. Asked for its ideal size
/// (an axis its parent leaves open, as `ImageRenderer` does with an unspecified proposal), it chooses 800 × 500
/// points, ``ChartRenderer``'s default, so a chart without a frame has the same plot in a view as on its own.
/// Drawn in a view, a chart has no padding of its own (SwiftUI's has none) and a transparent background: the
/// view behind it shows through.
extension Chart: View {
    public var _node: _ViewNode { .make(.chart(ChartNode(spec: spec))) }
}

/// A chart inside a view tree, drawn by the chart driver in the frame layout gives it.
struct ChartNode: @unchecked Sendable {
    // ChartSpec holds closures the DSL built and never mutates them after the chart is made.
    let spec: ChartSpec

    /// The size a chart chooses: what it is offered, or its ideal 800 × 500 where it is offered nothing.
    static func size(_ proposal: ProposedSize) -> ViewSize {
        func side(_ offered: Double?, _ ideal: Double) -> Double {
            guard let offered, offered.isFinite else { return ideal }
            return max(0, offered)
        }
        return ViewSize(width: side(proposal.width, 800), height: side(proposal.height, 500))
    }
}

/// A change a chart modifier makes to a chart's settings, kept so that a modifier written after a view modifier
/// (`.frame(height: 120).chartYAxis(.hidden)`) reaches the charts inside that view.
public struct _ChartSettingsChange: @unchecked Sendable {
    // Built once by a modifier and only ever applied: never shared mutably.
    let apply: (inout ChartSettings) -> Void
}

/// The views chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`, …) can be written on: a chart, and the
/// views a chart modifier is commonly written after (`.frame`, `.padding` and every other view modifier,
/// `AnyView`, `Group`). On a view, the modifier applies to every chart inside it, and a chart's own modifiers win,
/// as SwiftUI's environment does. Custom views and `some View` results do not conform: write chart modifiers
/// on the chart, or inside the custom view's body.
public protocol _ChartModifiable: View {
    /// This view with `change` made to the settings of every chart in it.
    func _chartSettings(_ change: _ChartSettingsChange) -> Self
}

extension _ChartModifiable {
    func with(_ change: @escaping (inout ChartSettings) -> Void) -> Self {
        _chartSettings(_ChartSettingsChange(apply: change))
    }
}

extension Chart: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> Chart {
        var copy = self
        copy.spec.apply(change)
        return copy
    }
}

extension ModifiedView: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> ModifiedView {
        ModifiedView(node: node.modified(.chartSettings(change)))
    }
}

extension AnyView: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> AnyView {
        AnyView(node: node.modified(.chartSettings(change)))
    }
}

extension Group: _ChartModifiable where Content: View {
    public func _chartSettings(_ change: _ChartSettingsChange) -> Group {
        Group(node: node.modified(.chartSettings(change)))
    }
}

extension ChartSpec {
    /// Makes `change` and remembers it, so the chart's own changes can be replayed over a view's.
    mutating func apply(_ change: _ChartSettingsChange) {
        change.apply(&settings)
        changes.append(change)
    }

    /// The settings with `outer` (the chart modifiers of the views around the chart, outermost first) made
    /// before the chart's own, so the chart's own win.
    func settings(under outer: [_ChartSettingsChange]) -> ChartSettings {
        guard !outer.isEmpty else { return settings }
        var replayed = base
        for change in outer + changes { change.apply(&replayed) }
        return replayed
    }
}

/// What the charts in a view tree are drawn with: the image's format and scale, the chart modifiers of the views
/// around them, how deep in charts they sit, and the count every chart of one image shares.
struct ChartContext: Sendable {
    var format: ChartOutputFormat = .png
    var scale = 1.0
    var fontFamily: String?
    var calendar = ChartCalendar(chosen: nil)
    /// Chart modifiers written on the views around, outermost first.
    var changes: [_ChartSettingsChange] = []
    /// How many charts enclose this view (a chart in a chart's annotation is at depth 2).
    var depth = 0
    var nested = NestedCharts()
    /// The environment objects where the chart is placed.
    var objects = EnvironmentObjects()
}

/// The charts drawn into one image, counted against ``ViewLimits/charts``, and what they reported.
final class NestedCharts: @unchecked Sendable {
    // One per image, used by one rendering thread: the view engine draws a tree depth first on one thread.
    private(set) var count = 0
    private(set) var diagnostics: [ChartDiagnostic] = []
    private var skippedDeep = 0
    private var skippedMany = 0

    /// Whether one more chart may be drawn at `depth`; counts it, or the reason it is not drawn.
    func admit(depth: Int) -> Bool {
        guard depth <= ViewLimits.chartDepth else {
            skippedDeep += 1
            return false
        }
        guard count < ViewLimits.charts else {
            skippedMany += 1
            return false
        }
        count += 1
        return true
    }

    func report(_ found: [ChartDiagnostic]) { diagnostics += found }

    /// The charts' diagnostics, then one line for each kind of chart left out.
    var messages: [ChartDiagnostic] {
        var all = diagnostics
        if skippedDeep > 0 {
            all.append(
                ChartDiagnostic(
                    message:
                        "\(skippedDeep) chart\(skippedDeep == 1 ? "" : "s") nested more than \(ViewLimits.chartDepth) charts deep not drawn"
                ))
        }
        if skippedMany > 0 {
            all.append(
                ChartDiagnostic(
                    message:
                        "\(skippedMany) chart\(skippedMany == 1 ? "" : "s") past \(ViewLimits.charts) in one image not drawn"
                ))
        }
        return all
    }
}

extension ViewRenderer {
    /// `chart` run through the chart driver at `rect`'s size and drawn at its origin, snapped to device pixels
    /// so its hairlines stay sharp. A chart that cannot be drawn at that size draws nothing and says why.
    func drawChart(_ chart: ChartNode, in rect: Rect, _ env: ViewEnvironment, into commands: inout [DrawCommand]) {
        let context = env.charts
        guard rect.width >= 1, rect.height >= 1, context.nested.admit(depth: context.depth + 1) else { return }
        var spec = chart.spec
        spec.settings = spec.settings(under: context.changes)
        let inputs = ChartInputs(
            width: rect.width, height: rect.height, format: context.format, scale: context.scale,
            colorScheme: env.values.colorScheme, contrast: env.values.colorSchemeContrast, background: .transparent,
            title: nil, fontFamily: context.fontFamily, calendar: env.values.chartCalendar(context.calendar),
            locale: env.values.chosenLocale, measurer: engine.measurer, padding: 0,
            depth: context.depth + 1, nested: context.nested, objects: env.values.objects)
        do {
            let scene =
                try ChartDriver(spec: spec, inputs: inputs).run(until: .scene).scene
                ?? ChartScene(
                    commands: [], diagnostics: [])
            let pixel = context.format == .png ? context.scale : 1
            let dx = (rect.x * pixel).rounded() / pixel
            let dy = (rect.y * pixel).rounded() / pixel
            for command in scene.commands {
                commands.append(ViewGeometry.mapPoints(command) { Point(x: $0.x + dx, y: $0.y + dy) })
            }
            context.nested.report(scene.diagnostics)
        } catch {
            context.nested.report([ChartDiagnostic(message: "A chart was not drawn: \(error)")])
        }
    }
}
