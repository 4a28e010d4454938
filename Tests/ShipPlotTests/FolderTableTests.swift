// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// The folder tables of the map (`docs/how-it-is-built.md`) and of `golden-images/README.md` say what is on disk:
/// every folder they list exists, and every folder is listed.
///
/// A table is one whose header starts with `folder`; its first column names a folder in backquotes (`Sources/Cairo`,
/// `Fuzz/`). A folder is covered when it is listed, or when a folder inside it is listed and all the folders
/// beside that one are covered too: the map may describe `Examples/` whole and `Sources/` target by target.
@Suite struct FolderTableTests {
    @Test func theMapListsEveryFolderOfTheRepository() async throws {
        let problems = try await FolderTable.problems(document: "docs/how-it-is-built.md", base: "")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func theGoldenImagesTableListsEveryGoldenFolder() async throws {
        let problems = try await FolderTable.problems(document: "golden-images/README.md", base: "golden-images")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Each suite the golden table says writes a folder is a suite of the tests.
    @Test func theGoldenImagesTableNamesRealSuites() throws {
        let tables = MarkdownTable.all(in: try repositoryText("golden-images/README.md")).filter {
            $0.header.first == "folder"
        }
        let column = try #require(tables.first?.header.firstIndex(of: "written by"))
        let names = tables.flatMap(\.rows).flatMap { row in
            row[column].matches(of: /`([A-Za-z]+)`/).map { String($0.output.1) }
        }
        #expect(names.count >= 9)
        let declared = try FolderTable.testSources()
        for name in names { #expect(declared.contains("struct \(name) "), "no test suite \(name)") }
    }

    @Test func coverageIsListedOrExpandedWhole() {
        let folders: Set = ["A", "A/x", "A/y", "B", "B/z", "C"]
        #expect(FolderTable.uncovered(in: "", listed: ["A/x", "A/y", "B/", "C"], folders: folders) == [])
        #expect(FolderTable.uncovered(in: "", listed: ["A/x", "B", "C"], folders: folders) == ["A/y"])
        #expect(FolderTable.uncovered(in: "", listed: ["A", "B"], folders: folders) == ["C"])
        #expect(FolderTable.uncovered(in: "A", listed: ["x"], folders: folders) == ["A/y"])
    }
}

/// Reading a document's folder tables and comparing them with the repository's folders.
enum FolderTable {
    /// What is wrong with `document`'s folder tables, whose paths are relative to `base` ("" for the repository),
    /// one line each; empty when they match the disk.
    static func problems(document: String, base: String) async throws -> [String] {
        let tables = MarkdownTable.all(in: try repositoryText(document)).filter { $0.header.first == "folder" }
        guard !tables.isEmpty else { return ["\(document) has no table with a \"folder\" column"] }
        let folders = try await repositoryFolders()
        var problems: [String] = []
        var listed: [String] = []
        for table in tables {
            for (index, row) in table.rows.enumerated() {
                let line = "\(document):\(table.line + 2 + index)"
                guard let match = row.first?.wholeMatch(of: /`([^`]+)`/) else {
                    problems.append("\(line): \(row.first ?? "") is not a folder in backquotes")
                    continue
                }
                var path = String(match.output.1)
                while path.hasSuffix("/") { path.removeLast() }
                listed.append(path)
                if !folders.contains(join(base, path)) {
                    problems.append(
                        "\(line): lists \(match.output.1), which is not a folder of \(base.isEmpty ? "the repository" : base)"
                    )
                }
            }
        }
        for folder in uncovered(in: base, listed: listed, folders: folders) {
            problems.append("\(document): \(folder)/ is on disk and not in the table")
        }
        return problems
    }

    /// The folders under `base` that `listed` (paths relative to `base`, a trailing slash allowed) leaves out.
    static func uncovered(in base: String, listed: [String], folders: Set<String>) -> [String] {
        let listed = Set(listed.map { join(base, $0.hasSuffix("/") ? String($0.dropLast()) : $0) })
        func missing(_ folder: String) -> [String] {
            if listed.contains(folder) { return [] }
            guard listed.contains(where: { $0.hasPrefix(folder + "/") }) else { return [folder] }
            return children(of: folder, in: folders).flatMap(missing)
        }
        return children(of: base, in: folders).flatMap(missing)
    }

    private static func children(of folder: String, in folders: Set<String>) -> [String] {
        folders.filter { candidate in
            let name = folder.isEmpty ? candidate : String(candidate.dropFirst(folder.count + 1))
            return (folder.isEmpty || candidate.hasPrefix(folder + "/")) && !name.contains("/")
                && !name.hasPrefix(".")
        }.sorted()
    }

    private static func join(_ base: String, _ path: String) -> String { base.isEmpty ? path : base + "/" + path }

    /// Every folder holding a file of the repository, relative to its top and without a trailing slash: the
    /// files git tracks or would add (ignored ones left out), or every file on disk outside a git checkout.
    static func repositoryFolders() async throws -> Set<String> {
        let git = try await runToEnd(
            "/usr/bin/env", ["git", "ls-files", "--cached", "--others", "--exclude-standard"], in: repositoryRoot)
        var files: [String]
        if git.status == 0 {
            files = git.stdoutText.split(separator: "\n").map(String.init)
        } else {
            let walker = FileManager.default.enumerator(atPath: repositoryRoot.path)
            files = []
            while let path = walker?.nextObject() as? String {
                if path.hasPrefix(".build") { walker?.skipDescendants() } else { files.append(path) }
            }
        }
        var folders: Set<String> = []
        for file in files {
            var parts = file.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        // A file git still lists but that was deleted from the work tree leaves no folder behind.
        return folders.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: repositoryRoot.appendingPathComponent(path).path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// Every Swift source under `Tests/`, joined.
    static func testSources() throws -> String {
        let tests = repositoryRoot.appendingPathComponent("Tests")
        let walker = FileManager.default.enumerator(atPath: tests.path)
        var text = ""
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".swift") {
                text += try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
            }
        }
        return text
    }
}
