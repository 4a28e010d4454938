import Foundation

/// Receives draw commands in order.
package protocol Canvas {
    mutating func draw(_ command: DrawCommand) throws
}
