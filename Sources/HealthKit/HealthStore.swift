// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Linux has no Health data: a stand-in of the package's own takes HealthKit's name there, so app models that import
// it compile unchanged. It answers as HealthKit does on a device without Health (an iPad before iPadOS 17, a Mac):
// Health data is not available, authorization fails with `errorHealthDataUnavailable`, and queries never deliver,
// so screens show the state the app draws for a device without Health.

/// The way into Health data, as HealthKit's `HKHealthStore` on a device without Health.
public final class HKHealthStore: Sendable {
    /// A store.
    public init() {}

    /// Whether this device has Health data: false.
    public static func isHealthDataAvailable() -> Bool { false }

    /// Asks to share and read the given types: `completion` is called at once with false and an
    /// `errorHealthDataUnavailable` error.
    public func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
        completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        completion(false, HKError(.errorHealthDataUnavailable))
    }

    /// Asks to share and read the given types: throws `errorHealthDataUnavailable`.
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>)
        async throws
    {
        throw HKError(.errorHealthDataUnavailable)
    }

    /// Whether the app may share `type`: `.notDetermined`, as before any request.
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    /// Runs `query`; without Health data it never delivers.
    public func execute(_ query: HKQuery) {}

    /// Stops `query`.
    public func stop(_ query: HKQuery) {}
}

/// Whether an app may share a type of Health data.
public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined, sharingDenied, sharingAuthorized
}

/// An error of HealthKit's.
public struct HKError: Error, Sendable, Equatable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case errorHealthDataUnavailable = 1
        case errorHealthDataRestricted = 2
        case errorInvalidArgument = 3
        case errorAuthorizationDenied = 4
        case errorAuthorizationNotDetermined = 5
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

// Unchecked: its one stored property is a constant; a class (not final) cannot say so to the compiler.
/// A type of Health data, as HealthKit's `HKObjectType`.
public class HKObjectType: Hashable, @unchecked Sendable {
    /// The type's identifier (`HKQuantityTypeIdentifierStepCount`, …).
    public let identifier: String

    init(identifier: String) { self.identifier = identifier }

    /// The quantity type `identifier` names.
    public static func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier)
    }

    /// The type of workouts.
    public static func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }

    public static func == (a: HKObjectType, b: HKObjectType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

// Unchecked: adds no stored property to HKObjectType.
/// A type of Health samples.
public class HKSampleType: HKObjectType, @unchecked Sendable {}

// Unchecked: adds no stored property to HKObjectType.
/// A type of measured samples (steps, heart rate, …).
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The quantity type `identifier` names.
    public init(_ identifier: HKQuantityTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

// Unchecked: adds no stored property to HKObjectType.
/// The type of workouts.
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// The name of a quantity type, as HealthKit's.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Steps taken.
    public static let stepCount = Self(rawValue: "HKQuantityTypeIdentifierStepCount")
    /// Distance walked or run.
    public static let distanceWalkingRunning = Self(rawValue: "HKQuantityTypeIdentifierDistanceWalkingRunning")
    /// Active energy burned.
    public static let activeEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierActiveEnergyBurned")
    /// Heart rate.
    public static let heartRate = Self(rawValue: "HKQuantityTypeIdentifierHeartRate")
    /// Body mass.
    public static let bodyMass = Self(rawValue: "HKQuantityTypeIdentifierBodyMass")
    /// Minutes of exercise.
    public static let appleExerciseTime = Self(rawValue: "HKQuantityTypeIdentifierAppleExerciseTime")
}

// Unchecked: holds nothing; subclasses are the app's.
/// A query of Health data; without Health data none delivers.
open class HKQuery: @unchecked Sendable {
    /// A query.
    public init() {}
}
