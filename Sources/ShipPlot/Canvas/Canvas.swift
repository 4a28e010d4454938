/// Receives draw commands in order.
protocol Canvas {
    mutating func draw(_ command: DrawCommand) throws
}
