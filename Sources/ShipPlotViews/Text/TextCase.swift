// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

extension Text {
    /// A case text can be shown in, as SwiftUI's `Text.Case`.
    public enum Case: Sendable, Hashable, CaseIterable {
        /// Every letter upper case.
        case uppercase
        /// Every letter lower case.
        case lowercase

        /// `string` in this case, by the rules of `locale`.
        package func applied(to string: String, locale: Locale?) -> String {
            switch self {
            case .uppercase: string.uppercased(with: locale)
            case .lowercase: string.lowercased(with: locale)
            }
        }
    }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The case text inside is shown in; nil (the default) shows it as written. Grouped lists set `.uppercase`
    /// for their section headers, as iOS does.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows text inside in `textCase` (nil: as written, which undoes a list header's upper case), as SwiftUI
    /// does.
    public func textCase(_ textCase: Text.Case?) -> ModifiedView { environment(\.textCase, textCase) }
}
