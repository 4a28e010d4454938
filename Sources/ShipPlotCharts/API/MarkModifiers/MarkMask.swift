// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A mark's part in a `.mask { }`: masked by layer `id`, or drawn only as layer `id`'s mask.
enum MarkMaskRole: Sendable, Hashable {
    case content(Int)
    case mask(Int)

    var id: Int {
        switch self {
        case .content(let id), .mask(let id): id
        }
    }

    var isMask: Bool { if case .mask = self { true } else { false } }

    /// One number per layer and role, for grouping keys (series, stacks) that must not mix them.
    var key: Int { 2 * id + (isMask ? 1 : 0) }
}

/// Content drawn through the alpha of other content, as `.mask { }` makes it.
nonisolated public struct MaskedChartContent<Content: ChartContent, Mask: ChartContent>: ChartContent {
    let content: Content
    let mask: Mask

    public var body: Never { fatalError("MaskedChartContent is primitive") }

    public func _collect(into collector: inout ChartContentCollector) {
        let id = collector.maskCount
        collector.maskCount += 1
        let start = collector.marks.count
        content._collect(into: &collector)
        Self.mark(&collector, from: start, as: .content(id))
        let maskStart = collector.marks.count
        mask._collect(into: &collector)
        Self.mark(&collector, from: maskStart, as: .mask(id))
    }

    /// Gives the marks from `start` on their role; a mark inside an inner `.mask { }` keeps the inner one.
    private static func mark(_ collector: inout ChartContentCollector, from start: Int, as role: MarkMaskRole) {
        collector.restyleMarks(from: start, where: { $0.mask == nil }) { $0.mask = role }
    }
}

nonisolated extension ChartContent {
    /// Masks these marks by the alpha of `content`, which is laid out on the same scales and drawn only as the
    /// mask: the marks show where the mask content is opaque, faintly where it is translucent, and nowhere else.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> MaskedChartContent<Self, C> {
        MaskedChartContent(content: self, mask: content())
    }
}
