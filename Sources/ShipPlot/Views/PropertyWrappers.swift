import Foundation

// What a SwiftUI view file declares around its body. An image is drawn once, at rest: each wrapper holds the
// value the view starts with, and nothing observes changes.

/// Reads a value from the environment, as SwiftUI's `@Environment`: `@Environment(\.colorScheme) var scheme`.
/// An image's views read the default environment (light, the renderer's locale and calendar).
@propertyWrapper
public struct Environment<Value> {
    private let read: () -> Value

    /// The environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { EnvironmentValues()[keyPath: keyPath] }
    }

    /// The current value.
    public var wrappedValue: Value { read() }
}

/// A class whose changes views observe, as Combine's `ObservableObject` (Linux has no Combine). An image is
/// drawn once, so nothing is published.
public protocol ObservableObject: AnyObject {}

/// A property of an ``ObservableObject`` that views observe, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    /// The current value.
    public var wrappedValue: Value

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// The property itself (Combine's publisher; here nothing is published).
    public var projectedValue: Published<Value> { self }
}

/// Bindings to the properties of an observed object, as `$model.property` gives them.
@dynamicMemberLookup
public struct ObservedObjectWrapper<ObjectType: AnyObject> {
    let object: ObjectType

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        let object = object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
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

/// An observable object from an ancestor's `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`. Views
/// here are built before they are placed, so the object is found by its type among those set with
/// `.environmentObject(_:)` anywhere in the process; reading one never set stops the program with the type's
/// name, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// Reads the object of this type.
    public init() {}
    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentObjects.shared.object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: set one with .environmentObject(_:)")
        }
        return object
    }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: wrappedValue) }
}

/// The objects `.environmentObject(_:)` set, by type.
final class EnvironmentObjects: @unchecked Sendable {
    static let shared = EnvironmentObjects()
    private let lock = NSLock()
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    func set<T: AnyObject>(_ object: T) { lock.withLock { objects[ObjectIdentifier(T.self)] = object } }
    func object<T: AnyObject>(of type: T.Type) -> T? { lock.withLock { objects[ObjectIdentifier(T.self)] as? T } }
}

extension View {
    /// Makes `object` what `@EnvironmentObject` properties of its type read.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedView {
        EnvironmentObjects.shared.set(object)
        return modified(.inert)
    }

    /// Puts an `@Observable` object in the environment (views here read objects through their initialisers).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedView { modified(.inert) }
}

/// An animation, as SwiftUI's: charts are drawn at rest, so a binding's animation changes nothing.
extension Binding {
    /// This binding, animating changes made through it (nothing animates in an image).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

/// Palette styles on images and symbols, as SwiftUI's `foregroundStyle(_:_:)`: the first layer's style is used.
extension View {
    /// Draws symbol layers in `primary` and `secondary`; ShipPlot's symbols draw in `primary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedView {
        foregroundStyle(primary)
    }

    /// Draws symbol layers in three styles; ShipPlot's symbols draw in `primary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ModifiedView {
        foregroundStyle(primary)
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
