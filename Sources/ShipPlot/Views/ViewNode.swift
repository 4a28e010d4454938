import Foundation

/// Bounds on what a view tree may hold, so hostile input costs bounded time and memory.
enum ViewLimits {
    /// Deeper nesting is cut here (outer modifiers are dropped) and counted.
    static let depth = 128
    /// Children of one stack or `ForEach`.
    static let children = 1_000
    /// Characters of one `Text`; longer text is cut with an ellipsis and counted.
    static let characters = 2_000
    /// The largest width, height, offset or padding a view may use, in points.
    static let dimension = 100_000.0
    /// Charts drawn into one image; more are counted and left out.
    static let charts = 256
    /// Charts inside charts (a chart in an annotation of a chart in a view): deeper ones are left out.
    static let chartDepth = 4
}

/// Bad input found while building a view, counted and reported as chart diagnostics.
struct ViewProblems: Sendable, Equatable {
    enum Kind: Int, Sendable, CaseIterable {
        case unknownSymbol, tooDeep, tooMany, longText, invalidValue, missingObject, assetImage
    }
    var counts: [Int] = Array(repeating: 0, count: Kind.allCases.count)
    /// For each kind, the names the diagnostic gives (unknown symbols, the types of missing environment
    /// objects), each once in the order found, at most `namesShown`.
    var names: [[String]] = Array(repeating: [], count: Kind.allCases.count)
    static let namesShown = 8

    var isEmpty: Bool { counts.allSatisfy { $0 == 0 } }

    static func + (a: ViewProblems, b: ViewProblems) -> ViewProblems {
        var sum = a
        for i in sum.counts.indices {
            sum.counts[i] += b.counts[i]
            for name in b.names[i] where sum.names[i].count < namesShown && !sum.names[i].contains(name) {
                sum.names[i].append(name)
            }
        }
        return sum
    }

    static func - (a: ViewProblems, b: ViewProblems) -> ViewProblems {
        var difference = a
        for i in difference.counts.indices {
            difference.counts[i] = max(0, difference.counts[i] - b.counts[i])
            // The names only `a` found, or (a name found again) all of `a`'s while some problem of the kind remains.
            let own = a.names[i].filter { !b.names[i].contains($0) }
            difference.names[i] = difference.counts[i] == 0 ? [] : own.isEmpty ? a.names[i] : own
        }
        return difference
    }

    /// This count with one more problem of `kind`, and its name.
    func noting(_ kind: Kind, name: String? = nil) -> ViewProblems {
        var one = ViewProblems()
        one.counts[kind.rawValue] = 1
        if let name { one.names[kind.rawValue] = [name] }
        return self + one
    }

    /// The names found for `kind`, for its diagnostic.
    private func named(_ kind: Kind, quoted: Bool) -> String {
        let list = names[kind.rawValue]
        return list.isEmpty ? "" : ": " + list.map { quoted ? "\"\($0)\"" : $0 }.joined(separator: ", ")
    }

    /// One line per kind of problem, in a fixed order.
    var messages: [String] {
        Kind.allCases.compactMap { kind in
            let n = counts[kind.rawValue]
            guard n > 0 else { return nil }
            switch kind {
            case .unknownSymbol:
                return "\(n) unknown symbol name\(n == 1 ? "" : "s") in views drawn as empty frames"
                    + named(.unknownSymbol, quoted: true)
            case .tooDeep:
                return "\(n) view\(n == 1 ? "" : "s") nested deeper than \(ViewLimits.depth) levels cut short"
            case .tooMany: return "\(n) view list\(n == 1 ? "" : "s") longer than \(ViewLimits.children) cut short"
            case .longText:
                return "\(n) text\(n == 1 ? "" : "s") longer than \(ViewLimits.characters) characters cut short"
            case .invalidValue:
                return "\(n) view\(n == 1 ? "" : "s") with a non-finite, negative or oversized length drawn without it"
            case .missingObject:
                return "\(n) view\(n == 1 ? "" : "s") left out: no ancestor sets the environment object "
                    + "\(n == 1 ? "it reads" : "they read") with .environmentObject(_:) or .environment(_:)"
                    + named(.missingObject, quoted: false)
            case .assetImage:
                return "\(n) asset image problem\(n == 1 ? "" : "s"): "
                    + names[kind.rawValue].joined(separator: "; ")
            }
        }
    }
}

/// A paint for shapes and text: a shape style, or the inherited foreground style.
enum Paint: Sendable, Equatable {
    case foreground
    case style(_ShapePaint)

    init<S: ShapeStyle>(_ style: S) {
        self = style is ForegroundStyle ? .foreground : .style(style._paint)
    }
}

/// How a shape is painted.
enum ShapePaint: Sendable {
    case fill(Paint)
    /// Stroked along its outline; `inset` strokes inside the frame (`strokeBorder`).
    case stroke(Paint, StrokeStyle, inset: Bool)
}

/// A shape's outline for a frame.
struct ShapeOutline: Sendable {
    let path: @Sendable (Rect) -> Path
    /// A built-in symbol name drawn by `SystemSymbols`, when this is an `Image(systemName:)`.
    var symbol: String?
}

/// The kinds of node in the layout tree.
indirect enum ViewKind: Sendable {
    case empty
    /// The plot inside a view built around it (`chartPlotStyle { plotArea in ZStack { …; plotArea } }`): no size and
    /// no drawing of its own, kept by stacks so the composition can find where the plot goes, with the style
    /// written on it (so modifiers after it keep that style).
    case plotArea(ChartPlotContent)
    /// Children laid out by the enclosing container.
    case group([_ViewNode])
    case text(TextContent)
    case shape(ShapeOutline, ShapePaint)
    case image(ImageContent)
    case spacer(minLength: Double?)
    case divider
    /// A `Label`: icon and title side by side (`both`), or one of them, as the label style says.
    case label(both: _ViewNode, title: _ViewNode, icon: _ViewNode)
    /// HStack (`.horizontal`), VStack (`.vertical`) or ZStack (nil).
    case stack(axis: Axis?, alignment: Alignment, spacing: Double?, children: [_ViewNode])
    case modified(_ViewNode, ViewModifierKind)
    /// A `GeometryReader`: its content is built once its frame is known.
    case geometry(GeometryContent)
    /// A chart, drawn by the chart driver in its frame.
    case chart(ChartNode)
    /// A `ViewThatFits`: the first child whose ideal size along `axes` fits the proposal (the last when none does).
    case firstFitting(axes: Axis.Set, children: [_ViewNode])
    /// A custom view that reads the environment: built where it is placed (`expanded(_:)`).
    case deferred(DeferredBody)
}

/// The tree a view lowers to: shared, immutable nodes, each knowing its depth and the problems below it.
final class ViewBox: Sendable {
    let kind: ViewKind
    let depth: Int
    let problems: ViewProblems
    /// Whether a deferred body is at or below this node, so trees without one skip expansion.
    let hasDeferred: Bool

    init(kind: ViewKind, depth: Int, problems: ViewProblems, hasDeferred: Bool) {
        self.kind = kind
        self.depth = depth
        self.problems = problems
        self.hasDeferred = hasDeferred
    }

    /// The text lines this node shows, in reading order.
    var textLines: [StyledText] {
        switch kind {
        case .text(let text):
            // The text-only drawing has no inherited font: bold text without one is bold caption, as before views.
            var font = text.bold == true ? (text.font ?? .caption).bold() : text.font
            if text.italic == true { font = (font ?? .caption).italic() }
            return [StyledText(text: text.text, font: font, color: text.color)]
        case .group(let children), .stack(_, _, _, let children): return children.flatMap { $0.box.textLines }
        case .modified(let child, let modifier): return modifier.textLines(of: child)
        case .label(_, let title, _): return title.box.textLines
        case .deferred: return _ViewNode(box: self).expanded(ViewEnvironment()).box.textLines
        default: return []
        }
    }
}

/// A view lowered to the layout tree (an implementation detail of ``View``).
public struct _ViewNode: Sendable, Equatable {
    let box: ViewBox

    static let empty = _ViewNode(box: ViewBox(kind: .empty, depth: 1, problems: ViewProblems(), hasDeferred: false))

    public static func == (a: _ViewNode, b: _ViewNode) -> Bool { a.box === b.box }

    /// A node of `kind`; past the depth limit it keeps only its deepest child, so trees stay shallow.
    static func make(_ kind: ViewKind) -> _ViewNode {
        let children = Self.children(of: kind)
        let depth = 1 + (children.map(\.box.depth).max() ?? 0)
        let problems = children.reduce(ViewProblems()) { $0 + $1.box.problems }
        if depth > ViewLimits.depth, let deepest = children.max(by: { $0.box.depth < $1.box.depth }) {
            return deepest.noting(.tooDeep)
        }
        let deferred: Bool
        switch kind {
        case .deferred: deferred = true
        case .label(let both, let title, let icon): deferred = [both, title, icon].contains { $0.box.hasDeferred }
        default: deferred = children.contains { $0.box.hasDeferred }
        }
        return _ViewNode(box: ViewBox(kind: kind, depth: depth, problems: problems, hasDeferred: deferred))
    }

    /// The nodes a node of `kind` is made of, as its depth and problems count them (a label by its whole).
    static func children(of kind: ViewKind) -> [_ViewNode] {
        switch kind {
        case .group(let nodes), .stack(_, _, _, let nodes), .firstFitting(_, let nodes): return nodes
        case .modified(let child, let modifier): return [child] + modifier.views
        case .label(let both, _, _): return [both]
        default: return []
        }
    }

    /// This node with one more problem of `kind` counted.
    func noting(_ kind: ViewProblems.Kind) -> _ViewNode { counting(box.problems.noting(kind)) }

    /// This node with one unknown symbol, `name`, counted and named.
    func noting(unknownSymbol name: String) -> _ViewNode { counting(box.problems.noting(.unknownSymbol, name: name)) }

    /// This node with one asset catalog image problem, `line` (the image's name and what is wrong), counted.
    func noting(assetImage line: String) -> _ViewNode { counting(box.problems.noting(.assetImage, name: line)) }

    /// This node with one view left out for want of an environment object of type `name`.
    func noting(missingObject name: String) -> _ViewNode { counting(box.problems.noting(.missingObject, name: name)) }

    /// This node with `problems` in place of its own count.
    func counting(_ problems: ViewProblems) -> _ViewNode {
        _ViewNode(box: ViewBox(kind: box.kind, depth: box.depth, problems: problems, hasDeferred: box.hasDeferred))
    }

    /// Whether this is text alone, or lines of text, which the text-only drawing shows exactly.
    var isTextOnly: Bool {
        switch box.kind {
        case .text: return true
        case .group(let children): return children.allSatisfy { if case .text = $0.box.kind { true } else { false } }
        default: return false
        }
    }

    /// This node wrapped in `modifier`.
    func modified(_ modifier: ViewModifierKind) -> _ViewNode { .make(.modified(self, modifier)) }

    /// The modifiers wrapped around this view, outermost first, and the view inside them: the one reading of a
    /// modifier chain, for every place that interprets one (axis view styles, compositing layers, a view built
    /// around the plot, layout priorities). Bounded: trees are at most `ViewLimits.depth` deep.
    var modifierChain: (modifiers: [ViewModifierKind], base: _ViewNode) {
        var modifiers: [ViewModifierKind] = []
        var node = self
        while case .modified(let child, let modifier) = node.box.kind {
            modifiers.append(modifier)
            node = child
        }
        return (modifiers, node)
    }
}

/// A length from the user: nil when it is NaN, infinite, negative (when `allowsNegative` is false) or larger than
/// the view limit, so the caller counts it and ignores it.
func validLength(_ value: CGFloat?, allowsNegative: Bool = false) -> (value: Double?, bad: Bool) {
    guard let value else { return (nil, false) }
    let v = Double(value)
    guard v.isFinite, abs(v) <= ViewLimits.dimension, allowsNegative || v >= 0 else { return (nil, true) }
    return (v, false)
}
