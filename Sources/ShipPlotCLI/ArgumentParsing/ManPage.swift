/// The hidden top-level option that prints the man page (`Scripts/install` writes it to `share/man/man1`).
public let manPageOption = "generate-man-page"

/// The tool's man page (troff, `man` section 1), built from the same rows and sentences as `--help`
/// and every command's help, so the two cannot drift apart. No date in it: equal specs give equal bytes.
/// Ends with a newline.
public func manPage(for tool: ToolSpec) -> String {
    var page = [
        ".TH \(troffQuoted(tool.name.uppercased())) 1 \"\" \(troffQuoted(tool.versionText)) \"User Commands\"",
        ".SH NAME", troffText("\(tool.name) - \(tool.abstract)"),
        ".SH SYNOPSIS", troffText(tool.usageLine()),
        ".SH DESCRIPTION", troffText(tool.abstract),
    ]
    page += troffParagraphs(tool.discussion)
    page += [".SH COMMANDS", ".PP", "Commands:"]
    page += troffRows(tool.commands.map { ($0.name, $0.abstract) } + [(builtInHelpCommand, helpCommandAbstract)])
    page += [".SH OPTIONS", ".PP", "Options:"] + troffRows(tool.globalOptionRows)
    if !tool.examples.isEmpty { page += [".SH EXAMPLES"] + troffExamples(tool.examples) }
    page += [".PP", troffText(tool.seeCommandHelpText)]
    for command in tool.commands {
        page += [".SH \(troffQuoted("\(tool.name.uppercased()) \(command.name.uppercased())"))"]
        page += troffCommand(command, toolName: tool.name)
    }
    return page.joined(separator: "\n") + "\n"
}

/// One command's help in help order: usage, abstract, discussion, arguments, options, examples.
private func troffCommand(_ command: CommandSpec, toolName: String) -> [String] {
    var lines = [".PP", troffText(command.usageLine(toolName: toolName)), ".PP", troffText(command.abstract)]
    lines += troffParagraphs(command.discussion)
    if !command.positionals.isEmpty {
        lines += [".PP", "Arguments:"] + troffRows(command.positionals.map { ($0.name, $0.help) })
    }
    lines += [".PP", "Options:"] + troffRows(command.optionRows)
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
    [".PP", "Examples:"]
        + examples.flatMap { [".TP", "\\fB" + troffEscaped($0.commandLine) + "\\fR", troffText($0.explanation)] }
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
