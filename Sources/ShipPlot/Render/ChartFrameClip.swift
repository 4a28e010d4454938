import Foundation

extension ChartRenderer {
    /// `commands` cut to the chart's clip outline (`cornerRadius` or `clipShape` on the chart) through a mask
    /// layer, in the chart's frame, or the frame with its padding when `.padding` came first. The image's own
    /// background fill (the first command when `filled`) stays whole: it is the space around the chart view.
    func clippedToChartFrame(_ commands: [DrawCommand], stages: LaidOut, filled: Bool) -> [DrawCommand] {
        let setting = stages.resolved.settings.frame
        guard let clip = setting.clip, commands.count > (filled ? 1 : 0) else { return commands }
        var frame = stages.chartFrame
        if setting.clipIncludesPadding, let padding = stages.resolved.settings.padding {
            let image = Rect(x: 0, y: 0, width: width, height: height)
            func grow(_ v: CGFloat) -> Double { Double(v).isFinite ? max(0, Double(v)) : 0 }
            let minX = max(image.minX, frame.minX - grow(padding.leading))
            let minY = max(image.minY, frame.minY - grow(padding.top))
            let maxX = min(image.maxX, frame.maxX + grow(padding.trailing))
            let maxY = min(image.maxY, frame.maxY + grow(padding.bottom))
            frame = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        let keep = filled ? 1 : 0
        return Array(commands[..<keep]) + [.pushMaskedLayer] + commands[keep...]
            + [.pushMaskLayer, .fill(clip.path(frame), RGBA(hex: 0x000000)), .popMaskLayers]
    }
}
