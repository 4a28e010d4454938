import Foundation

/// The file formats a chart can be written as.
public enum ChartOutputFormat: String, Sendable, CaseIterable {
    case png, pdf, svg

    /// The format named by a file extension (case-insensitive), or nil for anything else.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
