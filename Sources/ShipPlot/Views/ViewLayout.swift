import Foundation

/// A size offered to a view; nil on an axis asks for the view's ideal size there.
struct ProposedSize: Hashable, Sendable {
    var width: Double?
    var height: Double?

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(_ size: ViewSize) { self.init(width: size.width, height: size.height) }

    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
}

/// A size a view chose, in points.
struct ViewSize: Equatable, Sendable {
    var width: Double
    var height: Double

    static let zero = ViewSize(width: 0, height: 0)

    func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
}

/// SwiftUI's layout for the static view subset: each node answers "what size do you choose for this proposal"
/// (`size`), and the drawing (ViewRendering.swift) places children with the same answers. Sizes are cached per
/// node, proposal and inherited text settings, and a visit budget bounds the work for any tree.
final class ViewLayoutEngine {
    let measurer: TextMeasurer
    /// The font for text that sets none (the chart's label font).
    let defaultFont: FontSpec
    private var cache: [CacheKey: ViewSize] = [:]
    private var budget = 100_000
    /// Problems in views built while drawing (a `GeometryReader`'s content).
    var problems = ViewProblems()

    struct CacheKey: Hashable {
        let node: ObjectIdentifier
        let proposal: ProposedSize
        let env: SizeEnvironment
    }

    /// The parts of the environment that change sizes.
    struct SizeEnvironment: Hashable {
        let font: Font?
        let bold: Bool
        let italic: Bool
        let minimumScaleFactor: Double
        let lineLimit: Int?
        let stackAxis: Axis?
        let imageScale: Double
        let labelStyle: LabelStyleKind

        init(_ env: ViewEnvironment) {
            font = env.font
            bold = env.bold
            italic = env.italic
            minimumScaleFactor = env.minimumScaleFactor
            lineLimit = env.lineLimit
            stackAxis = env.stackAxis
            imageScale = env.imageScale
            labelStyle = env.labelStyle
        }
    }

    init(measurer: TextMeasurer, defaultFont: FontSpec) {
        self.measurer = measurer
        self.defaultFont = defaultFont
    }

    /// The size `node` chooses when offered `proposal`.
    func size(_ node: _ViewNode, _ proposal: ProposedSize, _ env: ViewEnvironment) -> ViewSize {
        let key = CacheKey(node: ObjectIdentifier(node.box), proposal: proposal, env: SizeEnvironment(env))
        if let known = cache[key] { return known }
        guard budget > 0 else { return .zero }
        budget -= 1
        let size = computeSize(node, proposal, env)
        let safe = ViewSize(width: Self.finite(size.width), height: Self.finite(size.height))
        cache[key] = safe
        return safe
    }

    /// A length kept inside the view limits (infinite proposals come back as the limit).
    static func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), ViewLimits.dimension)
    }

    private func computeSize(_ node: _ViewNode, _ p: ProposedSize, _ env: ViewEnvironment) -> ViewSize {
        switch node.box.kind {
        case .empty, .plotArea: return .zero
        case .group(let children):
            return stackSize(children, axis: .vertical, spacing: 0, p, env)
        case .text(let text):
            let layout = textLayout(text, p, env)
            return ViewSize(width: layout.width, height: layout.height)
        case .shape, .geometry: return ViewSize(width: p.width ?? 10, height: p.height ?? 10)
        case .chart: return ChartNode.size(p)
        case .image(let image):
            if let asset = image.asset {
                // A catalog image's ideal size is its own; resizable, it takes the frame offered.
                return image.resizable
                    ? ViewSize(width: p.width ?? asset.width, height: p.height ?? asset.height)
                    : ViewSize(width: asset.width, height: asset.height)
            }
            if image.resizable { return ViewSize(width: p.width ?? 10, height: p.height ?? 10) }
            let side = symbolSide(env)
            return ViewSize(width: side, height: side)
        case .spacer(let minLength):
            let least = minLength ?? 8
            switch env.stackAxis {
            case .horizontal: return ViewSize(width: max(least, p.width ?? least), height: 0)
            case .vertical: return ViewSize(width: 0, height: max(least, p.height ?? least))
            case nil: return ViewSize(width: max(least, p.width ?? least), height: max(least, p.height ?? least))
            }
        case .divider:
            return env.stackAxis == .horizontal
                ? ViewSize(width: 1, height: p.height ?? 0) : ViewSize(width: p.width ?? 0, height: 1)
        case .stack(let axis, _, let spacing, let children):
            var inner = env
            inner.stackAxis = axis
            guard let axis else {
                let sizes = children.map { size($0, p, inner) }
                return ViewSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
            }
            return stackSize(children, axis: axis, spacing: spacing ?? 8, p, inner)
        case .label(let both, let title, let icon):
            return size(labelPart(both: both, title: title, icon: icon, env), p, env)
        case .modified(let child, let modifier):
            return modifiedSize(child, modifier, p, env)
        case .firstFitting(let axes, let children):
            guard let chosen = firstFitting(children, axes: axes, p, env) else { return .zero }
            return size(chosen, p, env)
        case .deferred:
            // Only views a modifier carries (a background's, an overlay's) get here unbuilt.
            return size(node.expanded(env), p, env)
        }
    }

    /// The child a `ViewThatFits` shows for `p`: the first whose ideal size along `axes` (the size it takes when
    /// offered no limit along them) fits `p` there; the last when none does; the first when `axes` is empty.
    func firstFitting(_ children: [_ViewNode], axes: Axis.Set, _ p: ProposedSize, _ env: ViewEnvironment)
        -> _ViewNode?
    {
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        let ideal = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        func fits(_ length: Double, _ offered: Double?) -> Bool { offered.map { length <= $0 + 1e-9 } ?? true }
        for child in children {
            let measured = size(child, ideal, env)
            if (!horizontal || fits(measured.width, p.width)) && (!vertical || fits(measured.height, p.height)) {
                return child
            }
        }
        return children.last
    }

    /// The part of a label its style shows.
    func labelPart(both: _ViewNode, title: _ViewNode, icon: _ViewNode, _ env: ViewEnvironment) -> _ViewNode {
        env.labelStyle.showsIcon ? (env.labelStyle.showsTitle ? both : icon) : title
    }

    /// The side of a symbol image: a little taller than its font's size.
    func symbolSide(_ env: ViewEnvironment) -> Double {
        let font = env.font.map(spec(of:)) ?? defaultFont
        return (font.size * 1.2 * env.imageScale).rounded()
    }

    // MARK: Stacks

    /// The stack's size: children along the axis with spacing between, as tall (or wide) as the largest.
    private func stackSize(
        _ children: [_ViewNode], axis: Axis, spacing: Double, _ p: ProposedSize, _ env: ViewEnvironment
    ) -> ViewSize {
        let sizes = stackChildSizes(children, axis: axis, spacing: spacing, p, env)
        let along = sizes.map { $0.along(axis) }.reduce(0, +) + spacing * Double(max(0, sizes.count - 1))
        let across = sizes.map { $0.along(axis == .horizontal ? .vertical : .horizontal) }.max() ?? 0
        return axis == .horizontal
            ? ViewSize(width: max(0, along), height: across) : ViewSize(width: across, height: max(0, along))
    }

    /// SwiftUI's stack division: children go in groups of descending `layoutPriority`, spacers after the other
    /// children of their group, and the least flexible first (flexibility: the size for an infinite proposal less
    /// the size for zero). Each is offered an equal share of what is left once the later groups' minimum sizes
    /// are set aside, and takes what it needs; so text beside a spacer keeps its width, while a spacer, as Apple
    /// documents, "expands as much as it can" within what its siblings leave.
    func stackChildSizes(
        _ children: [_ViewNode], axis: Axis, spacing: Double, _ p: ProposedSize, _ env: ViewEnvironment
    ) -> [ViewSize] {
        func proposal(_ along: Double?) -> ProposedSize {
            axis == .horizontal
                ? ProposedSize(width: along, height: p.height) : ProposedSize(width: p.width, height: along)
        }
        guard let total = p.along(axis) else { return children.map { size($0, proposal(nil), env) } }
        let least = children.map { size($0, proposal(0), env).along(axis) }
        let flexibility = children.indices.map { size(children[$0], proposal(.infinity), env).along(axis) - least[$0] }
        let groups = children.map { StackGroup(priority: $0.layoutPriority, spacer: $0.isSpacer) }
        let order = children.indices.sorted { (groups[$0], flexibility[$0], $0) < (groups[$1], flexibility[$1], $1) }
        // What the children after each position in the order need at least, to set aside for later groups.
        var laterLeast = Array(repeating: 0.0, count: order.count + 1)
        for position in order.indices.reversed() {
            laterLeast[position] = laterLeast[position + 1] + least[order[position]]
        }
        var remaining = total - spacing * Double(max(0, children.count - 1))
        var sizes = Array(repeating: ViewSize.zero, count: children.count)
        var groupEnd = 0
        for (position, index) in order.enumerated() {
            if position == groupEnd {
                groupEnd = order[position...].firstIndex { groups[$0] != groups[index] } ?? order.count
            }
            let share = max(0, remaining - laterLeast[groupEnd]) / Double(groupEnd - position)
            sizes[index] = size(children[index], proposal(share), env)
            remaining -= sizes[index].along(axis)
        }
        return sizes
    }

    // MARK: Modifiers

    private func modifiedSize(
        _ child: _ViewNode, _ modifier: ViewModifierKind, _ p: ProposedSize, _ env: ViewEnvironment
    ) -> ViewSize {
        switch modifier {
        case .padding(let e):
            let inner = ProposedSize(
                width: p.width.map { max(0, $0 - e.leading - e.trailing) },
                height: p.height.map { max(0, $0 - e.top - e.bottom) })
            let c = size(child, inner, env)
            return ViewSize(
                width: max(0, c.width + e.leading + e.trailing), height: max(0, c.height + e.top + e.bottom))
        case .frame(let width, let height, _):
            let c = size(child, ProposedSize(width: width ?? p.width, height: height ?? p.height), env)
            return ViewSize(width: width ?? c.width, height: height ?? c.height)
        case .flexFrame(let frame):
            return flexFrameSize(child, frame, p, env).frame
        case .aspectRatio(let ratio, let fill):
            return size(child, aspectProposal(child, ratio: ratio, fill: fill, p, env), env)
        case .fixedSize(let horizontal, let vertical):
            return size(child, ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height), env)
        case .position:
            let c = size(child, p, env)
            return ViewSize(width: p.width ?? c.width, height: p.height ?? c.height)
        case .environment(let change):
            return size(child, p, env.applying(change))
        case .offset, .background, .overlay, .clip, .mask, .shadow, .rotation, .opacity, .inert, .tag,
            .layoutPriority, .layerEffect, .chartSettings:
            return size(child, p, env)
        }
    }

    /// A flexible frame's size and the proposal it makes to its child.
    func flexFrameSize(_ child: _ViewNode, _ f: FlexFrame, _ p: ProposedSize, _ env: ViewEnvironment)
        -> (frame: ViewSize, childProposal: ProposedSize)
    {
        func clampProposal(_ value: Double?, _ least: Double?, _ ideal: Double?, _ most: Double?) -> Double? {
            guard var v = value ?? ideal else { return nil }
            if let least { v = max(least, v) }
            if let most { v = min(most, v) }
            return v
        }
        let cp = ProposedSize(
            width: clampProposal(p.width, f.minWidth, f.idealWidth, f.maxWidth),
            height: clampProposal(p.height, f.minHeight, f.idealHeight, f.maxHeight))
        let c = size(child, cp, env)
        func result(_ child: Double, _ offered: Double?, _ least: Double?, _ most: Double?) -> Double {
            var r = child
            if let least { r = max(least, min(r, offered ?? r)) }
            if let most { r = min(most, max(r, offered ?? r)) }
            return r
        }
        let frame = ViewSize(
            width: result(c.width, cp.width, f.minWidth, f.maxWidth),
            height: result(c.height, cp.height, f.minHeight, f.maxHeight))
        return (frame, cp)
    }
}

/// Where a stack child goes in the division order: higher priorities first, spacers last within a priority.
struct StackGroup: Comparable {
    var priority: Double
    var spacer: Bool

    static func < (a: StackGroup, b: StackGroup) -> Bool {
        a.priority != b.priority ? a.priority > b.priority : (!a.spacer && b.spacer)
    }
}

extension _ViewNode {
    /// The `layoutPriority` set on this view, through the modifiers around it; 0 when none.
    var layoutPriority: Double {
        for modifier in modifierChain.modifiers {
            if case .layoutPriority(let value) = modifier { return value }
        }
        return 0
    }

    /// Whether this is a `Spacer`, which stacks size after its siblings.
    var isSpacer: Bool {
        if case .spacer = box.kind { return true }
        return false
    }
}

extension Alignment {
    /// Where a child of `child` size sits inside `rect`.
    func place(_ child: ViewSize, in rect: Rect) -> Rect {
        let x: Double
        switch horizontal {
        case .leading: x = rect.x
        case .center: x = rect.x + (rect.width - child.width) / 2
        case .trailing: x = rect.maxX - child.width
        }
        let y: Double
        switch vertical {
        case .top: y = rect.y
        case .center: y = rect.y + (rect.height - child.height) / 2
        case .bottom: y = rect.maxY - child.height
        }
        return Rect(x: x, y: y, width: child.width, height: child.height)
    }
}
