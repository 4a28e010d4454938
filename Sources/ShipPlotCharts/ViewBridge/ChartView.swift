// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A chart is a view, as in SwiftUI: it goes in stacks, cards and grids, takes view modifiers (`.frame`,
/// `.padding`, `.background`, …) and renders with ``ImageRenderer``.
///
/// A chart is flexible in both directions: it takes the whole size its parent offers. Asked for its ideal size
/// (an axis its parent leaves open, as `ImageRenderer` does with an unspecified proposal), it chooses 800 × 500
/// points, ``ChartRenderer``'s default, so a chart without a frame has the same plot in a view as on its own.
/// Drawn in a view, a chart has no padding of its own (SwiftUI's has none) and a transparent background: the
/// view behind it shows through.
nonisolated extension Chart: View {
    public var _node: _ViewNode { .make(ChartNode(spec: spec)) }
}

/// A chart inside a view tree: the size it is offered (its ideal 800 × 500 where it is offered nothing), drawn by
/// the chart driver in the frame layout gives it.
struct ChartNode: PrimitiveView, @unchecked Sendable {
    // Unchecked: `ChartSpec` holds closures the DSL built and never mutates them after the chart is made.
    let spec: ChartSpec

    func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize {
        func side(_ offered: Double?, _ ideal: Double) -> Double {
            guard let offered, offered.isFinite else { return ideal }
            return max(0, offered)
        }
        return ViewSize(width: side(proposal.width, 800), height: side(proposal.height, 500))
    }

    func place(in frame: Rect, context: LayoutContext) -> Placement { .leaf }

    func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawn(in: view.frame, view.environment, &drawer) }
}

/// A change a chart modifier makes to a chart's settings, kept so that a modifier written after a view modifier
/// (`.frame(height: 120).chartYAxis(.hidden)`) reaches the charts inside that view.
public struct _ChartSettingsChange: @unchecked Sendable {
    // Unchecked: built once by a modifier and only ever applied: never shared mutably.
    let apply: (inout ChartSettings) -> Void
}

/// The views chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`, …) can be written on: a chart, and the
/// views a chart modifier is commonly written after or around (`.frame`, `.padding` and every other view
/// modifier, `AnyView`, `Group`, the stacks, `ScrollView`, `GroupBox`). On a view, the modifier applies to every
/// chart inside it, and a chart's own modifiers win, as SwiftUI's environment does. Custom views and `some View` results do not conform: write chart modifiers
/// on the chart, or inside the custom view's body.
nonisolated public protocol _ChartModifiable: View {
    /// This view with `change` made to the settings of every chart in it.
    func _chartSettings(_ change: _ChartSettingsChange) -> Self
}

nonisolated extension _ChartModifiable {
    func with(_ change: @escaping (inout ChartSettings) -> Void) -> Self {
        _chartSettings(_ChartSettingsChange(apply: change))
    }
}

nonisolated extension Chart: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> Chart {
        var copy = self
        copy.spec.apply(change)
        return copy
    }
}

nonisolated extension ModifiedView: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> ModifiedView {
        ModifiedView(node: node.modified(ChartSettingsModifier(change: change)))
    }
}

nonisolated extension AnyView: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> AnyView {
        AnyView(node: node.modified(ChartSettingsModifier(change: change)))
    }
}

nonisolated extension Group: _ChartModifiable where Content: View {
    public func _chartSettings(_ change: _ChartSettingsChange) -> Group {
        Group(node: node.modified(ChartSettingsModifier(change: change)))
    }
}

// The containers a chart is most often written in: a chart modifier after the stack or scroll view around the
// chart (`VStack { Chart { … } }.chartYAxis(.hidden)`) reaches the charts inside, as SwiftUI's environment does.
nonisolated extension VStack: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> VStack {
        VStack(node: node.modified(ChartSettingsModifier(change: change)))
    }
}

nonisolated extension HStack: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> HStack {
        HStack(node: node.modified(ChartSettingsModifier(change: change)))
    }
}

nonisolated extension ZStack: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> ZStack {
        ZStack(node: node.modified(ChartSettingsModifier(change: change)))
    }
}

nonisolated extension LazyVStack: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> LazyVStack {
        LazyVStack(node: node.modified(ChartSettingsModifier(change: change)))
    }
}

nonisolated extension LazyHStack: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> LazyHStack {
        LazyHStack(node: node.modified(ChartSettingsModifier(change: change)))
    }
}

nonisolated extension ScrollView: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> ScrollView {
        ScrollView(node: node.modified(ChartSettingsModifier(change: change)))
    }
}

nonisolated extension GroupBox: _ChartModifiable {
    public func _chartSettings(_ change: _ChartSettingsChange) -> GroupBox {
        GroupBox(node: node.modified(ChartSettingsModifier(change: change)))
    }
}

/// Chart modifiers written on a view: the charts inside are drawn with them, under their own.
struct ChartSettingsModifier: PassThroughModifier {
    let change: _ChartSettingsChange
    var meaning: ModifierMeaning { .environment(EnvironmentChange()) }
    func environment(_ environment: ViewEnvironment) -> ViewEnvironment {
        var inner = environment
        inner.values.charts.changes.append(change)
        return inner
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

/// What the charts in a view tree are drawn with besides the image's format and scale (``RenderContext``): the
/// chart modifiers of the views around them, and how deep in charts they sit. Handed down in the environment,
/// under ``ChartContextKey``.
struct ChartContext: Sendable {
    /// Chart modifiers written on the views around, outermost first.
    var changes: [_ChartSettingsChange] = []
    /// How many charts enclose this view (a chart in a chart's annotation is at depth 2).
    var depth = 0
}

/// Where the environment keeps the charts' context.
struct ChartContextKey: EnvironmentKey {
    static let defaultValue = ChartContext()
}

extension EnvironmentValues {
    /// What charts in this environment are drawn with.
    var charts: ChartContext {
        get { self[ChartContextKey.self] }
        set { self[ChartContextKey.self] = newValue }
    }
}

extension ChartNode {
    /// The chart run through the chart driver at `rect`'s size and drawn at its origin, snapped to device pixels
    /// so its hairlines stay sharp, counted in the drawer's tally with the charts inside it. A chart that cannot be
    /// drawn at that size draws nothing and says why.
    func drawn(in rect: Rect, _ env: ViewEnvironment, _ drawer: inout ViewDrawer) {
        let (context, render) = (env.values.charts, env.render)
        guard rect.width >= 1, rect.height >= 1,
            drawer.nested.admit(depth: context.depth + 1, budget: drawer.chartBudget)
        else { return }
        var spec = self.spec
        spec.settings = spec.settings(under: context.changes)
        let inputs = ChartInputs(
            width: rect.width, height: rect.height, format: render.format, scale: render.scale,
            colorScheme: env.values.colorScheme, contrast: env.values.colorSchemeContrast, background: .transparent,
            title: nil, fontFamily: render.fontFamily, calendar: env.values.chartCalendar(render.calendar),
            locale: env.values.chosenLocale, measurer: drawer.measurer, padding: 0,
            depth: context.depth + 1, chartBudget: drawer.chartBudget - drawer.nested.drawn,
            objects: env.values.objects, referenceDate: render.referenceDate)
        do {
            guard let scene = try ChartDriver(spec: spec, inputs: inputs).run(until: .scene).scene else { return }
            let pixel = render.format == .png ? render.scale : 1
            let dx = (rect.x * pixel).rounded() / pixel
            let dy = (rect.y * pixel).rounded() / pixel
            for command in scene.commands {
                drawer.commands.append(ViewGeometry.mapPoints(command) { Point(x: $0.x + dx, y: $0.y + dy) })
            }
            drawer.nested.merge(scene.nested)
            drawer.nested.diagnostics += scene.diagnostics
        } catch {
            drawer.nested.diagnostics.append(ChartDiagnostic(message: "A chart was not drawn: \(error)"))
        }
    }
}
