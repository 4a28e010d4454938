import Foundation

/// A layer effect (`blur(radius:opaque:)`, `blendMode(_:)`): the content drawn as one layer, blurred or blended
/// with what is behind it; nothing is drawn for content that draws nothing.
struct LayerEffectModifier: DrawingEffect {
    let effect: LayerEffect
    var meaning: ModifierMeaning { .drawing }
    func drawing(_ content: [DrawCommand], of view: PlacedNode, in drawer: inout ViewDrawer) -> [DrawCommand] {
        content.isEmpty ? [] : [.pushEffect(effect)] + content + [.popEffect]
    }
}
