// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Progress, as SwiftUI's `ProgressView`, drawn as iOS draws it at rest: with no value, a spinner of eight grey
/// spokes (20 points across) with its label under it; with a value, a 4-point bar filled in the tint to the
/// value's fraction of the total, its label above and current-value label below. A value outside 0…total is
/// pinned to the nearer end, as in SwiftUI; a non-finite one is drawn as no progress and reported.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    package let node: _ViewNode

    private init(fraction: Double?, bad: Bool = false, label: _ViewNode?, current: _ViewNode?) {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(node: $0) },
            currentValueLabel: current.map { .init(node: $0) })
        let node = DeferredView.environmental { values in
            (values[ProgressViewStyleKey.self] ?? AnyProgressViewStyle(DefaultProgressViewStyle())).make(configuration)
        }
        self.node = bad ? node.noting(.invalidValue) : node
    }

    /// The fraction `value` is of `total`, pinned to 0…1; nil when there is no value; bad when not finite.
    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> (Double?, Bool) {
        guard let value else { return (nil, false) }
        let (v, t) = (Double(value), Double(total))
        guard v.isFinite, t.isFinite else { return (0, true) }
        return (t > 0 ? min(max(v / t, 0), 1) : 0, false)
    }

    public var _node: _ViewNode { node }

    /// Progress drawn with `label` and `currentValueLabel` for `value` of `total` (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        let (fraction, bad) = Self.fraction(value, total)
        self.init(fraction: fraction, bad: bad, label: label()._node, current: currentValueLabel()._node)
    }

    /// A progress view drawn as the default style draws the configuration a custom style was given.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where
        Label == ProgressViewStyleConfiguration.Label,
        CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
    {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label?.node,
            current: configuration.currentValueLabel?.node)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with `label` under it.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label()._node, current: nil) }

    /// Progress for `value` of `total` (nil: indeterminate), with `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        let (fraction, bad) = Self.fraction(value, total)
        self.init(fraction: fraction, bad: bad, label: label()._node, current: nil)
    }

    /// Progress for `progress`'s fraction completed.
    public init(_ progress: Progress) where Label == EmptyView {
        let (fraction, bad) = Self.fraction(Optional(progress.fractionCompleted), 1.0)
        self.init(fraction: progress.isIndeterminate ? nil : fraction, bad: bad, label: nil, current: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() { self.init(fraction: nil, label: nil, current: nil) }

    /// Progress for `value` of `total` (1 by default; nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        let (fraction, bad) = Self.fraction(value, total)
        self.init(fraction: fraction, bad: bad, label: nil, current: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey)._node, current: nil) }

    /// A spinner titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title)._node, current: nil) }

    /// Progress titled `titleKey` for `value` of `total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        let (fraction, bad) = Self.fraction(value, total)
        self.init(fraction: fraction, bad: bad, label: Text(titleKey)._node, current: nil)
    }

    /// Progress titled `title` for `value` of `total`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        let (fraction, bad) = Self.fraction(value, total)
        self.init(fraction: fraction, bad: bad, label: Text(title)._node, current: nil)
    }
}

/// What a ``ProgressViewStyle`` draws progress from.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    nonisolated public struct Label: View {
        package let node: _ViewNode
        public var _node: _ViewNode { node }
    }
    /// The current value's label, as a view.
    nonisolated public struct CurrentValueLabel: View {
        package let node: _ViewNode
        public var _node: _ViewNode { node }
    }
    /// How much is done, 0…1; nil when unknown.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current value's label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

/// How progress looks, as SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view progress in this style is.
    associatedtype Body: View
    /// The progress view's view, made from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What progress in this style is made from.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// A progress style chosen for the views inside.
package struct AnyProgressViewStyle: @unchecked Sendable {
    // Unchecked: the app's style (Apple's style protocols are not Sendable), used only to build bodies in a render.
    package let make: (ProgressViewStyleConfiguration) -> _ViewNode
    package init<S: ProgressViewStyle>(_ style: S) {
        make = { buildBody(of: style, with: $0) { $0.makeBody(configuration: $1) }._node }
    }
}

/// The environment key of the progress style.
package struct ProgressViewStyleKey: EnvironmentKey {
    package static var defaultValue: AnyProgressViewStyle? { nil }
}

nonisolated extension View {
    /// Progress views inside drawn in `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedView {
        environment(key: ProgressViewStyleKey.self, AnyProgressViewStyle(style))
    }
}

/// The platform's choice: a spinner without a value, a bar with one.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> _BuiltInProgress {
        _BuiltInProgress(circular: configuration.fractionCompleted == nil, configuration: configuration)
    }
}

/// A spinner, whatever the value (as iOS draws the circular style).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}
    /// The circular style in `tint`.
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> _BuiltInProgress {
        _BuiltInProgress(circular: true, configuration: configuration)
    }
}

/// A bar filled to the value (empty with none).
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}
    /// The linear style in `tint`.
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> _BuiltInProgress {
        _BuiltInProgress(circular: false, configuration: configuration)
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A spinner without a value, a bar with one.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// Progress drawn by a built-in style, in the tint of its place.
nonisolated public struct _BuiltInProgress: View {
    package let circular: Bool
    package let configuration: ProgressViewStyleConfiguration

    public var _node: _ViewNode {
        let (circular, configuration) = (circular, self.configuration)
        return DeferredView.environmental { values in
            circular ? spinner(configuration) : bar(configuration, tint: values[TintKey.self] ?? .accentColor)
        }
    }
}

/// The spinner at rest: eight spokes around a 20-point square, the first at the top, each after it fainter.
private func spinner(_ configuration: ProgressViewStyleConfiguration) -> _ViewNode {
    let spokes = (0..<8).map { index in
        SpinnerSpoke(index: index).stroke(style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
            .foregroundStyle(Color.gray.opacity(1 - Double(index) * 0.1))._node
    }
    let wheel = ModifiedView(node: .stack(axis: nil, alignment: .center, spacing: 0, children: spokes))
        .frame(width: 20, height: 20)._node
    guard let label = configuration.label else { return wheel }
    let under = ModifiedView(node: label.node).foregroundStyle(.secondary)._node
    return .stack(axis: .vertical, alignment: .center, spacing: 8, children: [wheel, under])
}

/// One spoke of a spinner: from 4.5 to 8.5 points out from the centre, at `index` eighths of a turn clockwise
/// from the top.
private struct SpinnerSpoke: Shape {
    let index: Int

    func path(in rect: CGRect) -> Path {
        let angle = Double(index) * .pi / 4 - .pi / 2
        let (cx, cy) = (Double(rect.midX), Double(rect.midY))
        var path = Path()
        path.move(to: CGPoint(x: cx + 4.5 * cos(angle), y: cy + 4.5 * sin(angle)))
        path.addLine(to: CGPoint(x: cx + 8.5 * cos(angle), y: cy + 8.5 * sin(angle)))
        return path
    }
}

/// The bar at rest: the label above, a 4-point capsule track as wide as offered filled in the tint to the
/// fraction done, the current value's label below in secondary footnote text.
private func bar(_ configuration: ProgressViewStyleConfiguration, tint: Color) -> _ViewNode {
    let fraction = configuration.fractionCompleted ?? 0
    let track = Capsule().fill(Color.gray.opacity(0.22)).frame(height: 4)
        .overlay(alignment: .leading) { ProgressFill(fraction: fraction).fill(tint) }
    var rows: [_ViewNode] = []
    if let label = configuration.label { rows.append(label.node) }
    rows.append(track.frame(maxWidth: .infinity)._node)
    if let current = configuration.currentValueLabel {
        rows.append(ModifiedView(node: current.node).font(.footnote).foregroundStyle(.secondary)._node)
    }
    return .stack(axis: .vertical, alignment: .leading, spacing: 4, children: rows)
}

/// The filled part of a progress bar: a capsule from the leading edge to `fraction` of the width.
private struct ProgressFill: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        let width = Double(rect.width) * fraction
        guard width > 0 else { return Path() }
        let filled = Rect(x: Double(rect.minX), y: Double(rect.minY), width: width, height: Double(rect.height))
        return .roundedRect(filled, radius: min(Double(rect.height), width) / 2)
    }
}
