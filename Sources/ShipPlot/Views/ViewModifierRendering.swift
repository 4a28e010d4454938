// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension ViewRenderer {
    func drawModified(
        _ child: _ViewNode, _ modifier: ViewModifierKind, in rect: Rect, _ env: ViewEnvironment,
        into commands: inout [DrawCommand]
    ) {
        let offered = ProposedSize(width: rect.width, height: rect.height)
        switch modifier {
        case .padding(let e):
            let inner = Rect(
                x: rect.x + e.leading, y: rect.y + e.top, width: max(0, rect.width - e.leading - e.trailing),
                height: max(0, rect.height - e.top - e.bottom))
            draw(child, in: inner, env, into: &commands)
        case .frame(let width, let height, let alignment):
            let c = engine.size(child, ProposedSize(width: width ?? rect.width, height: height ?? rect.height), env)
            draw(child, in: alignment.place(c, in: rect), env, into: &commands)
        case .flexFrame(let frame):
            let proposal = engine.flexFrameSize(child, frame, offered, env).childProposal
            let c = engine.size(child, proposal, env)
            draw(child, in: frame.alignment.place(c, in: rect), env, into: &commands)
        case .aspectRatio(let ratio, let fill):
            let proposal = engine.aspectProposal(child, ratio: ratio, fill: fill, offered, env)
            draw(child, in: Alignment.center.place(engine.size(child, proposal, env), in: rect), env, into: &commands)
        case .fixedSize(let horizontal, let vertical):
            let proposal = ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height)
            draw(child, in: Alignment.center.place(engine.size(child, proposal, env), in: rect), env, into: &commands)
        case .offset(let x, let y):
            draw(
                child, in: Rect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height), env,
                into: &commands)
        case .position(let x, let y):
            let c = engine.size(child, offered, env)
            let placed = Rect(
                x: rect.x + x - c.width / 2, y: rect.y + y - c.height / 2, width: c.width, height: c.height)
            draw(child, in: placed, env, into: &commands)
        case .background(let view, let alignment):
            draw(view, in: alignment.place(engine.size(view, offered, env), in: rect), env, into: &commands)
            draw(child, in: rect, env, into: &commands)
        case .overlay(let view, let alignment):
            draw(child, in: rect, env, into: &commands)
            draw(view, in: alignment.place(engine.size(view, offered, env), in: rect), env, into: &commands)
        case .environment(let change):
            let inner = env.applying(change)
            guard inner.values.colorScheme != env.values.colorScheme else {
                return draw(child, in: rect, inner, into: &commands)
            }
            restyled(for: inner.values.colorScheme).draw(child, in: rect, inner, into: &commands)
        case .chartSettings(let change):
            var inner = env
            inner.charts.changes.append(change)
            draw(child, in: rect, inner, into: &commands)
        case .inert, .tag, .layoutPriority:
            draw(child, in: rect, env, into: &commands)
        default:
            var inner: [DrawCommand] = []
            draw(child, in: rect, env, into: &inner)
            commands += effect(modifier, on: inner, in: rect, env)
        }
    }

    /// Clips, masks, shadows, rotation and opacity: changes to the child's drawn commands.
    private func effect(_ modifier: ViewModifierKind, on inner: [DrawCommand], in rect: Rect, _ env: ViewEnvironment)
        -> [DrawCommand]
    {
        switch modifier {
        case .clip(let outline):
            return ViewGeometry.clipped(inner, to: outline.path(rect), frame: rect)
        case .mask(let mask):
            // The view shows through the mask's alpha, as SwiftUI masks it: drawn in a layer, the mask in another.
            let size = engine.size(mask, ProposedSize(width: rect.width, height: rect.height), env)
            var alpha: [DrawCommand] = []
            draw(mask, in: Alignment.center.place(size, in: rect), env, into: &alpha)
            guard !inner.isEmpty else { return [] }
            return [.pushMaskedLayer] + inner + [.pushMaskLayer] + alpha + [.popMaskLayers]
        case .shadow(let color, let radius, let x, let y):
            let shade = theme.resolve(color)
            return ViewGeometry.shadow(of: inner, color: shade, radius: radius, dx: x, dy: y) + inner
        case .rotation(let radians, let anchor):
            let center = Point(x: rect.x + Double(anchor.x) * rect.width, y: rect.y + Double(anchor.y) * rect.height)
            return ViewGeometry.rotated(inner, by: radians, around: center)
        case .opacity(let opacity):
            return ViewGeometry.faded(inner, by: opacity)
        case .layerEffect(let effect):
            return inner.isEmpty ? [] : [.pushEffect(effect)] + inner + [.popEffect]
        default:
            return inner
        }
    }
}
