// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

// `import SwiftUI` brings Foundation (`Date`, `Calendar`, `CGFloat`), Observation (`@Observable`), Combine
// (`ObservableObject`, `@Published`, `AnyCancellable`) and Security's keychain (`SecItemAdd`) with it;
// `import ShipPlot` does too, so app files compile with only their import changed.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
@_exported import Security
// The library's layers, under the one name apps import.
@_exported import ShipPlotCharts
@_exported import ShipPlotCore
@_exported import ShipPlotViews
