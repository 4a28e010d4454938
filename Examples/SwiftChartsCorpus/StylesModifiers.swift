import Foundation
import ShipPlot

extension StylesCorpus {
    /// Mark modifiers: clip shapes, offsets, masks.
    static var modifiers: [Entry] { [] }
}
