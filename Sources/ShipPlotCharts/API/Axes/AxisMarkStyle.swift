// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// How `font`, `foregroundStyle` and `offset` on an axis mark style its labels.
struct AxisLabelStyle {
    var font: Font?
    var color: Color?
    var offset = CGSize(width: 0, height: 0)
}

/// An axis mark drawn in its own style: `AxisGridLine().foregroundStyle(.orange)`.
public struct StyledAxisMark: AxisMark {
    let base: [AxisComponent]
    var color: Color?
    var font: Font?? = nil
    var offset: CGSize? = nil

    public var _components: [AxisComponent] {
        base.map { component -> AxisComponent in
            switch component {
            case .grid(let centered, let stroke, let own, let detail):
                return .grid(centered: centered, stroke: stroke, color: own ?? color, detail: moved(detail))
            case .tick(let centered, let length, let stroke, let own, let detail):
                return .tick(
                    centered: centered, length: length, stroke: stroke, color: own ?? color, detail: moved(detail))
            case .label(var label):
                label.style = styled(label.style ?? AxisLabelStyle())
                return .label(label)
            }
        }
    }

    /// A grid line's or tick's detail moved by this mark's offset too.
    private func moved(_ inner: AxisLineDetail) -> AxisLineDetail {
        guard let offset else { return inner }
        var detail = inner
        detail.offset = CGSize(
            width: TickReach.bounded(detail.offset.width + offset.width),
            height: TickReach.bounded(detail.offset.height + offset.height))
        return detail
    }

    /// A label style with this mark's settings added where a closer one set none (offsets add up).
    private func styled(_ inner: AxisLabelStyle) -> AxisLabelStyle {
        var style = inner
        if let font, style.font == nil { style.font = font }
        if style.color == nil { style.color = color }
        if let offset {
            style.offset = CGSize(width: style.offset.width + offset.width, height: style.offset.height + offset.height)
        }
        return style
    }
}

extension AxisMark {
    /// Draws this mark's grid lines and ticks in `style` instead of the theme's grey (a gradient draws its
    /// representative colour). A style set closer to the mark wins.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> StyledAxisMark {
        StyledAxisMark(base: _components, color: Color(style: style))
    }

    /// Sets the font of this mark's labels.
    public func font(_ font: Font?) -> StyledAxisMark {
        StyledAxisMark(base: _components, color: nil, font: .some(font))
    }

    /// Moves this mark's labels, grid lines and ticks by `x`, `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> StyledAxisMark {
        offset(CGSize(width: x, height: y))
    }

    /// Moves this mark's labels, grid lines and ticks by `offset.width`, `offset.height` points.
    public func offset(_ offset: CGSize) -> StyledAxisMark {
        StyledAxisMark(base: _components, color: nil, offset: offset)
    }
}
