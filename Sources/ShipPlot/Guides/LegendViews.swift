import Foundation

extension GuideBuilder {
    /// The legend as a view, on the side and with the alignment and spacing the chart asks for.
    func legendViewGuide(_ view: _ViewNode) -> LegendGuide {
        LegendGuide(
            groups: [], side: Self.legendSide(legendSettings.position),
            alignment: legendSettings.alignment?.horizontal ?? .leading,
            spacing: legendSettings.spacing ?? theme.legendGap, view: view)
    }
}
