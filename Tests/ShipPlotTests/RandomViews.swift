// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Random view trees for the property test: every kind of view and modifier, nested, with lengths drawn from
/// the values that break layout code (NaN, infinities, huge, negative) as often as ordinary ones.
struct RandomViews {
    var random: SplitMix64

    static let symbols = ["star.fill", "arrow.up.right", "checkmark.circle.fill", "no.such.symbol", "", "flag"]
    static let strings = [
        "", "7", "Peak", String(repeating: "wide ", count: 300), "スクリーンショット", "مراجعة", "\u{202E}rtl", "a\nb",
    ]
    static let lengths: [Double] = [.nan, .infinity, -.infinity, 1e12, -1e12, -500, -1, 0, 0.5, 3, 12, 40, 250, 99_999]

    init(seed: UInt64) { random = SplitMix64(seed: seed ^ 0x5649_4557_5356_4945) }

    mutating func length() -> CGFloat {
        CGFloat(random.chance(40) ? random.pick(Self.lengths) : Double(random.int(0..<60)))
    }

    mutating func optionalLength() -> CGFloat? { random.chance(30) ? nil : length() }

    /// A view at most `depth` levels deep.
    mutating func view(depth: Int) -> AnyView {
        guard depth > 0, random.chance(65) else { return leaf() }
        switch random.int(0..<5) {
        case 0: return modified(view(depth: depth - 1))
        case 1:
            let children = (0..<random.pick([0, 1, 2, 3])).map { _ in view(depth: depth - 1) }
            let spacing = random.chance(50) ? nil : length()
            switch random.int(0..<3) {
            case 0:
                return AnyView(
                    HStack(alignment: .top, spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0] } }
                )
            case 1:
                return AnyView(
                    VStack(alignment: .trailing, spacing: spacing) {
                        ForEach(children.indices, id: \.self) { children[$0] }
                    })
            default:
                return AnyView(
                    ZStack(alignment: .bottomLeading) { ForEach(children.indices, id: \.self) { children[$0] } })
            }
        case 2: return AnyView(Label(random.pick(Self.strings), systemImage: random.pick(Self.symbols)))
        case 3:
            let content = view(depth: depth - 1)
            return AnyView(content.background { RoundedRectangle(cornerRadius: length()).fill(.yellow) })
        default:
            let content = view(depth: depth - 1)
            return AnyView(content.overlay(alignment: .topTrailing) { Circle().stroke(.red, lineWidth: length()) })
        }
    }

    mutating func leaf() -> AnyView {
        switch random.int(0..<9) {
        case 0: return AnyView(Text(random.pick(Self.strings)))
        case 1: return AnyView(Circle().fill(.blue))
        case 2: return AnyView(RoundedRectangle(cornerRadius: length()).strokeBorder(lineWidth: length()))
        case 3: return AnyView(Capsule().stroke(style: StrokeStyle(lineWidth: length(), dash: [length(), length()])))
        case 4: return AnyView(Image(systemName: random.pick(Self.symbols)))
        case 5: return AnyView(Spacer(minLength: optionalLength()))
        case 6: return AnyView(Divider())
        case 7:
            let (a, b, c) = (length(), length(), length())
            return AnyView(
                Path { path in
                    path.move(to: CGPoint(x: a, y: b))
                    path.addLine(to: CGPoint(x: c, y: a))
                    path.addQuadCurve(to: CGPoint(x: b, y: c), control: CGPoint(x: a, y: a))
                    path.addArc(
                        center: CGPoint(x: b, y: b), radius: c, startAngle: .degrees(Double(a)),
                        endAngle: .degrees(Double(c)), clockwise: false)
                    path.closeSubpath()
                }
                .stroke(.green, lineWidth: 2))
        default: return AnyView(Color.purple)
        }
    }

    mutating func modified(_ view: AnyView) -> AnyView {
        switch random.int(0..<12) {
        case 0: return AnyView(view.frame(width: optionalLength(), height: optionalLength()))
        case 1:
            return AnyView(
                view.frame(
                    minWidth: optionalLength(), maxWidth: random.chance(50) ? .infinity : optionalLength(),
                    minHeight: optionalLength(), alignment: .bottomTrailing))
        case 2: return AnyView(view.padding(length()))
        case 3: return AnyView(view.offset(x: length(), y: length()))
        case 4: return AnyView(view.position(x: length(), y: length()))
        case 5: return AnyView(view.opacity(Double(length())))
        case 6: return AnyView(view.rotationEffect(.degrees(Double(length()))))
        case 7: return AnyView(view.shadow(color: .black, radius: length(), x: length(), y: length()))
        case 8: return AnyView(view.clipShape(Capsule()).cornerRadius(length()))
        case 9: return AnyView(view.border(.red, width: length()))
        case 10: return AnyView(view.font(.system(size: length())).lineLimit(random.pick([nil, 0, 1, -3, 1_000_000])))
        default: return AnyView(view.mask { Rectangle().frame(width: length(), height: length()) })
        }
    }
}
