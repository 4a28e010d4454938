// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One value of a `Contents.json`, with the key path that reached it, so a problem names the exact place
/// (`colors[1].color.components.red`).
struct ContentsJSON {
    let value: Any?
    let keyPath: String

    /// The largest `Contents.json` read; Xcode writes a few kilobytes.
    static let maximumBytes = 1 << 20

    /// The top-level object of the `Contents.json` in `folder`; `nil` when the folder has none.
    static func read(in folder: URL, path: String) -> Result<ContentsJSON?, AssetProblem> {
        let file = folder.appendingPathComponent("Contents.json")
        let filePath = path + "/Contents.json"
        let data: Data
        switch BoundedFile.read(file, limit: maximumBytes) {
        case .success(let bytes): data = bytes
        case .failure(.missing): return .success(nil)
        case .failure(let error): return .failure(AssetProblem(path: filePath, reason: "\(error)"))
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            return .failure(AssetProblem(path: filePath, reason: "is not valid JSON (\(reason(error)))"))
        }
        guard object is [String: Any] else {
            return .failure(AssetProblem(path: filePath, reason: "is not a JSON object at the top level"))
        }
        return .success(ContentsJSON(value: object, keyPath: ""))
    }

    /// Foundation's JSON error, without its error-domain preamble.
    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String
        return detail ?? nsError.localizedDescription
    }

    /// The member `key` of this object (absent when this is not an object or has no such member).
    subscript(key: String) -> ContentsJSON {
        ContentsJSON(value: (value as? [String: Any])?[key], keyPath: keyPath.isEmpty ? key : keyPath + "." + key)
    }

    var isPresent: Bool { value != nil && !(value is NSNull) }

    /// The elements of this array; absent is empty, another kind is a problem.
    func array() throws(ContentsError) -> [ContentsJSON] {
        guard isPresent else { return [] }
        guard let items = value as? [Any] else { throw ContentsError("\"\(keyPath)\" is not an array") }
        return items.enumerated().map { ContentsJSON(value: $1, keyPath: "\(keyPath)[\($0)]") }
    }

    /// This value as a string; `nil` when absent, a problem when it is another kind.
    func string() throws(ContentsError) -> String? {
        guard isPresent else { return nil }
        if let text = value as? String { return text }
        throw ContentsError("\"\(keyPath)\" is not a string")
    }

    /// This value as a Boolean (`true`, `false`, or Xcode's occasional `"true"`); `nil` when absent.
    func bool() throws(ContentsError) -> Bool? {
        guard isPresent else { return nil }
        if let text = value as? String, text == "true" || text == "false" { return text == "true" }
        if let flag = value as? Bool { return flag }
        throw ContentsError("\"\(keyPath)\" is not true or false")
    }
}

/// A problem inside one `Contents.json`, before it is tied to the file's path.
struct ContentsError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
