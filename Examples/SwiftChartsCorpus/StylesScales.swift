import Foundation
import ShipPlot

extension StylesCorpus {
    /// Line style scales, bins, domains and plot and axis styles.
    static var scales: [Entry] { [] }
}
