// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlotCLI

/// Runs a program to completion and returns its exit status and standard output.
private func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) async throws -> (
    status: Int32, output: String
) {
    let result = try await runToEnd(executable, arguments, in: directory)
    return (result.status, result.stdoutText)
}

/// The first of `paths` that exists, so shell checks run only where the shell is installed.
private func installed(_ paths: [String]) -> String? {
    paths.first { FileManager.default.isExecutableFile(atPath: $0) }
}

private let bash = installed(["/bin/bash", "/usr/bin/bash"])
private let zsh = installed(["/bin/zsh", "/usr/bin/zsh", "/usr/local/bin/zsh"])
private let fish = installed(["/usr/bin/fish", "/usr/local/bin/fish", "/bin/fish"])

/// Writes `text` to a fresh temporary directory and returns the file's URL.
private func temporaryFile(_ name: String, _ text: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("shipplot-completion-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
}

private func allWords(_ tool: ToolSpec) -> [String] {
    tool.commands.map(\.name) + tool.commands.flatMap { $0.options.map(\.flagName) }
}

/// Completion scripts for bash, zsh and fish.
@Suite struct ArgumentParsingCompletionTests {
    @Test(.enabled(if: bash != nil))
    func bashScriptIsValidAndComplete() async throws {
        let script = try completionScript(for: "bash", tool: ArgumentParsingSample.tool)
        let file = try temporaryFile("shipplot.bash", script)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(try await run(bash!, ["-n", file.path]).status == 0)
        for word in allWords(ArgumentParsingSample.tool) + [
            "help", "bar|line|point|area".replacingOccurrences(of: "|", with: " "),
        ] {
            #expect(script.contains(word), "missing \(word)")
        }
        #expect(script.hasSuffix("complete -F _shipplot shipplot\n"))
    }

    @Test(.enabled(if: bash != nil))
    func bashScriptCompletes() async throws {
        let script = try completionScript(for: "bash", tool: ArgumentParsingSample.tool)
        let file = try temporaryFile("shipplot.bash", script)
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: directory.appendingPathComponent("week chart.png"))
        let driver = """
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            _shipplot
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        func complete(_ words: String...) async throws -> [String] {
            let result = try await run(bash!, ["-c", driver, "driver", file.path] + words, in: directory)
            #expect(result.status == 0)
            return result.output.split(separator: "\n").map(String.init)
        }
        #expect(
            try await complete("shipplot", "") == [
                "week", "day", "add", "help", "-h", "--help", "--version", "--generate-completion-script",
            ])
        #expect(try await complete("shipplot", "--generate-completion-script", "") == ["bash", "zsh", "fish"])
        #expect(try await complete("shipplot", "--gen") == ["--generate-completion-script"])
        #expect(try await complete("shipplot", "w") == ["week"])
        #expect(try await complete("shipplot", "week", "--mark", "") == ["bar", "line", "point", "area"])
        #expect(try await complete("shipplot", "week", "--mark", "=", "l") == ["line"])
        #expect(try await complete("shipplot", "week", "-m", "p") == ["point"])
        #expect(try await complete("shipplot", "week", "--sm") == ["--smooth"])
        #expect(try await complete("shipplot", "week", "--days", "") == [])
        #expect(try await complete("shipplot", "week", "-o", "week") == ["week chart.png"])
        #expect(try await complete("shipplot", "week", "--smooth", "wee") == ["week chart.png"])
        #expect(try await complete("shipplot", "help", "d") == ["day"])
        #expect(try await complete("shipplot", "wek", "") == [])
    }

    @Test func zshScriptNamesEverything() async throws {
        let script = try completionScript(for: "zsh", tool: ArgumentParsingSample.tool)
        #expect(script.hasPrefix("#compdef shipplot\n"))
        for word in allWords(ArgumentParsingSample.tool) { #expect(script.contains(word), "missing \(word)") }
        #expect(script.contains("'week:Chart the steps logged per day over the last N days'"))
        #expect(script.contains("'day:Chart one day'\\''s count per step'"))
        #expect(script.contains(":bar|line|point|area:(bar line point area)'"))
        #expect(script.contains("'(--output -o)'{-o,--output}'[Where to write the chart]:FILE:_files'"))
        #expect(script.contains("--out-dir'[Where to write the chart]:DIR:_files -/'"))
        #expect(script.contains("'*'--step'[Count only this step]:NAME: '"))
        if let zsh {
            let file = try temporaryFile("_shipplot", script)
            defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
            #expect(try await run(zsh, ["-n", file.path]).status == 0)
        }
    }

    @Test func fishScriptNamesEverything() async throws {
        let script = try completionScript(for: "fish", tool: ArgumentParsingSample.tool)
        for command in ArgumentParsingSample.tool.commands {
            #expect(script.contains("-n __fish_use_subcommand -a \(command.name) "))
            for option in command.options {
                #expect(
                    script.contains("-n '__fish_seen_subcommand_from \(command.name)'")
                        && script.contains("-l \(option.name) "))
            }
        }
        #expect(script.contains("-d 'Chart one day\\'s count per step'"))
        #expect(script.contains("-s m -l mark -x -a 'bar line point area' -d 'How to draw each day'"))
        #expect(script.contains("-s o -l output -r -F -d 'Where to write the chart'"))
        if let fish {
            let file = try temporaryFile("shipplot.fish", script)
            defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
            #expect(try await run(fish, ["-n", file.path]).status == 0)
        }
    }

    @Test func unknownShellIsAUsageError() {
        #expect(throws: UsageError(#"SHELL: "tcsh" is not one of bash, zsh, fish"#)) {
            try completionScript(for: "tcsh", tool: ArgumentParsingSample.tool)
        }
        #expect(throws: UsageError(#"SHELL: "zhs" is not one of bash, zsh, fish (did you mean "zsh"?)"#)) {
            try completionScript(for: "zhs", tool: ArgumentParsingSample.tool)
        }
    }

    @Test func summariesAreFirstSentences() {
        #expect(completionSummary("Where to write the chart. The extension picks PNG.") == "Where to write the chart")
        #expect(completionSummary("Pixels per point.") == "Pixels per point")
        #expect(completionSummary("Steps to chart, e.g. \"QA\". Default: all.") == "Steps to chart, e.g. \"QA\"")
        #expect(completionSummary("Reads the log\nfrom FILE. Then draws.") == "Reads the log from FILE")
        #expect(completionSummary("") == "")
    }

    @Test func placeholdersPickCompletion() {
        #expect(shellValueCompletion(placeholder: "FILE") == .files)
        #expect(shellValueCompletion(placeholder: "LOGFILE") == .files)
        #expect(shellValueCompletion(placeholder: "PATH") == .files)
        #expect(shellValueCompletion(placeholder: "DIR") == .directories)
        #expect(shellValueCompletion(placeholder: "N") == .nothing)
        #expect(shellValueCompletion(.choice("mark", ["bar"], help: "")) == .words(["bar"]))
    }
}
