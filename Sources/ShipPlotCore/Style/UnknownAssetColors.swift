// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The names of the asset colours (`Color("Brand")`) a render drew that no catalog gave, each once in the order
/// first drawn: each is drawn as the accent colour and reported as a diagnostic that names it and says why. A
/// value, as the render's other problems are: each stage notes the colours it draws, and the driver merges the
/// stages' notes, so renders on many threads share nothing.
package struct UnknownAssetColors: Sendable, Equatable {
    /// The listed names, in the order first drawn, and each one's diagnostic.
    private var names: [String] = []
    private var messages: [String] = []
    /// Names past the listed ones, counted in one last diagnostic (at most `counted`, so hostile input stays small).
    private var unlisted: Set<String> = []
    package static let listed = 16
    package static let counted = 10_000

    package init() {}

    package var isEmpty: Bool { names.isEmpty }

    /// Notes `name`, drawn now, with the diagnostic that names it.
    package mutating func note(_ name: String, message: String) {
        guard !names.contains(name) else { return }
        if names.count < Self.listed {
            names.append(name)
            messages.append(message)
        } else if unlisted.count < Self.counted {
            unlisted.insert(name)
        }
    }

    /// Notes `other`'s names after these, as drawn after them.
    package mutating func merge(_ other: UnknownAssetColors) {
        for (name, message) in zip(other.names, other.messages) { note(name, message: message) }
        // Only a full list has unlisted names, so these come after every listed one, as they were drawn.
        for name in other.unlisted { note(name, message: "") }
    }

    /// One diagnostic per listed name, in the order drawn, then one counting the rest.
    package var diagnostics: [ChartDiagnostic] {
        var lines = messages
        if !unlisted.isEmpty {
            lines.append("\(unlisted.count) more unknown asset colours drawn as the accent colour")
        }
        return lines.map { ChartDiagnostic(message: $0) }
    }
}
