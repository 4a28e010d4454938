// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// How `--preview` draws a chart on the terminal.
public enum PreviewKind: String, Sendable, CaseIterable {
    /// The kitty graphics protocol (kitty, Ghostty): the PNG itself, base64 in 4096-byte chunks.
    case kitty
    /// iTerm2's inline images (`OSC 1337;File=`), also understood by WezTerm and VS Code's terminal.
    case iterm
    /// DEC sixel graphics (foot, mlterm, contour, Windows Terminal 1.22+, xterm -ti vt340).
    case sixel
    /// Unicode half blocks in 24-bit colour: works in any modern terminal, at a character cell's resolution.
    case text

    /// Whether the environment is a tmux or screen session, where image escapes do not reach the terminal.
    static func insideMultiplexer(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen")
            || term.hasPrefix("tmux")
    }

    /// The protocol the terminal described by `environment` supports, read from variables the terminal sets
    /// (`KITTY_WINDOW_ID`, `TERM`, `TERM_PROGRAM`, `LC_TERMINAL`), never by querying the terminal, which could
    /// hang on one that does not answer. Inside tmux or screen, image escapes would need passthrough, so text.
    public static func detect(_ environment: [String: String]) -> PreviewKind {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if insideMultiplexer(environment) { return .text }
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || program == "ghostty"
            || term == "xterm-ghostty"
        {
            return .kitty
        }
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm"
            || program == "vscode"
        {
            return .iterm
        }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term.hasPrefix("contour")
            || term.hasPrefix("yaft") || environment["WT_SESSION"] != nil
        {
            return .sixel
        }
        return .text
    }
}
