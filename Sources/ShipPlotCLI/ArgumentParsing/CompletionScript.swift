// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The shells `completionScript(for:tool:)` can write for.
public let completionShells = ["bash", "zsh", "fish"]

/// A completion script for `shell` (`"bash"`, `"zsh"` or `"fish"`), generated from the same table as
/// help: commands, each command's options, allowed values of enum-like options (after a flag such as `--smooth`
/// too), the words and values of completion hints (step names and time zones are asked of the tool itself with
/// `--list-values`), and file names for `FILE`/`PATH` values and positionals (directories for `DIR`). Ends with
/// a newline.
/// - Throws: `UsageError` `SHELL: "tcsh" is not one of bash, zsh, fish`.
public func completionScript(for shell: String, tool: ToolSpec) throws -> String {
    switch shell {
    case "bash": return bashCompletion(tool)
    case "zsh": return zshCompletion(tool)
    case "fish": return fishCompletion(tool)
    default: throw UsageError.notAllowed("SHELL", value: shell, allowed: completionShells)
    }
}

/// What a shell should offer where a value goes.
enum ShellValueCompletion: Equatable {
    case nothing
    case files
    case directories
    case words([String])
    /// The lines `TOOL --list-values KIND` prints (with the command line's `--log`).
    case asked(String)
    /// A comma-separated list of those lines: the part after the last comma is completed, the rest kept.
    case askedList(String)

    init(_ hint: CompletionHint) {
        switch hint {
        case .words(let words): self = .words(words)
        case .steps: self = .asked("steps")
        case .stepList: self = .askedList("steps")
        case .timeZones: self = .asked("zones")
        case .fields: self = .asked("fields")
        case .fieldList: self = .askedList("fields")
        }
    }
}

func shellValueCompletion(_ option: OptionSpec) -> ShellValueCompletion {
    if let allowed = option.allowedValues { return .words(allowed) }
    if let hint = option.completion { return ShellValueCompletion(hint) }
    return shellValueCompletion(placeholder: option.valueName ?? "")
}

/// A positional's completion: its hint, else the rule of its name.
func shellValueCompletion(_ positional: PositionalSpec) -> ShellValueCompletion {
    positional.completion.map(ShellValueCompletion.init) ?? shellValueCompletion(placeholder: positional.name)
}

/// Flags that may take one of their values as the next word (`--smooth monotone`).
private func flagsWithValues(_ command: CommandSpec) -> [(option: OptionSpec, values: [String])] {
    command.options.compactMap { option in
        guard option.kind == .flag, let values = option.allowedValues else { return nil }
        return (option, values)
    }
}

/// `FILE`, `PATH`, `LOGFILE` → files; `DIR`, `OUTDIR` → directories; anything else → nothing.
func shellValueCompletion(placeholder: String) -> ShellValueCompletion {
    let name = placeholder.uppercased()
    if name.hasSuffix("FILE") || name.hasSuffix("PATH") { return .files }
    if name.hasSuffix("DIR") || name == "DIRECTORY" { return .directories }
    return .nothing
}

/// What to offer for a command's positionals; shells without per-position state use the first.
private func positionalCompletion(_ command: CommandSpec) -> ShellValueCompletion {
    command.positionals.first.map(shellValueCompletion) ?? .nothing
}

/// The first sentence of a help text without its full stop, for one-line shell descriptions ("e.g." and "i.e."
/// end no sentence).
func completionSummary(_ help: String) -> String {
    let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var end = flat.endIndex
    var from = flat.startIndex
    while let stop = flat[from...].firstRange(of: ". ") {
        let before = flat[..<stop.lowerBound]
        if !before.hasSuffix("e.g") && !before.hasSuffix("i.e") {
            end = stop.lowerBound
            break
        }
        from = stop.upperBound
    }
    let sentence = String(flat[..<end])
    return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
}

/// POSIX single quotes: everything literal, a quote becomes `'\''`.
private func shellQuoted(_ text: String) -> String {
    "'" + text.replacingAll("'", with: "'\\''") + "'"
}

/// fish single quotes: only `\` and `'` need escaping.
private func fishQuoted(_ text: String) -> String {
    "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
}

/// A shell function name derived from the tool name.
private func functionName(_ tool: ToolSpec) -> String {
    "_" + String(tool.name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
}

extension String {
    /// Stdlib-only replacement, so the parser does not need Foundation.
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}

// MARK: - bash

private func bashCompletion(_ tool: ToolSpec) -> String {
    let function = functionName(tool)
    let commandNames = tool.commands.map(\.name) + [builtInHelpCommand]
    // Options that may come before the command, with the value after them: not the command word.
    let valued = Set(tool.commands.flatMap { $0.options.filter { $0.kind != .flag }.map(\.flagName) }).sorted()
    var lines = bashHelpers(tool, function: function)
    lines += [
        "\(function)() {",
        "    local cur=\"${COMP_WORDS[COMP_CWORD]}\"",
        "    local prev=\"\"",
        "    if (( COMP_CWORD > 0 )); then prev=\"${COMP_WORDS[COMP_CWORD-1]}\"; fi",
        "    # bash splits --name=value into --name, = and value.",
        "    if [[ \"$cur\" == \"=\" ]]; then",
        "        cur=\"\"",
        "    elif [[ \"$prev\" == \"=\" ]] && (( COMP_CWORD > 1 )); then",
        "        prev=\"${COMP_WORDS[COMP_CWORD-2]}\"",
        "    fi",
        "    local command=\"\" i",
        "    for (( i = 1; i < COMP_CWORD; i++ )); do",
        "        case \"${COMP_WORDS[i]}\" in",
        "        \(valued.map(shellQuoted).joined(separator: "|")))",
        "            if [[ \"${COMP_WORDS[i+1]}\" == \"=\" ]]; then (( i += 2 )); else (( i += 1 )); fi ;;",
        "        -*) ;;",
        "        *) command=\"${COMP_WORDS[i]}\"; break ;;",
        "        esac",
        "    done",
        "    COMPREPLY=()",
        "    case \"$command\" in",
        "    \"\")",
        "        if [[ \"$prev\" == --\(completionScriptOption) ]]; then",
        "            \(function)_reply -W \(shellQuoted(completionShells.joined(separator: " "))) -- \"$cur\"",
        "        else",
        "            \(function)_reply -W \(shellQuoted((commandNames + ["-h", "--help", "--version", "--" + completionScriptOption]).joined(separator: " "))) -- \"$cur\"",
        "        fi",
        "        ;;",
    ]
    for command in tool.commands { lines += bashCommandArm(command, function: function) }
    lines += [
        "    \(shellQuoted(builtInHelpCommand)))",
        "        \(function)_reply -W \(shellQuoted(tool.commands.map(\.name).joined(separator: " "))) -- \"$cur\"",
        "        ;;",
        "    esac",
        "    return 0",
        "}",
        "",
        "complete -F \(function) \(tool.name)",
    ]
    return lines.joined(separator: "\n") + "\n"
}

/// The header and the two helpers every arm calls: `_reply` (compgen's lines) and `_asked` (the tool's values).
private func bashHelpers(_ tool: ToolSpec, function: String) -> [String] {
    [
        "# bash completion for \(tool.name), generated from its command table.",
        "# Load it with: source <(\(tool.name) --\(completionScriptOption) bash)",
        "",
        "# Fills COMPREPLY from compgen line by line, so file names with spaces survive.",
        "\(function)_reply() {",
        "    COMPREPLY=()",
        "    local line",
        "    while IFS= read -r line; do",
        "        COMPREPLY+=(\"$line\")",
        "    done < <(compgen \"$@\")",
        "}",
        "",
        "# Fills COMPREPLY with the values of KIND the tool lists (step names of the log on the line, time zones,",
        "# field names of the table on the line) that start with $cur, quoted for the command line.",
        "\(function)_asked() {",
        "    COMPREPLY=()",
        "    local log=() i line",
        "    for (( i = 1; i < COMP_CWORD; i++ )); do",
        "        if [[ \"${COMP_WORDS[i]}\" == --log && \"${COMP_WORDS[i+1]}\" != \"=\" ]]; then",
        "            log=(--log \"${COMP_WORDS[i+1]}\")",
        "        elif [[ \"${COMP_WORDS[i]}\" == --log ]]; then",
        "            log=(--log \"${COMP_WORDS[i+2]}\")",
        "        fi",
        "    done",
        "    while IFS= read -r line; do",
        "        if [[ \"$line\" == \"$cur\"* ]]; then COMPREPLY+=(\"$(printf '%q' \"$line\")\"); fi",
        "    done < <(command \(tool.name) --\(listValuesOption) \"$1\" \"${log[@]}\" -- \"${COMP_WORDS[@]:1:COMP_CWORD-1}\" \\",
        "        2>/dev/null)",
        "}",
        "",
        "# As _asked, for a comma-separated list: completes the name after the last comma, keeping those before,",
        "# and adds no space, so another comma can follow.",
        "\(function)_asked_list() {",
        "    local whole=\"$cur\" kept=\"\" k",
        "    if [[ \"$cur\" == *,* ]]; then kept=\"${cur%,*},\"; cur=\"${cur##*,}\"; fi",
        "    \(function)_asked \"$1\"",
        "    cur=\"$whole\"",
        "    # The names kept are the word as typed, already in the command line's quoting.",
        "    for k in \"${!COMPREPLY[@]}\"; do COMPREPLY[k]=\"$kept${COMPREPLY[k]}\"; done",
        "    compopt -o nospace 2>/dev/null",
        "}",
        "",
    ]
}

/// The `case` arm for one command: values of its valued options, then its options or positionals.
private func bashCommandArm(_ command: CommandSpec, function: String) -> [String] {
    var lines: [String] = []
    lines.append("    \(shellQuoted(command.name)))")
    let valued = command.options.filter { $0.kind != .flag }
    if !valued.isEmpty {
        lines.append("        case \"$prev\" in")
        for option in valued {
            let patterns = ([option.flagName] + (option.short.map { ["-\($0)"] } ?? [])).map(shellQuoted)
            lines.append("        \(patterns.joined(separator: "|")))")
            if let reply = bashReply(shellValueCompletion(option), function: function) {
                lines.append("            " + reply)
            }
            lines.append("            return 0")
            lines.append("            ;;")
        }
        lines.append("        esac")
    }
    for (option, values) in flagsWithValues(command) {
        // The value is optional: offer it, and fall through to options and arguments when none matches.
        lines.append("        if [[ \"$prev\" == \(shellQuoted(option.flagName)) ]]; then")
        lines.append("            \(function)_reply -W \(shellQuoted(values.joined(separator: " "))) -- \"$cur\"")
        lines.append("            if (( ${#COMPREPLY[@]} )); then return 0; fi")
        lines.append("        fi")
    }
    let optionWords =
        command.options.flatMap { option in
            [option.flagName] + (option.short.map { ["-\($0)"] } ?? [])
        } + ["-h", "--help"]
    let optionReply = "\(function)_reply -W \(shellQuoted(optionWords.joined(separator: " "))) -- \"$cur\""
    lines.append("        if [[ \"$cur\" == -* ]]; then")
    lines.append("            " + optionReply)
    lines.append("        else")
    if command.positionals.isEmpty {
        lines.append("            " + optionReply)
    } else {
        lines.append("            " + (bashReply(positionalCompletion(command), function: function) ?? ":"))
    }
    lines.append("        fi")
    lines.append("        ;;")
    return lines
}

/// The bash line that offers a value, or `nil` when nothing sensible can be offered.
private func bashReply(_ completion: ShellValueCompletion, function: String) -> String? {
    switch completion {
    case .nothing: return nil
    case .files: return "compopt -o filenames 2>/dev/null; \(function)_reply -f -- \"$cur\""
    case .directories: return "compopt -o filenames 2>/dev/null; \(function)_reply -d -- \"$cur\""
    case .words(let words): return "\(function)_reply -W \(shellQuoted(words.joined(separator: " "))) -- \"$cur\""
    case .asked(let kind): return "\(function)_asked \(kind)"
    case .askedList(let kind): return "\(function)_asked_list \(kind)"
    }
}

// MARK: - zsh

/// zsh's `_asked`: the values of KIND the tool lists, given the line typed so far.
private func zshAskedHelper(_ tool: ToolSpec, function: String) -> [String] {
    [
        "# The values of KIND the tool lists: the log's step names, time zones, the table's field names.",
        "\(function)_asked() {",
        "    local -a values log",
        "    if [[ -n ${opt_args[--log]} ]]; then log=(--log ${opt_args[--log]}); fi",
        "    values=(${(f)\"$(_call_program values \(tool.name) --\(listValuesOption) $1 $log -- \\",
        "        ${words[2,CURRENT-1]} 2>/dev/null)\"})",
        "    compadd -a values",
        "}",
        "",
    ]
}

private func zshCompletion(_ tool: ToolSpec) -> String {
    let function = functionName(tool)
    let describedCommands = tool.commands.map { ($0.name, $0.abstract) } + [(builtInHelpCommand, helpCommandAbstract)]
    var lines = [
        "#compdef \(tool.name)",
        "# zsh completion for \(tool.name), generated from its command table.",
        "# Save it as _\(tool.name) in a directory on $fpath, or load it with: source <(\(tool.name) --\(completionScriptOption) zsh)",
        "",
        "\(function)_commands() {",
        "    local -a commands",
        "    commands=(",
    ]
    lines += describedCommands.map { "        " + shellQuoted("\($0.0):\(completionSummary($0.1))") }
    lines += [
        "    )",
        "    _describe -t commands \(shellQuoted("\(tool.name) command")) commands",
        "}",
        "",
    ]
    lines += zshAskedHelper(tool, function: function)
    lines += [
        "\(function)() {",
        "    local curcontext=\"$curcontext\" state line",
        "    typeset -A opt_args",
        "    _arguments -C \\",
        "        '(- *)'{-h,--help}'[Show help]' \\",
        "        '(- *)--version[Show the version]' \\",
        "        '(- *)--\(completionScriptOption)[Print a completion script]:SHELL:(\(completionShells.joined(separator: " ")))' \\",
        "        '1: :->command' \\",
        "        '*:: :->argument'",
        "    case $state in",
        "    command)",
        "        \(function)_commands",
        "        ;;",
        "    argument)",
        "        case $words[1] in",
    ]
    for command in tool.commands { lines += zshCommandArm(command, function: function) }
    lines += [
        "        \(builtInHelpCommand))",
        "            _arguments '1: :\(function)_commands'",
        "            ;;",
        "        esac",
        "        ;;",
        "    esac",
        "}",
        "",
        "if [ \"$funcstack[1]\" = \"\(function)\" ]; then",
        "    \(function) \"$@\"",
        "else",
        "    compdef \(function) \(tool.name)",
        "fi",
    ]
    return lines.joined(separator: "\n") + "\n"
}

/// The `case` arm for one command: an `_arguments` call with its options and positionals.
private func zshCommandArm(_ command: CommandSpec, function: String) -> [String] {
    var lines: [String] = []
    lines.append("        \(command.name))")
    var specs = command.options.map { zshOptionSpec($0, function: function) }
    specs.append("'(- *)'{-h,--help}'[Show help for this command]'")
    for positional in command.positionals {
        let prefix: String
        switch positional.arity {
        case .required: prefix = ":"
        case .optional: prefix = "::"
        case .variadic, .oneOrMore: prefix = "*:"
        }
        let message = zshEscaped(positional.name)
        specs.append(
            shellQuoted("\(prefix)\(message):\(zshAction(shellValueCompletion(positional), function: function))"))
    }
    lines.append("            _arguments \\")
    lines += specs.enumerated().map { index, spec in
        "                " + spec + (index == specs.count - 1 ? "" : " \\")
    }
    lines.append("            ;;")
    return lines
}

/// One `_arguments` spec: exclusions so single options are offered once, the description, then
/// `:VALUE:action` for options that take a value.
private func zshOptionSpec(_ option: OptionSpec, function: String) -> String {
    let names = [option.flagName] + (option.short.map { ["-\($0)"] } ?? [])
    let exclusion: String
    switch option.kind {
    case .repeatable: exclusion = "'*'"
    case .flag, .single: exclusion = names.count > 1 ? shellQuoted("(\(names.joined(separator: " ")))") : ""
    }
    let nameList = names.count > 1 ? "{\(names.reversed().joined(separator: ","))}" : names[0]
    var tail = "[\(zshEscaped(completionSummary(option.help)))]"
    if option.kind != .flag {
        tail += ":\(zshEscaped(option.displayValueName)):\(zshAction(shellValueCompletion(option), function: function))"
    } else if let values = option.allowedValues {
        tail += "::\(zshEscaped(option.name)):(\(values.joined(separator: " ")))"
    }
    return exclusion + nameList + shellQuoted(tail)
}

private func zshAction(_ completion: ShellValueCompletion, function: String) -> String {
    switch completion {
    case .nothing: return " "
    case .files: return "_files"
    case .directories: return "_files -/"
    case .words(let words): return "(\(words.joined(separator: " ")))"
    case .asked(let kind): return "\(function)_asked \(kind)"
    case .askedList(let kind): return "_sequence -s , \(function)_asked \(kind)"
    }
}

/// Backslash-escapes what `_arguments` treats as syntax inside descriptions and messages.
private func zshEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
        if "[]:\\".contains(character) { result.append("\\") }
        result.append(character)
    }
    return result
}

// MARK: - fish

private func fishCompletion(_ tool: ToolSpec) -> String {
    let base = "complete -c \(tool.name)"
    let atTop = "-n __fish_use_subcommand"
    let asked = "__fish_\(functionName(tool).dropFirst())_values"
    var lines = [
        "# fish completion for \(tool.name), generated from its command table.",
        "# Load it with: \(tool.name) --\(completionScriptOption) fish | source",
        "",
        "# The values of KIND the tool lists: step names of the log on the line, time zones, field names of the table",
        "# on the line.",
        "function \(asked)",
        "    set -l words (commandline -opc)",
        "    set -l log",
        "    if set -l i (contains -i -- --log $words); and test $i -lt (count $words)",
        "        set log --log $words[(math $i + 1)]",
        "    end",
        "    command \(tool.name) --\(listValuesOption) $argv[1] $log -- $words[2..-1] 2>/dev/null",
        "end",
        "",
        "# As above, for a comma-separated list: each value after the names before the last comma.",
        "function \(asked)_list",
        "    set -l kept (string match -r -- '^.*,' (commandline -ct))",
        "    for value in (\(asked) $argv[1])",
        "        printf '%s\\n' \"$kept$value\"",
        "    end",
        "end",
        "",
        "\(base) -f",
        "\(base) \(atTop) -s h -l help -d \(fishQuoted("Show help"))",
        "\(base) \(atTop) -l version -d \(fishQuoted("Show the version"))",
        "\(base) \(atTop) -l \(completionScriptOption) -x -a \(fishQuoted(completionShells.joined(separator: " "))) -d \(fishQuoted("Print a completion script"))",
    ]
    for command in tool.commands {
        lines.append("\(base) \(atTop) -a \(command.name) -d \(fishQuoted(completionSummary(command.abstract)))")
    }
    lines.append("\(base) \(atTop) -a \(builtInHelpCommand) -d \(fishQuoted(completionSummary(helpCommandAbstract)))")
    for command in tool.commands { lines += [""] + fishCommandLines(command, base: base, asked: asked) }
    lines.append("")
    lines.append(
        "\(base) -n \(fishQuoted("__fish_seen_subcommand_from \(builtInHelpCommand)")) -x -a \(fishQuoted(tool.commands.map(\.name).joined(separator: " ")))"
    )
    return lines.joined(separator: "\n") + "\n"
}

/// One command's lines: its options (with their values), a flag's optional values, help, its positionals.
private func fishCommandLines(_ command: CommandSpec, base: String, asked: String) -> [String] {
    var lines: [String] = []
    let condition = "-n \(fishQuoted("__fish_seen_subcommand_from \(command.name)"))"
    for option in command.options {
        var parts = [base, condition]
        if let short = option.short { parts.append("-s \(short)") }
        parts.append("-l \(option.name)")
        if option.kind != .flag {
            switch shellValueCompletion(option) {
            case .nothing: parts.append("-x")
            case .files: parts.append("-r -F")
            case .directories: parts.append("-x -a \(fishQuoted("(__fish_complete_directories)"))")
            case .words(let words): parts.append("-x -a \(fishQuoted(words.joined(separator: " ")))")
            case .asked(let kind): parts.append("-x -a \(fishQuoted("(\(asked) \(kind))"))")
            case .askedList(let kind): parts.append("-x -a \(fishQuoted("(\(asked)_list \(kind))"))")
            }
        }
        parts.append("-d \(fishQuoted(completionSummary(option.help)))")
        lines.append(parts.joined(separator: " "))
    }
    for (option, values) in flagsWithValues(command) {
        let after = fishQuoted(
            "__fish_seen_subcommand_from \(command.name); and __fish_prev_arg_in \(option.flagName)")
        lines.append("\(base) -n \(after) -a \(fishQuoted(values.joined(separator: " ")))")
    }
    lines.append("\(base) \(condition) -s h -l help -d \(fishQuoted("Show help for this command"))")
    switch positionalCompletion(command) {
    case .files: lines.append("\(base) \(condition) -F")
    case .directories: lines.append("\(base) \(condition) -a \(fishQuoted("(__fish_complete_directories)"))")
    case .words(let words): lines.append("\(base) \(condition) -a \(fishQuoted(words.joined(separator: " ")))")
    case .asked(let kind): lines.append("\(base) \(condition) -a \(fishQuoted("(\(asked) \(kind))"))")
    case .askedList(let kind): lines.append("\(base) \(condition) -a \(fishQuoted("(\(asked)_list \(kind))"))")
    case .nothing: break
    }
    return lines
}
