// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Apple's UserDefaults inherits key-value coding from NSObject, and apps read and write their defaults through it;
// Foundation on Linux has no key-value coding.
extension UserDefaults {
    /// The object stored for `key`, as key-value coding reads a defaults object: `object(forKey:)`.
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Stores `value` for `key` (nil removes it), as key-value coding writes a defaults object: `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
