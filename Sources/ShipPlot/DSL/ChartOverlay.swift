import Foundation

/// A view drawn over or behind a chart, built from the chart's proxy once the chart is laid out.
struct ChartOverlaySpec {
    /// Behind the plot's background, grid and marks (`chartBackground`), or over everything (`chartOverlay`).
    var behind: Bool
    var alignment: Alignment
    var content: (ChartProxy) -> _ViewNode
    /// A SwiftUI `background`/`overlay` on the chart view rather than `chartBackground`/`chartOverlay`.
    var viewLayer = false
    /// Whether the layer takes in the chart's padding (`.padding` came before it).
    var includesPadding = false
}

extension Chart {
    /// Draws the views built by `content` over the chart. They are offered the chart's frame (the whole chart
    /// inside its padding, axes and legend included) and placed in it by `alignment`; the proxy converts data
    /// values to positions in the plot, and `geometry[proxy.plotFrame!]` (inside a `GeometryReader`) places the
    /// plot in that frame. Gestures in the content compile and never run: the chart draws its resting state.
    ///
    /// ```swift
    /// .chartOverlay { proxy in
    ///     GeometryReader { geometry in
    ///         let plot = geometry[proxy.plotFrame!]
    ///         if let x = proxy.position(forX: selectedDay) {
    ///             Rectangle().fill(.red).frame(width: 1, height: plot.height)
    ///                 .position(x: plot.minX + x, y: plot.midY)
    ///         }
    ///     }
    /// }
    /// ```
    public func chartOverlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> Chart {
        with { $0.overlays.append(ChartOverlaySpec(behind: false, alignment: alignment) { content($0)._node }) }
    }

    /// Draws the views built by `content` behind the chart's plot background, grid and marks, laid out as
    /// ``chartOverlay(alignment:content:)`` lays out its views.
    public func chartBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> Chart {
        with { $0.overlays.append(ChartOverlaySpec(behind: true, alignment: alignment) { content($0)._node }) }
    }

    /// Attaches a gesture built from the chart's proxy (never performed: the chart draws its resting state).
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> Chart { self }
}

extension ChartRenderer {
    /// The views of `chartBackground` (drawn behind the chart) and `chartOverlay` (drawn over it), each laid out
    /// in the chart's frame, and the problems found in them. Charts without any do no work here.
    func overlayCommands(_ stages: LaidOut) -> (behind: [DrawCommand], front: [DrawCommand], problems: ViewProblems) {
        let overlays = stages.resolved.settings.overlays
        guard !overlays.isEmpty else { return ([], [], ViewProblems()) }
        let proxy = stages.layout.proxy(scales: stages.scales)
        let image = Rect(x: 0, y: 0, width: width, height: height)
        var (behind, front, problems) = ([DrawCommand](), [DrawCommand](), ViewProblems())
        var viewBackgrounds: [DrawCommand] = []
        for overlay in overlays {
            let frame =
                overlay.viewLayer ? layerFrame(stages, includesPadding: overlay.includesPadding) : stages.chartFrame
            let renderer = ViewRenderer(
                measurer: stages.measurer, theme: stages.theme, bounds: image, defaultColor: stages.theme.text)
            let node = overlay.content(proxy)
            let offered = ProposedSize(width: frame.width, height: frame.height)
            var commands: [DrawCommand] = []
            // Each view of the content is laid out on its own, as SwiftUI stacks an overlay's views.
            for layer in ViewRenderer.layers(node) {
                let size = renderer.size(of: layer, proposal: offered)
                commands += renderer.render(layer, in: overlay.alignment.place(size, in: frame))
            }
            problems = problems + node.box.problems + renderer.engine.problems
            // A later view background goes behind the earlier ones and the chart's own background views.
            if overlay.viewLayer && overlay.behind {
                viewBackgrounds = commands + viewBackgrounds
            } else if overlay.behind {
                behind += commands
            } else {
                front += commands
            }
        }
        return (viewBackgrounds + behind, front, problems)
    }
}
