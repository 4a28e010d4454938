// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The hidden top-level option that prints the man page (`Scripts/install` writes it to `share/man/man1`).
public let manPageOption = "generate-man-page"

/// The tool's man page (troff, `man` section 1) in the order `man-pages(7)` gives: NAME, SYNOPSIS, DESCRIPTION,
/// OPTIONS, COMMANDS (one subsection each), EXIT STATUS, ENVIRONMENT, FILES, EXAMPLES, SEE ALSO. Built from the
/// same rows and sentences as `--help` and every command's help, so the two cannot drift apart; the headings are
/// the sections', never help's own ("Usage:", "Options:"). No date in it: equal specs give equal bytes. Ends with
/// a newline.
public func manPage(for tool: ToolSpec) -> String {
    var page = [
        ".TH \(troffQuoted(tool.name.uppercased())) 1 \"\" \(troffQuoted(tool.versionText)) \"User Commands\"",
        ".SH NAME", troffText("\(tool.name) - \(tool.abstract)"),
        ".SH SYNOPSIS",
    ]
    page += troffSynopsis(["\(tool.name) COMMAND [options]"] + tool.commands.map { synopsis($0, toolName: tool.name) })
    page += [".SH DESCRIPTION", troffText(tool.abstract)]
    page += troffParagraphs(tool.discussion)
    page += [".PP", troffText(tool.seeCommandHelpText)]
    page += [".SH OPTIONS"] + troffRows(tool.globalOptionRows)
    page += [".SH COMMANDS"]
    for command in tool.commands { page += troffCommand(command, toolName: tool.name) }
    page += [".SS \(builtInHelpCommand)", troffText(helpCommandAbstract)]
    page += referenceSection("EXIT STATUS", tool.exitCodes)
    page += referenceSection("ENVIRONMENT", tool.environment)
    page += referenceSection("FILES", tool.files)
    if !tool.examples.isEmpty { page += [".SH EXAMPLES"] + troffExamples(tool.examples) }
    if !tool.seeAlso.isEmpty {
        let pages = tool.seeAlso.map { reference -> String in
            guard let open = reference.firstIndex(of: "(") else { return "\\fB" + troffEscaped(reference) + "\\fR" }
            return "\\fB" + troffEscaped(String(reference[..<open])) + "\\fR" + String(reference[open...])
        }
        page += [".SH SEE ALSO", pages.joined(separator: ", ")]
    }
    return page.joined(separator: "\n") + "\n"
}

/// A usage line without help's `Usage: ` label, as SYNOPSIS lists it.
func synopsis(_ command: CommandSpec, toolName: String) -> String {
    String(command.usageLine(toolName: toolName).dropFirst("Usage: ".count))
}

/// Synopsis lines, unfilled, the program and command names in bold.
private func troffSynopsis(_ lines: [String]) -> [String] {
    [".nf"]
        + lines.map { line in
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            let bold = words.count > 1 && words[1].first?.isLowercase == true ? 2 : 1
            let head = words.prefix(bold).joined(separator: " ")
            let tail = words.dropFirst(bold).joined(separator: " ")
            return "\\fB" + troffEscaped(head) + "\\fR" + (tail.isEmpty ? "" : " " + troffEscaped(tail))
        } + [".fi"]
}

/// One section of name and meaning rows, the meanings' `code spans` in bold; nothing when there are none.
private func referenceSection(_ title: String, _ entries: [ReferenceEntry]) -> [String] {
    guard !entries.isEmpty else { return [] }
    return [".SH \(title)"]
        + entries.flatMap { [".TP", "\\fB" + troffEscaped($0.name) + "\\fR", troffTextWithCodeSpans($0.meaning)] }
}

/// A line of running text whose Markdown `code spans` are set in bold, man-pages(7)'s face for what is typed
/// literally; a text with an unpaired backquote is plain text.
func troffTextWithCodeSpans(_ text: String) -> String {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
    guard parts.count % 2 == 1 else { return troffText(text) }
    let line = parts.enumerated().map { index, part in
        index % 2 == 1 ? "\\fB" + troffEscaped(part) + "\\fR" : troffEscaped(part)
    }.joined()
    return line.first == "." || line.first == "'" ? "\\&" + line : line
}

/// One command's help in help order under a subsection named after it: usage, abstract, discussion, arguments,
/// options, examples.
private func troffCommand(_ command: CommandSpec, toolName: String) -> [String] {
    var lines = [".SS \(command.name)"] + troffSynopsis([synopsis(command, toolName: toolName)])
    lines += [".PP", troffText(command.abstract)]
    lines += troffParagraphs(command.discussion)
    if !command.positionals.isEmpty { lines += troffRows(command.positionals.map { ($0.name, $0.help) }) }
    lines += troffRows(command.optionRows)
    if !command.examples.isEmpty { lines += troffExamples(command.examples) }
    return lines
}

/// Help paragraphs: a blank line starts a new paragraph, a single line break is kept.
private func troffParagraphs(_ text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines = [".PP"]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(line.isEmpty ? ".PP" : troffText(String(line)) + "\n.br")
    }
    return lines
}

/// Help's two columns as tagged paragraphs: the names in bold, the help indented below them.
private func troffRows(_ rows: [(String, String)]) -> [String] {
    rows.flatMap { left, text in
        [".TP", "\\fB" + troffEscaped(left.trimmingLeadingSpaces) + "\\fR"] + (text.isEmpty ? [] : [troffText(text)])
    }
}

private func troffExamples(_ examples: [UsageExample]) -> [String] {
    examples.flatMap { [".TP", "\\fB" + troffEscaped($0.commandLine) + "\\fR", troffText($0.explanation)] }
}

/// A line of running text: escaped, and protected when it would start with a control character.
func troffText(_ text: String) -> String {
    let escaped = troffEscaped(text)
    return escaped.first == "." || escaped.first == "'" ? "\\&" + escaped : escaped
}

/// Backslashes doubled the troff way, hyphens as `\-` so options copy and paste as typed.
private func troffEscaped(_ text: String) -> String {
    var out = ""
    for character in text {
        switch character {
        case "\\": out += "\\e"
        case "-": out += "\\-"
        default: out.append(character)
        }
    }
    return out
}

private func troffQuoted(_ text: String) -> String {
    "\"" + troffEscaped(text).split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\(dq") + "\""
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop(while: { $0 == " " })) }
}
