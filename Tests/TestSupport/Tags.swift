// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

/// Where a case came from, when that is not what it tests (docs/testing.md): select them with
/// `swift test --filter` on their suites, or by tag in an IDE or test plan.
extension Tag {
    /// Found by compiling and rendering real app code from public repositories: the held-out sets of
    /// `docs/heldout.md`, and the public examples before them.
    @Tag public static var heldOut: Self
    /// Found by watching a new user's first sitting with the tool: what surprised or stopped them.
    @Tag public static var friction: Self
}
