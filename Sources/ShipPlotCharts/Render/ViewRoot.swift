// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A view at the top of an image, as ``ImageRenderer`` draws it: text that sets no font is SwiftUI's body
/// (17 pt) in the primary text colour, charts inside are drawn by the chart driver in their frames, and the image
/// is transparent unless the renderer fills it.
extension ChartRenderer {
    /// Prepares to render `view` at `width` × `height` points with `scale` pixels per point, transparent.
    package init(view: some View, width: Double, height: Double, scale: Double = 1) {
        root = .view(view._node)
        self.width = width
        self.height = height
        self.scale = scale
        background = .transparent
        referenceDate = Date()
    }

    /// The view renderer at the image's top, for `inputs`.
    static func rootRenderer(_ inputs: ChartInputs) -> ViewRenderer {
        let theme = Theme.standard(inputs.colorScheme, contrast: inputs.contrast)
            .drawing(family: inputs.fontFamily, measurer: inputs.measurer)
        var values = EnvironmentValues()
        values.chosenColorScheme = inputs.colorScheme
        values.chosenContrast = inputs.contrast
        values.chosenLocale = inputs.locale
        values.chosenCalendar = inputs.calendar.chosen
        values.charts = inputs.chartContext
        return ViewRenderer(
            measurer: inputs.measurer, theme: theme,
            bounds: Rect(x: 0, y: 0, width: inputs.width, height: inputs.height),
            text: TextEnvironment(
                locale: inputs.locale, timeZone: inputs.calendar.chosen?.timeZone, referenceDate: inputs.referenceDate),
            defaultFont: Font.body.spec(in: theme, shaper: inputs.measurer.shaper), defaultColor: theme.text,
            render: inputs.renderContext, values: values)
    }

    /// `node` laid out in the whole image and drawn over the background, with the diagnostics of the view and
    /// of every chart in it.
    func viewScene(_ node: _ViewNode, inputs: ChartInputs) throws -> ChartScene {
        try inputs.validateSize()
        var inputs = inputs
        var renderer = Self.rootRenderer(inputs)
        var built = renderer.expanded(node)
        // A view's preferred scheme is the whole image's, as it is a window's on iOS: built again in it, since
        // bodies may read it.
        if let preferred = built.preferredColorScheme, preferred != inputs.colorScheme {
            inputs.colorScheme = preferred
            renderer = Self.rootRenderer(inputs)
            built = renderer.expanded(node)
        }
        let image = Rect(x: 0, y: 0, width: inputs.width, height: inputs.height)
        var commands: [DrawCommand] = []
        var unknown = UnknownAssetColors()
        switch inputs.background {
        case .automatic: commands.append(.fill(.rect(image), renderer.theme.background))
        case .transparent: break
        case .color(let color): commands.append(.fill(.rect(image), renderer.theme.resolve(color, noting: &unknown)))
        }
        let drawing = renderer.render(node, built: built, in: image, chartBudget: inputs.chartBudget)
        commands += drawing.commands
        unknown.merge(drawing.nested.unknownColors)
        let problems = (node.box.problems + drawing.problems).messages.map { ChartDiagnostic(message: $0) }
        return ChartScene(
            commands: commands, diagnostics: problems + unknown.diagnostics + drawing.nested.messages)
    }
}
