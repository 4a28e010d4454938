// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

// App code with its own `Layout`, as apps write it for SwiftUI, laid out by the engine's one machinery. Text is
// measured with fixed metrics: 0.6 em per character and 1 em per line, so "abc" at 10 pt is 18 × 10 points.

/// Equal columns: every subview offered the widest one's ideal size, centred in its column.
private struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let widest = largest(subviews)
        let gaps = spacing(subviews).reduce(0, +)
        return CGSize(width: widest.width * CGFloat(subviews.count) + gaps, height: widest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widest = largest(subviews)
        let gaps = spacing(subviews)
        var x = bounds.minX + widest.width / 2
        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: x, y: bounds.midY), anchor: .center,
                proposal: ProposedViewSize(width: widest.width, height: widest.height))
            x += widest.width + gaps[index]
        }
    }

    private func largest(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            index < subviews.count - 1
                ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal) : 0
        }
    }
}

/// Lines that wrap: subviews at their ideal size left to right, a new line when the next would pass the width.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = arrange(width: proposal.replacingUnspecifiedDimensions().width, subviews)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, arrange(width: bounds.width, subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified)
        }
    }

    private func arrange(width: CGFloat, _ subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var (x, y, lineHeight): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                (x, y, lineHeight) = (0, y + lineHeight + spacing, 0)
            }
            frames.append(CGRect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
        }
        return frames
    }
}

/// A ring: each subview centred on a circle through the middle of the bounds, the first at the top.
private struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2 - 10
        for (index, subview) in subviews.enumerated() {
            let angle = Double(index) / Double(subviews.count) * 2 * Double.pi - Double.pi / 2
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: ProposedViewSize(width: 20, height: 20))
        }
    }
}

/// A layout that remembers what it was asked and what its subviews answered.
private final class Probe: Sendable {
    let proposals = Mutex<[ProposedViewSize]>([])
    let answers = Mutex<[CGSize]>([])
    let cacheEvents = Mutex<[String]>([])
}

private struct ProbeLayout: Layout {
    let probe: Probe
    /// What each subview is asked, in order, while the container is sized.
    let asks: [ProposedViewSize]

    struct Cache { var sized = 0 }

    func makeCache(subviews: Subviews) -> Cache {
        probe.cacheEvents.withLock { $0.append("make") }
        return Cache()
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sized += 1
        probe.proposals.withLock { $0.append(proposal) }
        for subview in subviews {
            for ask in asks {
                let answer = subview.sizeThatFits(ask)
                probe.answers.withLock { $0.append(answer) }
            }
        }
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 50, height: 40))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        probe.cacheEvents.withLock { $0.append("place after \(cache.sized) sizing") }
    }
}

/// The column a subview asks for, read by `ColumnsLayout`.
private struct Column: LayoutValueKey {
    static let defaultValue = 0
}

/// Each subview at its ideal size in the column its `Column` value names, 30 points wide, stacked down.
private struct ColumnsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 90, height: 10 * CGFloat(subviews.count))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let point = CGPoint(
                x: bounds.minX + 30 * CGFloat(subview[Column.self]), y: bounds.minY + 10 * CGFloat(index))
            subview.place(at: point, proposal: .unspecified)
        }
    }
}

/// Places only the subviews after the first, in a row: the first is left for the engine to centre.
private struct TailRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tail = subviews[1...]
        #expect(tail.startIndex == 1 && tail.count == subviews.count - 1)
        #expect(subviews[[2, 1]].map { $0 } == [subviews[2], subviews[1]])
        var x = bounds.minX
        for subview in tail {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// A container whose leading guide sits 10 points in from its leading edge.
private struct IndentedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 40, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide == .leading ? bounds.minX + 10 : nil
    }
}

@Suite struct LayoutProtocolTests {
    static func renderer() -> ViewRenderer { ViewLayoutTests.renderer() }

    /// The rectangles filled, in drawing order.
    static func fills(_ view: some View, in rect: Rect) -> [Rect] { ViewLayoutTests.fills(view, in: rect) }

    /// Each text run's string and leading x.
    static func texts(_ view: some View, in rect: Rect) -> [(String, Double)] {
        ViewLayoutTests.texts(view, in: rect).map { ($0.0, $0.1) }
    }

    @Test func equalColumnsGiveEverySubviewTheWidestWidth() {
        let row = EqualWidthHStack {
            Text("a")
            Text("bbb")
            Text("cc")
        }
        // The widest is 18 × 10; two gaps of 8 (the default spacing between views).
        #expect(ViewLayoutTests.size(row, nil, nil) == ViewSize(width: 70, height: 10))
        let runs = Self.texts(row, in: Rect(x: 0, y: 0, width: 70, height: 10))
        // Centres at 9, 35 and 61: each text at its own width around them.
        #expect(runs.map(\.0) == ["a", "bbb", "cc"])
        #expect(runs.map(\.1) == [6, 26, 55])
    }

    @Test func aFlowLayoutWrapsAtTheWidthItIsGiven() {
        let flow = FlowLayout {
            Color.red.frame(width: 30, height: 10)
            Color.green.frame(width: 30, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        #expect(
            Self.fills(flow, in: Rect(x: 5, y: 5, width: 70, height: 30)) == [
                Rect(x: 5, y: 5, width: 30, height: 10), Rect(x: 39, y: 5, width: 30, height: 10),
                Rect(x: 5, y: 19, width: 30, height: 10),
            ])
        #expect(ViewLayoutTests.size(flow, 70, nil) == ViewSize(width: 64, height: 24))
    }

    @Test func aRadialLayoutCentresItsSubviewsOnACircle() {
        let ring = RadialLayout {
            Color.red
            Color.green
            Color.blue
            Color.yellow
        }
        let fills = Self.fills(ring, in: Rect(x: 0, y: 0, width: 100, height: 100))
        let centres = fills.map { Point(x: ($0.midX * 1e6).rounded() / 1e6, y: ($0.midY * 1e6).rounded() / 1e6) }
        #expect(centres == [Point(x: 50, y: 10), Point(x: 90, y: 50), Point(x: 50, y: 90), Point(x: 10, y: 50)])
        #expect(fills.allSatisfy { $0.width == 20 && $0.height == 20 })
    }

    @Test func anyLayoutSwitchesBetweenTheBuiltInStacks() {
        func content() -> some View {
            Group {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 30)
            }
        }
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        for compact in [true, false] {
            let layout = compact ? AnyLayout(VStackLayout(spacing: 5)) : AnyLayout(HStackLayout(spacing: 5))
            let expected =
                compact
                ? Self.fills(VStack(spacing: 5) { content() }, in: rect)
                : Self.fills(HStack(spacing: 5) { content() }, in: rect)
            #expect(Self.fills(layout { content() }, in: rect) == expected)
        }
        // The row itself: from the rectangle's leading edge, each view centred across it.
        #expect(
            Self.fills(AnyLayout(HStackLayout(spacing: 5)) { content() }, in: rect) == [
                Rect(x: 0, y: 25, width: 20, height: 10), Rect(x: 25, y: 15, width: 30, height: 30),
            ])
        #expect(
            Self.fills(AnyLayout(ZStackLayout(alignment: .topLeading)) { content() }, in: rect) == [
                Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 0, y: 0, width: 30, height: 30),
            ])
    }

    @Test func gridLayoutSwitchedWithAStackDrawsWhatGridDraws() {
        @ViewBuilder func rows() -> some View {
            GridRow {
                Color.red.frame(height: 10)
                Color.green.frame(height: 10)
            }
            GridRow {
                Color.blue.frame(height: 20)
                Color.orange.frame(height: 20)
            }
        }
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        let grid = Self.fills(Grid(horizontalSpacing: 4, verticalSpacing: 6) { rows() }, in: rect)
        #expect(
            Self.fills(AnyLayout(GridLayout(horizontalSpacing: 4, verticalSpacing: 6)) { rows() }, in: rect) == grid)
        // Cells share each row's width 4 points apart; rows are 6 apart, from the top.
        #expect(
            grid == [
                Rect(x: 0, y: 0, width: 48, height: 10), Rect(x: 52, y: 0, width: 48, height: 10),
                Rect(x: 0, y: 16, width: 48, height: 20), Rect(x: 52, y: 16, width: 48, height: 20),
            ])
        // Switched to a column, the rows stack with the column's spacing and keep their own.
        #expect(
            Self.fills(AnyLayout(VStackLayout(spacing: 0)) { rows() }, in: rect)
                == Self.fills(VStack(spacing: 0) { rows() }, in: rect))
    }

    @Test func spacersAndDividersInsideALayoutFollowItsOrientation() {
        let row = HStackLayout(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Spacer()
            Divider()
            Color.blue.frame(width: 10, height: 10)
        }
        // The spacer takes what is left along the row; the divider is a vertical line, one point wide.
        #expect(
            Self.fills(row, in: Rect(x: 0, y: 0, width: 100, height: 10)) == [
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 89, y: 0, width: 1, height: 10),
                Rect(x: 90, y: 0, width: 10, height: 10),
            ])
    }

    @Test func proposalsReachTheLayoutAndItsSubviewsAsSwiftUIMakesThem() {
        let probe = Probe()
        let asks: [ProposedViewSize] = [.unspecified, .zero, .infinity, ProposedViewSize(width: 30, height: nil)]
        let view = ProbeLayout(probe: probe, asks: asks) { Text("hello world") }
        // An ideal-size request reaches the layout as nil on both axes; a width only, as that width.
        #expect(ViewLayoutTests.size(view, nil, nil) == ViewSize(width: 50, height: 40))
        #expect(ViewLayoutTests.size(view, 120, nil) == ViewSize(width: 120, height: 40))
        #expect(
            probe.proposals.withLock { $0 }
                == [.unspecified, ProposedViewSize(width: 120, height: nil)])
        // Each proposal reaches the text as made: its ideal size, what it takes at zero and at infinity (its
        // ideal size again), and at 30 points two lines.
        let answers = Array(probe.answers.withLock { $0 }.prefix(4))
        let text = Text("hello world")
        let zero = ViewLayoutTests.size(text, 0, 0)
        #expect(
            answers == [
                CGSize(width: 66, height: 10), CGSize(width: zero.width, height: zero.height),
                CGSize(width: 66, height: 10), CGSize(width: 30, height: 20),
            ])
        #expect(zero.width < 66)
    }

    @Test func slicesOfSubviewsAreSubviewsAndAnUnplacedOneIsCentred() {
        let row = TailRow {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 30, height: 20)
        }
        #expect(
            Self.fills(row, in: Rect(x: 0, y: 0, width: 100, height: 20)) == [
                Rect(x: 45, y: 5, width: 10, height: 10), Rect(x: 0, y: 0, width: 20, height: 20),
                Rect(x: 20, y: 0, width: 30, height: 20),
            ])
    }

    @Test func aCacheIsMadeOncePerLayoutPassAndSeenByPlacement() {
        let probe = Probe()
        let view = VStack { ProbeLayout(probe: probe, asks: []) { Color.red } }
        // Taller than the 40 points it wants, so the stack divides its height rather than giving it its ideal.
        _ = Self.renderer().render(view._node, in: Rect(x: 0, y: 0, width: 50, height: 60))
        // The stack sizes it for several proposals, then places it: one cache throughout.
        let sized = probe.proposals.withLock { $0.count }
        #expect(sized > 1)
        #expect(probe.cacheEvents.withLock { $0 } == ["make", "place after \(sized) sizing"])
    }

    @Test func layoutValuesReachTheLayoutThroughModifiers() {
        let view = ColumnsLayout {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Column.self, value: 2)
            Color.green.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).layoutValue(key: Column.self, value: 1).opacity(0.5)
        }
        #expect(Self.fills(view, in: Rect(x: 0, y: 0, width: 90, height: 30)).map(\.x) == [60, 0, 30])
    }

    @Test func spacingIsEightPointsBetweenViewsAndUnionsEdgeByEdge() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 8)
        var spacing = ViewSpacing.zero
        spacing.formUnion(ViewSpacing(), edges: .horizontal)
        #expect(spacing.distance(to: .zero, along: .horizontal) == 8)
        #expect(spacing.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.union(ViewSpacing(), edges: .top).distance(to: .zero, along: .vertical) == 0)
        #expect(
            ViewSpacing.zero.distance(to: ViewSpacing.zero.union(ViewSpacing(), edges: .top), along: .vertical) == 8)
    }

    @Test func aLayoutsExplicitGuideAlignsItInAStack() {
        let column = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 30, height: 10)
            IndentedColumn { Color.blue.frame(width: 40, height: 10) }
        }
        // The indented column's leading guide (10 in) lines up with the red view's leading edge.
        #expect(ViewLayoutTests.size(column, nil, nil) == ViewSize(width: 40, height: 20))
        #expect(
            Self.fills(column, in: Rect(x: 0, y: 0, width: 40, height: 20)) == [
                Rect(x: 10, y: 0, width: 30, height: 10), Rect(x: 0, y: 10, width: 40, height: 10),
            ])
    }

    @Test func anAlignmentGuideMovesAViewInItsStack() {
        let column = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { $0[.leading] - 15 }
        }
        #expect(ViewLayoutTests.size(column, nil, nil) == ViewSize(width: 45, height: 20))
        #expect(
            Self.fills(column, in: Rect(x: 0, y: 0, width: 45, height: 20)) == [
                Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 15, y: 10, width: 30, height: 10),
            ])
    }
}
