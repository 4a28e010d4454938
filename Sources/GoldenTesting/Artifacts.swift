// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The environment variable naming the root for failure artifacts (expected, actual, diff, triptych).
public let goldenArtifactsEnvironmentVariable = "GOLDEN_ARTIFACTS"

/// Where a failing golden test writes its artifacts: `$GOLDEN_ARTIFACTS/<suite>/<case>/` when that variable is
/// set and non-empty (relative paths resolve against the current directory), else
/// `<package root>/.build/golden-failures/<suite>/<case>/`.
///
/// The package root is the nearest folder at or above `filePath` that contains `Package.swift`; pass `#filePath`
/// of the test (the default does that at the call site). Without one, the current directory stands in.
/// Nothing is created on disk.
public func artifactDirectory(
    suite: String,
    case caseName: String,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    filePath: String = #filePath
) -> URL {
    let root: URL
    if let custom = environment[goldenArtifactsEnvironmentVariable], !custom.isEmpty {
        root = URL(fileURLWithPath: custom, isDirectory: true)
    } else {
        let package =
            packageRoot(startingAt: filePath)
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        root =
            package
            .appendingPathComponent(".build", isDirectory: true)
            .appendingPathComponent("golden-failures", isDirectory: true)
    }
    return
        root
        .appendingPathComponent(suite, isDirectory: true)
        .appendingPathComponent(caseName, isDirectory: true)
}

/// The nearest folder at or above `path` (a file or a folder) that contains `Package.swift`, or `nil`.
public func packageRoot(startingAt path: String) -> URL? {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    var current = URL(fileURLWithPath: path).standardizedFileURL.path
    if !(fileManager.fileExists(atPath: current, isDirectory: &isDirectory) && isDirectory.boolValue) {
        current = (current as NSString).deletingLastPathComponent
    }
    // String paths, because URL("/").deletingLastPathComponent() yields "/.." and would never stop.
    while !current.isEmpty {
        if fileManager.fileExists(atPath: (current as NSString).appendingPathComponent("Package.swift")) {
            return URL(fileURLWithPath: current, isDirectory: true)
        }
        let parent = (current as NSString).deletingLastPathComponent
        if parent == current { return nil }
        current = parent
    }
    return nil
}
