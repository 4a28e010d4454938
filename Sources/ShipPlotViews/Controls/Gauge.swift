// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A value within a range, as SwiftUI's `Gauge`, drawn as iOS draws it at rest. The default style on iOS is the
/// linear capacity gauge: the label above a 4-point capsule track filled in the tint to the value, the minimum and
/// maximum labels under its ends. `gaugeStyle(_:)` chooses the accessory styles: a linear track with a marker at
/// the value, or a ring (an open one with a marker, or a closed one filled to the value) 58 points across with the
/// current value in its centre. A value outside the bounds is pinned to the nearer end.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View
{
    package let node: _ViewNode

    /// A gauge showing `value` in `bounds` (0…1 by default) with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        node = gaugeNode(
            Self.fraction(value, bounds), label: label()._node, current: currentValueLabel()._node,
            minimum: minimumValueLabel()._node, maximum: maximumValueLabel()._node)
    }

    /// The fraction of the way through `bounds` `value` is, pinned to 0…1, and whether it was not finite.
    fileprivate static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> (Double, Bool) {
        let (v, low, high) = (Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        guard v.isFinite, low.isFinite, high.isFinite else { return (0, true) }
        return (high > low ? min(max((v - low) / (high - low), 0), 1) : 0, false)
    }

    public var _node: _ViewNode { node }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge showing `value` in `bounds` with `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        node = gaugeNode(Self.fraction(value, bounds), label: label()._node)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge showing `value` in `bounds` with `label` and `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        node = gaugeNode(Self.fraction(value, bounds), label: label()._node, current: currentValueLabel()._node)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge showing `value` in `bounds` with its label, current value and bounds' labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        node = gaugeNode(
            Self.fraction(value, bounds), label: label()._node, current: currentValueLabel()._node,
            minimum: minimumValueLabel()._node, maximum: maximumValueLabel()._node)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge showing `value` in `bounds` with its label, current value and marked values' labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        node = gaugeNode(Self.fraction(value, bounds), label: label()._node, current: currentValueLabel()._node)
    }
}

/// What a ``GaugeStyle`` draws a gauge from.
public struct GaugeStyleConfiguration {
    /// A part of a gauge, as a view.
    nonisolated public struct Part: View {
        package let node: _ViewNode
        public var _node: _ViewNode { node }
    }
    /// The label's view.
    public typealias Label = Part
    /// The current value label's view.
    public typealias CurrentValueLabel = Part
    /// The minimum value label's view.
    public typealias MinimumValueLabel = Part
    /// The maximum value label's view.
    public typealias MaximumValueLabel = Part
    /// The marked values' labels' view.
    public typealias MarkedValueLabels = Part
    /// The fraction of the way through its bounds the value is, 0…1.
    public let value: Double
    /// What the gauge measures.
    public let label: Label
    /// The current value, if labelled.
    public let currentValueLabel: CurrentValueLabel?
    /// The lower bound, if labelled.
    public let minimumValueLabel: MinimumValueLabel?
    /// The upper bound, if labelled.
    public let maximumValueLabel: MaximumValueLabel?
    /// Labels of marked values (none here).
    public let markedValueLabels: MarkedValueLabels
}

/// How a gauge looks, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a gauge in this style is.
    associatedtype Body: View
    /// The gauge's view, made from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a gauge in this style is made from.
    typealias Configuration = GaugeStyleConfiguration
}

/// The shapes of the built-in gauge styles.
package enum GaugeLook: Sendable {
    case linearCapacity, accessoryLinear, accessoryLinearCapacity, circular, circularCapacity
}

/// A gauge drawn in a built-in style, in the tint of its place.
nonisolated public struct _BuiltInGauge: View {
    package let look: GaugeLook
    package let configuration: GaugeStyleConfiguration

    public var _node: _ViewNode {
        let (look, configuration) = (look, self.configuration)
        return DeferredView.environmental { values in
            builtInGauge(look, configuration, tint: values[TintKey.self] ?? .accentColor)
        }
    }
}

/// The platform's choice: the linear capacity gauge on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInGauge {
        _BuiltInGauge(look: .linearCapacity, configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's choice: the linear capacity gauge on iOS.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// A bar filled to the value, the label above and the bounds' labels below.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInGauge {
        _BuiltInGauge(look: .linearCapacity, configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value, the label above and the bounds' labels below.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// A track with a marker at the value.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInGauge {
        _BuiltInGauge(look: .accessoryLinear, configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A track with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// A bar filled to the value, the current value at the trailing end above it.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInGauge {
        _BuiltInGauge(look: .accessoryLinearCapacity, configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled to the value, the current value at the trailing end above it.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

/// An open ring with a marker at the value, the current value in its centre.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInGauge {
        _BuiltInGauge(look: .circular, configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value, the current value in its centre.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A ring filled to the value, the current value in its centre.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInGauge {
        _BuiltInGauge(look: .circularCapacity, configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled to the value, the current value in its centre.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// A gauge style chosen for the views inside.
package struct AnyGaugeStyle: @unchecked Sendable {
    // Unchecked: the app's style (Apple's style protocols are not Sendable), used only to build bodies in a render.
    package let make: (GaugeStyleConfiguration) -> _ViewNode
    package init<S: GaugeStyle>(_ style: S) {
        make = { buildBody(of: style, with: $0) { $0.makeBody(configuration: $1) }._node }
    }
}

/// The environment key of the gauge style.
package struct GaugeStyleKey: EnvironmentKey {
    package static var defaultValue: AnyGaugeStyle? { nil }
}

nonisolated extension View {
    /// Gauges inside drawn in `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedView {
        environment(key: GaugeStyleKey.self, AnyGaugeStyle(style))
    }
}

/// A gauge drawn in the style of its place.
private func gaugeNode(
    _ fraction: (Double, Bool), label: _ViewNode, current: _ViewNode? = nil, minimum: _ViewNode? = nil,
    maximum: _ViewNode? = nil
) -> _ViewNode {
    let part = { (node: _ViewNode?) in node.flatMap { $0.isEmpty ? nil : GaugeStyleConfiguration.Part(node: $0) } }
    let configuration = GaugeStyleConfiguration(
        value: fraction.0, label: .init(node: label), currentValueLabel: part(current),
        minimumValueLabel: part(minimum),
        maximumValueLabel: part(maximum), markedValueLabels: .init(node: .empty))
    let node = DeferredView.environmental { values in
        (values[GaugeStyleKey.self] ?? AnyGaugeStyle(DefaultGaugeStyle())).make(configuration)
    }
    return fraction.1 ? node.noting(.invalidValue) : node
}

private func builtInGauge(_ look: GaugeLook, _ configuration: GaugeStyleConfiguration, tint: Color) -> _ViewNode {
    switch look {
    case .circular, .circularCapacity: return ringGauge(configuration, capacity: look == .circularCapacity, tint: tint)
    case .linearCapacity, .accessoryLinear, .accessoryLinearCapacity:
        return linearGauge(configuration, look, tint: tint)
    }
}

/// A linear gauge: the label (and, in the accessory styles, the current value at the trailing end) above, the
/// track, the bounds' labels under its ends in secondary caption text.
private func linearGauge(_ c: GaugeStyleConfiguration, _ look: GaugeLook, tint: Color) -> _ViewNode {
    let track: AnyView
    if look == .accessoryLinear {
        let marker = GaugeMarker(fraction: c.value).stroke(Color.primary, lineWidth: 2)
        track = AnyView(Capsule().fill(tint.opacity(0.35)).frame(height: 6).overlay { marker })
    } else {
        track = AnyView(
            Capsule().fill(Color.gray.opacity(0.22)).frame(height: 4)
                .overlay(alignment: .leading) { GaugeFill(fraction: c.value).fill(tint) })
    }
    var top: [_ViewNode] = [c.label.node]
    if look != .linearCapacity, let current = c.currentValueLabel { top += [Spacer()._node, current.node] }
    var rows = [_ViewNode.stack(axis: .horizontal, alignment: .center, spacing: 8, children: top)]
    rows.append(track.frame(maxWidth: .infinity)._node)
    let bounds = [c.minimumValueLabel?.node, c.maximumValueLabel?.node].compactMap { $0 }
    if !bounds.isEmpty {
        let ends = [c.minimumValueLabel?.node ?? .empty, Spacer()._node, c.maximumValueLabel?.node ?? .empty]
        rows.append(
            ModifiedView(node: .stack(axis: .horizontal, alignment: .center, spacing: 8, children: ends))
                .font(.caption).foregroundStyle(.secondary)._node)
    }
    return .stack(axis: .vertical, alignment: .leading, spacing: 4, children: rows)
}

/// A ring gauge 58 points across: an open ring (three quarters of a turn, the gap at the bottom holding the bounds'
/// labels) with a marker at the value, or a closed ring filled clockwise from the top; the current value (or the
/// label) in the centre.
private func ringGauge(_ c: GaugeStyleConfiguration, capacity: Bool, tint: Color) -> _ViewNode {
    let line = StrokeStyle(lineWidth: 6, lineCap: .round)
    let ring: AnyView
    if capacity {
        ring = AnyView(
            ZStack {
                Circle().stroke(tint.opacity(0.3), style: line)
                Circle().trim(from: 0, to: c.value).stroke(tint, style: line).rotationEffect(.degrees(-90))
            }.padding(3))
    } else {
        let marker = RingMarker(fraction: c.value).stroke(Color.primary, lineWidth: 2)
        ring = AnyView(
            ZStack {
                Circle().trim(from: 0, to: 0.75).stroke(tint, style: line).rotationEffect(.degrees(135))
                marker
            }.padding(3))
    }
    let centre = AnyView(node: (c.currentValueLabel ?? c.label).node).font(.system(size: 17, weight: .medium))
        .lineLimit(1).minimumScaleFactor(0.5).padding(8)
    var parts: [_ViewNode] = [ring._node, centre._node]
    if !capacity, c.minimumValueLabel != nil || c.maximumValueLabel != nil {
        let ends = [c.minimumValueLabel?.node ?? .empty, Spacer()._node, c.maximumValueLabel?.node ?? .empty]
        parts.append(
            ModifiedView(node: .stack(axis: .horizontal, alignment: .center, spacing: 0, children: ends))
                .font(.system(size: 10)).padding(.horizontal, 8).frame(maxHeight: .infinity, alignment: .bottom)._node)
    }
    return ModifiedView(node: .stack(axis: nil, alignment: .center, spacing: 0, children: parts))
        .frame(width: 58, height: 58)._node
}

/// The filled part of a linear capacity gauge: a capsule from the leading edge to `fraction` of the width.
private struct GaugeFill: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        let width = Double(rect.width) * fraction
        guard width > 0 else { return Path() }
        let filled = Rect(x: Double(rect.minX), y: Double(rect.minY), width: width, height: Double(rect.height))
        return .roundedRect(filled, radius: min(Double(rect.height), width) / 2)
    }
}

/// The marker of a linear accessory gauge: a small circle at `fraction` of the track.
private struct GaugeMarker: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        let r = Double(rect.height) / 2 + 1
        let x = Double(rect.minX) + r + (Double(rect.width) - 2 * r) * fraction
        return .circle(center: Point(x: x, y: Double(rect.midY)), radius: r)
    }
}

/// The marker of an open ring gauge: a small circle on the ring at `fraction` of its three quarters.
private struct RingMarker: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        let radius = Double(min(rect.width, rect.height)) / 2
        let angle = (135 + 270 * fraction) * .pi / 180
        let centre = Point(x: Double(rect.midX) + radius * cos(angle), y: Double(rect.midY) + radius * sin(angle))
        return .circle(center: centre, radius: 4)
    }
}
