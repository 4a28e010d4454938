// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipPlot

/// `--theme both`: every chart in the light theme as `NAME.ext` and in the dark theme as `NAME-dark.ext`, the
/// pair a `<picture>` element with `prefers-color-scheme` needs.
enum ThemePair {
    /// `week.png` → `week-dark.png`: the dark twin of a light file, in the same folder.
    static func darkPath(_ path: String) -> String {
        let ext = (path as NSString).pathExtension
        let base = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
        return base + "-dark" + (ext.isEmpty ? "" : "." + ext)
    }

    /// The file `scheme` is written to when `output` names the light one.
    static func path(_ output: String, for scheme: ColorScheme, paired: Bool) -> String {
        paired && scheme == .dark ? darkPath(output) : output
    }
}
