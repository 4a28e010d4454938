// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCLI
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The repository's root, from this file's place in it.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The text of a file of the repository.
private func repositoryText(_ relative: String) throws -> String {
    try String(contentsOf: repository.appendingPathComponent(relative), encoding: .utf8)
}

/// One version names a release everywhere a user meets one (docs/releasing.md).
@Suite struct VersionTests {
    let version = ShipPlotCommandLine.version

    @Test func theVersionIsSemantic() {
        #expect(version.wholeMatch(of: #/(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)/#) != nil, "\(version)")
    }

    @Test func theToolPrintsIt() async throws {
        let binary = try #require(Shipplot.path, "needs the built shipplot")
        let run = try await runToEnd(binary, ["--version"])
        #expect(run.status == 0 && run.stdoutText == "shipplot \(version)\n", "\(run.stdoutText)")
    }

    @Test func theReadmeAndDocCAskForIt() throws {
        for file in ["README.md", "Sources/ShipPlot/ShipPlot.docc/GettingStarted.md"] {
            let text = try repositoryText(file)
            let asked = text.matches(of: #/\.package\(url: "[^"]+", from: "([^"]+)"\)/#).map { String($0.output.1) }
            #expect(asked == [version], "\(file) asks for \(asked)")
        }
        let debs = try repositoryText("README.md").matches(of: #/shipplot_([0-9][^_ ]*)-1_amd64\.deb/#)
        #expect(!debs.isEmpty && debs.allSatisfy { $0.output.1 == version })
    }

    @Test func theChangelogsNewestReleaseIsIt() throws {
        let releases = try repositoryText("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(releases.first == "## Unreleased", "an Unreleased section heads the changelog")
        let newest = try #require(releases.dropFirst().first)
        #expect(
            newest.wholeMatch(of: #/## ([0-9.]+) - \d{4}-\d{2}-\d{2}/#)?.output.1 == Substring(version), "\(newest)")
    }

    /// A tagged commit is the release its tag names (`v` and the version).
    @Test func aTagOnThisCommitNamesIt() async throws {
        let run = try await runToEnd(
            "/usr/bin/git", ["-C", repository.path, "tag", "--points-at", "HEAD", "--list", "v[0-9]*"])
        try #require(run.status == 0, "a git checkout")
        for tag in run.stdoutText.split(separator: "\n") {
            #expect(tag == "v\(version)", "HEAD is tagged \(tag), but the version is \(version)")
        }
    }
}

/// The Debian package says the version and the licence (`Scripts/package deb` around the built shipplot).
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-shlibdeps"),
        "Scripts/bootstrap --tests installs dpkg-dev"))
struct DebianPackageTests {
    @Test func theDebCarriesTheVersionAndTheApacheLicence() async throws {
        let binary = try #require(Shipplot.path, "needs the built shipplot")
        let box = try Sandbox()
        try FileManager.default.createDirectory(atPath: box.path("tmp"), withIntermediateDirectories: true)
        let script = repository.appendingPathComponent("Scripts/package").path
        let built = try await runToEnd(
            "/bin/bash", [script, "deb", "--binary", binary, "--output", box.path("deb")],
            environment: ProcessInfo.processInfo.environment.merging(["TMPDIR": box.path("tmp")]) { $1 })
        #expect(built.status == 0, "\(built.stderrText)")
        let debs = try FileManager.default.contentsOfDirectory(atPath: box.path("deb"))
        #expect(debs.count == 1 && debs[0].hasPrefix("shipplot_\(ShipPlotCommandLine.version)-1_"), "\(debs)")
        let deb = box.path("deb/" + (try #require(debs.first)))
        let field = try await runToEnd("/usr/bin/dpkg-deb", ["--field", deb, "Version"])
        #expect(field.stdoutText == "\(ShipPlotCommandLine.version)-1\n")
        let copyright = try await runToEnd(
            "/bin/sh",
            ["-c", "dpkg-deb --fsys-tarfile \"$1\" | tar -xOf - ./usr/share/doc/shipplot/copyright", "-", deb])
        let text = copyright.stdoutText
        #expect(
            text.contains("\nFiles: *\nCopyright: ") && text.contains(" the ShipPlot authors\nLicense: Apache-2.0\n"))
        #expect(text.contains("\nLicense: Apache-2.0\n Licensed under the Apache License, Version 2.0"))
        #expect(text.contains("\"/usr/share/common-licenses/Apache-2.0\""))
        #expect(!text.contains("unstated"))
    }
}

/// docs/release-notes.md's commands, run as CI runs them, with the built shipplot and a stand-in `gh` that
/// records what it was asked and checks the files it is handed.
@Suite struct ReleaseNotesFlowTests {
    /// The shell block the page marks as the flow.
    func flow() throws -> String {
        let page = try repositoryText("docs/release-notes.md")
        let marker = try #require(page.range(of: "<!-- release-notes-flow"))
        let rest = page[marker.upperBound...]
        let open = try #require(rest.range(of: "```sh\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```\n"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    static let gh = """
        #!/bin/bash
        # A stand-in for GitHub's CLI: checks and records `release upload` and `release edit`.
        set -euo pipefail
        here="$(dirname "$0")/.."
        echo "gh $*" >>"$here/gh.log"
        [ "$1 $2" = "release upload" ] || [ "$1 $2" = "release edit" ] || { echo "gh: not stubbed: $*" >&2; exit 1; }
        [ "$3" = "$TAG" ] || { echo "gh: wrong tag $3" >&2; exit 1; }
        [ -n "$GH_TOKEN" ] || { echo "gh: no GH_TOKEN" >&2; exit 4; }
        mkdir -p "$here/uploaded"
        if [ "$2" = upload ]; then
            for f in "${@:4}"; do
                [ "$f" = --clobber ] && continue
                head -c 8 "$f" | grep -aq PNG || { echo "gh: $f is not a PNG" >&2; exit 1; }
                cp "$f" "$here/uploaded/"
            done
        else
            [ "$4" = --notes-file ] && cp "$5" "$here/body.md"
        fi
        """

    @Test func chartsAreUploadedAndTheBodyShowsThemByTheirURLs() async throws {
        let binary = try #require(Shipplot.path, "needs the built shipplot")
        let box = try Sandbox()
        try FileManager.default.createDirectory(atPath: box.path("bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: box.path("bin/shipplot"), withDestinationPath: binary)
        try box.write(Self.gh, to: "bin/gh")
        #expect(chmod(box.path("bin/gh"), 0o755) == 0)
        let environment = [
            "PATH": box.path("bin") + ":/usr/bin:/bin", "HOME": box.path("."), "TZ": "UTC", "LANG": "C.UTF-8",
            "TAG": "v2.3.0", "GITHUB_REPOSITORY": "example/app", "GH_TOKEN": "stand-in",
        ]
        let sample = try await runToEnd(
            binary, ["sample", "-o", box.path("ship-log.json"), "--days", "60"], environment: environment)
        try #require(sample.status == 0, "\(sample.stderrText)")
        let run = try await runToEnd(
            "/bin/bash", ["-euo", "pipefail", "-c", try flow()], environment: environment,
            in: URL(fileURLWithPath: box.path(".")))
        #expect(run.status == 0, "\(run.stderrText)")

        let calls = try String(contentsOfFile: box.path("gh.log"), encoding: .utf8).split(separator: "\n")
        #expect(calls.count == 2 && calls.last == "gh release edit v2.3.0 --notes-file notes/release-body.md")
        let uploaded = try FileManager.default.contentsOfDirectory(atPath: box.path("uploaded")).sorted()
        #expect(uploaded.count == 8 && uploaded.contains("trend.png") && uploaded.contains("trend-dark.png"))
        let body = try String(contentsOfFile: box.path("body.md"), encoding: .utf8)
        #expect(body.hasPrefix("# Release prep for v2.3.0"))
        let base = "https://github.com/example/app/releases/download/v2.3.0/"
        let images = body.matches(of: #/!\[[^\]]*\]\(([^)]*)\)/#).map { String($0.output.1) }
        #expect(images.count == 4, "\(images)")
        for image in images {
            #expect(image.hasPrefix(base) && uploaded.contains(String(image.dropFirst(base.count))), "\(image)")
        }
    }

    /// The workflow the page shows runs the same commands.
    @Test func theWorkflowRunsTheFlowsCommands() throws {
        let page = try repositoryText("docs/release-notes.md")
        let open = try #require(page.range(of: "```yaml\n"))
        let close = try #require(page[open.upperBound...].range(of: "```\n"))
        let yaml = page[open.upperBound..<close.lowerBound]
        let runLines = Set(yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for line in try flow().split(separator: "\n") where !line.hasPrefix("#") {
            #expect(runLines.contains(String(line)), "the workflow lacks: \(line)")
        }
    }
}
