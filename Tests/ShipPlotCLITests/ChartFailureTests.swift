// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot
import Testing

@testable import ShipPlotCLI

/// A chart the tool could not draw or write exits with the code of where it failed.
@Suite struct ChartFailureTests {
    @Test(arguments: [
        (ChartError.Stage.size, ExitCode.usage, "--width, --height and --scale: the message"),
        (.resolve, .dataError, "the message"),
        (.layout, .failure, "the message"),
        (.view, .failure, "the message"),
        (.render, .failure, "the message"),
        (.output, .cannotCreate, "the message"),
    ])
    func eachStageHasItsExitCode(_ stage: ChartError.Stage, _ code: ExitCode, _ message: String) {
        let failure = CommandError.from(ChartError(stage: stage, message: "the message"))
        #expect(failure.exitCode == code)
        #expect(failure.message == message)
    }

    /// A view asked for a chart's plot frame said "layout", as a size refusal does, and was reported as a usage
    /// error naming --width, --height and --scale.
    @Test func aViewWithoutAChartDriverIsNotReportedAsASize() throws {
        let renderer = try ImageRenderer(content: Text("Ships")).chartRenderer()
        do {
            _ = try renderer.plotFrame()
            Issue.record("a view's renderer gave a plot frame")
        } catch {
            let failure = CommandError.from(error)
            #expect(failure.exitCode == .failure)
            #expect(failure.message == "a view has no chart driver of its own")
        }
    }
}
