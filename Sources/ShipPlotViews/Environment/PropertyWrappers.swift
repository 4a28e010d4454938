// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Combine
import Foundation
import Observation
import ShipPlotCore

// What a SwiftUI view file declares around its body. An image is drawn once, at rest: each wrapper holds the
// value the view starts with, and nothing observes changes.

/// Reads a value from the environment, as SwiftUI's `@Environment`: `@Environment(\.colorScheme) var scheme`
/// reads the colour scheme where the view is placed (`.dark` under `.preferredColorScheme(.dark)`), and
/// `@Environment(Profile.self) var profile` an `@Observable` object an ancestor set with `.environment(_:)`.
/// Read outside its view's body, it gives the default environment.
@propertyWrapper
public struct Environment<Value>: EnvironmentReading {
    /// The environment of the view's place, given before its body is built.
    private var installed: EnvironmentValues?
    private let read: (EnvironmentValues) -> Value?
    private let requiredType: String?

    /// The environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requiredType = nil
    }

    /// The `@Observable` object of type `objectType` an ancestor set with `.environment(_:)`. A view that reads
    /// one no ancestor set is left out of the image, with a diagnostic naming the type (SwiftUI stops the app).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.objects[Value.self] }
        requiredType = "\(Value.self)"
    }

    /// The `@Observable` object of type `objectType` an ancestor set with `.environment(_:)`, or nil.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
        read = { .some($0.objects[T.self]) }
        requiredType = nil
    }

    /// The current value.
    public var wrappedValue: Value {
        guard let value = read(installed ?? EnvironmentValues()) else {
            fatalError("No \(requiredType ?? "\(Value.self)") in the environment: set one with .environment(_:)")
        }
        return value
    }

    package mutating func install(_ values: EnvironmentValues) { installed = values }

    package func missingObject(in values: EnvironmentValues) -> String? {
        guard let requiredType, read(values) == nil else { return nil }
        return requiredType
    }
}

/// Bindings to the properties of an observed object, as `$model.property` gives them.
@dynamicMemberLookup
public struct ObservedObjectWrapper<ObjectType: AnyObject> {
    package let object: ObjectType

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        let object = object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    package init(object: ObjectType) {
        self.object = object
    }
}

/// An observable object a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue` (the older spelling).
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: wrappedValue) }
}

/// An observable object a view owns, as SwiftUI's `@StateObject`: made once, when the view is.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    /// The object.
    public let wrappedValue: ObjectType
    /// Owns the object `thunk` makes.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { wrappedValue = thunk() }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: wrappedValue) }
}

/// An observable object from an ancestor's `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`: the
/// nearest ancestor's object of this type. A view that reads one no ancestor set is left out of the image, with a
/// diagnostic naming the type (SwiftUI stops the app); read outside its view's body, it stops the program.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: EnvironmentReading {
    /// The environment of the view's place, given before its body is built.
    private var installed: EnvironmentValues?

    /// Reads the object of this type.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = installed?.objects[ObjectType.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: set one with .environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: wrappedValue) }

    package mutating func install(_ values: EnvironmentValues) { installed = values }

    package func missingObject(in values: EnvironmentValues) -> String? {
        values.objects[ObjectType.self] == nil ? "\(ObjectType.self)" : nil
    }
}

nonisolated extension View {
    /// Makes `object` what `@EnvironmentObject` properties of its type read in this view and everything in it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedView {
        modified(.environment(EnvironmentChange(values: EnvironmentValuesChange { $0.objects[T.self] = object })))
    }

    /// Puts an `@Observable` object in the environment of this view and everything in it, for
    /// `@Environment(T.self)` to read; nil takes an object of this type out.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedView {
        modified(.environment(EnvironmentChange(values: EnvironmentValuesChange { $0.objects[T.self] = object })))
    }
}

/// An animation, as SwiftUI's: charts are drawn at rest, so a binding's animation changes nothing.
extension Binding {
    /// This binding, animating changes made through it (nothing animates in an image).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

/// Palette styles on symbols, as SwiftUI's `foregroundStyle(_:_:)`: each layer of a symbol in its own style.
nonisolated extension View {
    /// Draws symbol layers in `primary` and `secondary`, as SF Symbols' palette rendering does: a symbol in a
    /// circle (`heart.circle.fill`) draws its glyph in `primary` and the circle in `secondary`. Text and shapes
    /// draw in `primary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedView {
        var change = EnvironmentChange(foreground: Paint(primary))
        change.palette = [Paint(secondary)]
        return modified(.environment(change))
    }

    /// Draws symbol layers in three styles, as SF Symbols' palette rendering does; the symbols drawn here have at
    /// most two layers, so `tertiary` is kept for the third layer but none draws in it.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ModifiedView {
        var change = EnvironmentChange(foreground: Paint(primary))
        change.palette = [Paint(secondary), Paint(tertiary)]
        return modified(.environment(change))
    }
}

/// A dimension that scales with the Dynamic Type size, as SwiftUI's `@ScaledMetric`. ShipPlot draws text at the
/// default size, `.large`, where SwiftUI leaves the value unscaled: it reads as written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    /// The value at the current Dynamic Type size (the default, `.large`: as written).
    public let wrappedValue: Value

    /// A metric scaling like body text from `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// A metric scaling like `textStyle` from `wrappedValue`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
