// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import HealthKit
import Testing

/// The HealthKit stand-in answers as HealthKit does on a device without Health: no data, authorization refused.
@Suite struct HealthKitStandInTests {
    @Test func healthDataIsUnavailableAndAuthorizationFails() async {
        #expect(!HKHealthStore.isHealthDataAvailable())
        let store = HKHealthStore()
        let steps = HKObjectType.quantityType(forIdentifier: .stepCount)!
        #expect(steps == HKQuantityType(.stepCount))
        #expect(store.authorizationStatus(for: steps) == .notDetermined)
        let answer = await withCheckedContinuation { continuation in
            store.requestAuthorization(toShare: [steps], read: [steps, HKObjectType.workoutType()]) { granted, error in
                continuation.resume(returning: (granted, (error as? HKError)?.code))
            }
        }
        #expect(answer.0 == false && answer.1 == .errorHealthDataUnavailable)
        await #expect(throws: HKError(.errorHealthDataUnavailable)) {
            try await store.requestAuthorization(toShare: [], read: [steps])
        }
    }
}
