// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A value chosen on a track, as SwiftUI's `Slider`, drawn as iOS draws it at rest: a 4-point capsule track as wide
/// as offered, filled in the tint up to a white 27-point thumb that sits at the value's place in `bounds`, with the
/// minimum and maximum value labels at its ends. iOS does not show the slider's `label` (it names the control for
/// accessibility), so neither does the image. A value outside `bounds` is pinned to the nearer end; a non-finite
/// one is drawn at the start and reported.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    private init<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>, minimum: _ViewNode?, maximum: _ViewNode?)
    {
        let (low, high, v) = (Double(bounds.lowerBound), Double(bounds.upperBound), Double(value))
        let finite = low.isFinite && high.isFinite && v.isFinite
        let fraction = finite && high > low ? min(max((v - low) / (high - low), 0), 1) : 0
        let node = DeferredView.environmental { values in
            sliderNode(
                fraction: fraction, tint: values[TintKey.self] ?? .accentColor, minimum: minimum, maximum: maximum)
        }
        self.node = finite ? node : node.noting(.invalidValue)
    }

    /// A slider for `value` within `bounds`, named `label`, with `minimumValueLabel` and `maximumValueLabel`
    /// at the track's ends.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, minimum: minimumValueLabel()._node, maximum: maximumValueLabel()._node)
    }

    /// A slider for `value` within `bounds` moving by `step`, named `label`, with `minimumValueLabel` and
    /// `maximumValueLabel` at the track's ends.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, minimum: minimumValueLabel()._node, maximum: maximumValueLabel()._node)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider for `value` within `bounds` (0…1 by default), named `label`.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, minimum: nil, maximum: nil)
    }

    /// A slider for `value` within `bounds` moving by `step`, named `label`.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, minimum: nil, maximum: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider for `value` within `bounds` (0…1 by default).
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, minimum: nil, maximum: nil)
    }

    /// A slider for `value` within `bounds` moving by `step`.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, minimum: nil, maximum: nil)
    }
}

/// The thumb's diameter, as UIKit's slider draws it.
private let thumbDiameter = 27.0

/// The track, its tinted part and the thumb, between the value labels.
private func sliderNode(fraction: Double, tint: Color, minimum: _ViewNode?, maximum: _ViewNode?) -> _ViewNode {
    let track = ZStack {
        Capsule().fill(Color.gray.opacity(0.22)).frame(height: 4)
            .overlay(alignment: .leading) { SliderPart(fraction: fraction, thumb: false).fill(tint) }
        SliderPart(fraction: fraction, thumb: true).fill(Color.white)
            .shadow(color: Color.black.opacity(0.2), radius: 2, x: 0, y: 1)
    }
    .frame(height: thumbDiameter + 1).frame(maxWidth: .infinity)
    var parts: [_ViewNode] = []
    if let minimum { parts.append(minimum) }
    parts.append(track._node)
    if let maximum { parts.append(maximum) }
    return .stack(axis: .horizontal, alignment: .center, spacing: 8, children: parts)
}

/// The tinted track from the leading end to the thumb's centre, or the thumb itself: the thumb's centre runs
/// from half a thumb inside one end to half a thumb inside the other.
private struct SliderPart: Shape {
    let fraction: Double
    let thumb: Bool

    func path(in rect: CGRect) -> Path {
        let (x, y, w, h) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        let centre = x + thumbDiameter / 2 + fraction * max(w - thumbDiameter, 0)
        guard thumb else {
            let width = centre - x
            return .roundedRect(Rect(x: x, y: y, width: width, height: h), radius: min(h, width) / 2)
        }
        let top = y + (h - thumbDiameter) / 2
        return Path(
            ellipseIn: CGRect(x: centre - thumbDiameter / 2, y: top, width: thumbDiameter, height: thumbDiameter))
    }
}
