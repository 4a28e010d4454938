// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// FreeType and cairo, made ready before the first call into either. A normal build links them, and this only
/// confirms it. The installed tool (Scripts/install) leaves them off its start-up list, so a command that draws
/// nothing (`--version`, `log`, `add`) never loads cairo and the twenty libraries it brings; a drawing command
/// loads them here, once, with their symbols global, so the tool's calls into them bind on first use. Lazily,
/// as at start-up: binding every function of cairo and its twenty libraries at once (RTLD_NOW) cost 1.6 M
/// instructions more than the start-up load it replaces.
public enum CairoLibrary {
    /// Loads the libraries, or throws naming what the system lacks.
    public static func load() throws {
        if let problem = loaded { throw CairoError(operation: "load cairo", reason: problem) }
    }

    /// nil once loaded, else the loader's message.
    private static let loaded: String? = {
        for name in ["libfreetype.so.6", "libcairo.so.2"] where dlopen(name, RTLD_LAZY | RTLD_GLOBAL) == nil {
            return dlerror().map { String(cString: $0) } ?? "\(name) could not be loaded"
        }
        return nil
    }()
}
