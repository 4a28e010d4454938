import Foundation

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    let kind: Kind
    /// Above vertical bars and points, after horizontal bars (the default).
    public static let automatic = AnnotationPosition(kind: .automatic)
    public static let top = AnnotationPosition(kind: .top)
    public static let bottom = AnnotationPosition(kind: .bottom)
    public static let leading = AnnotationPosition(kind: .leading)
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Centred on the mark.
    public static let overlay = AnnotationPosition(kind: .overlay)
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// What annotations do when they would leave the plot; they are always kept inside the chart here.
public struct AnnotationOverflowResolution: Sendable {
    /// Resolution along one axis.
    public struct Strategy: Sendable {
        public static let automatic = Strategy()
        public static let fit = Strategy()
        /// Keeps the annotation inside `boundary`; annotations always stay inside the chart here.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        public static let padScale = Strategy()
        public static let disabled = Strategy()
    }

    /// The region an annotation is kept inside.
    public struct Boundary: Sendable {
        public static let automatic = Boundary()
        public static let plot = Boundary()
        public static let chart = Boundary()
    }

    public static let automatic = AnnotationOverflowResolution()

    /// Strategies for x and y.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    init() {}
}

/// Text or a view attached to a mark.
struct AnnotationSpec: Sendable, Equatable {
    var position: AnnotationPosition.Kind
    var alignment: Alignment?
    var spacing: Double?
    var lines: [StyledText]
    /// The content as a view, when it is more than lines of text (those keep the text-only drawing).
    var view: _ViewNode? = nil
    /// Bad input found while building the content, reported as diagnostics.
    var problems = ViewProblems()

    init(position: AnnotationPosition.Kind, alignment: Alignment?, spacing: Double?, content: _ViewNode) {
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
        lines = content.box.textLines
        view = content.isTextOnly ? nil : content
        problems = content.box.problems
    }
}

extension ChartContent {
    /// Adds a view beside each mark: `.annotation(position: .top) { Text("\(count)") }`, or any view
    /// (`HStack { Image(systemName: "star.fill"); Text("Peak") }.padding(4).background(.thinMaterial)`), laid out
    /// at its ideal size (at most the chart's width) and kept inside the chart. `spacing` defaults to 4 pt; text is
    /// 11 pt in the secondary colour unless the view says otherwise.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center,
        spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> ModifiedChartContent<Self> {
        let spec = AnnotationSpec(
            position: position.kind, alignment: alignment, spacing: spacing.map(Double.init), content: content()._node)
        return ModifiedChartContent(content: self) { $0.annotations.append(spec) }
    }

    /// Adds text beside each mark, with an overflow strategy (annotations are always kept inside the chart).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center,
        spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution,
        @ViewBuilder content: () -> C
    ) -> ModifiedChartContent<Self> {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }
}
