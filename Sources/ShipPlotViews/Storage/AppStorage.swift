// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// Storage a screen keeps across launches. An image is drawn once, at rest, as on the app's first launch: each
// property holds the default it is declared with, and nothing is read from or written to user defaults.

/// A value read from user defaults, as SwiftUI's `@AppStorage`: here it is the declared default (a first launch),
/// and setting it keeps the new value for as long as the view value lives, without saving it.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let box: StoredValue<Value>

    /// The value: the default until something sets it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for controls.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    private init(value: Value) { box = StoredValue(value) }
}

extension AppStorage {
    /// A Boolean stored under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(value: wrappedValue)
    }
    /// An integer stored under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(value: wrappedValue)
    }
    /// A number stored under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(value: wrappedValue)
    }
    /// A string stored under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(value: wrappedValue)
    }
    /// A URL stored under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(value: wrappedValue)
    }
    /// Data stored under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(value: wrappedValue)
    }
    /// A date stored under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(value: wrappedValue)
    }
    /// A value stored under `key` as its integer raw value, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(value: wrappedValue)
    }
    /// A value stored under `key` as its string raw value, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(value: wrappedValue)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean stored under `key`, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(value: nil) }
    /// An optional integer stored under `key`, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(value: nil) }
    /// An optional number stored under `key`, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(value: nil) }
    /// An optional string stored under `key`, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(value: nil) }
    /// An optional URL stored under `key`, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(value: nil) }
    /// Optional data stored under `key`, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(value: nil) }
    /// An optional date stored under `key`, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(value: nil) }
    /// An optional value stored under `key` as its integer raw value, nil until set.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(value: nil)
    }
    /// An optional value stored under `key` as its string raw value, nil until set.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(value: nil)
    }
}

/// A value a scene restores when it is recreated, as SwiftUI's `@SceneStorage`: here, as on a first launch, the
/// declared default; setting it keeps the new value for as long as the view value lives.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let box: StoredValue<Value>

    /// The value: the default until something sets it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for controls.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// A value restored under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) { box = StoredValue(wrappedValue) }

    /// An optional value restored under `key`, nil until set.
    public init(_ key: String) where Value: ExpressibleByNilLiteral { box = StoredValue(nil) }
}

nonisolated extension View {
    /// The user defaults `@AppStorage` properties inside read (nothing is read: each holds its default).
    public func defaultAppStorage(_ store: UserDefaults) -> ModifiedView { modified(.inert) }
}

/// The value a storage property holds, shared by copies of the view that declares it, as SwiftUI's storage is.
private final class StoredValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
