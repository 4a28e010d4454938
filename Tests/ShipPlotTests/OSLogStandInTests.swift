// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import OSLog
import Testing

/// The OSLog stand-in: app models log as they do on Apple's platforms, and the messages are built as written.
@Suite struct OSLogStandInTests {
    @Test func messagesInterpolateEveryValueWithItsPrivacyAndFormat() {
        let logger = Logger(subsystem: "app.example", category: "Chart")
        let points = [1.5, 2.0]
        let message: OSLogMessage =
            "loaded \(points.count) points: \(points, privacy: .public), max \(2.0, format: .fixed(precision: 2)), flags \(255, format: .hex)"
        #expect(message.text == "loaded 2 points: [1.5, 2.0], max 2.00, flags ff")
        // Every level compiles as Apple declares it; the messages are dropped.
        logger.debug("debug \(points.count)")
        logger.info("info")
        logger.notice("notice")
        logger.warning("warning")
        logger.error("error \(String(describing: nil as Int?), privacy: .private)")
        logger.fault("fault")
        logger.critical("critical")
        logger.log(level: .error, "at a level")
        Logger().log("default \(logger.category)")
        os_log("format %d", log: OSLog(subsystem: "app", category: "x"), type: .info, 3)
        #expect(logger.subsystem == "app.example" && logger.category == "Chart")
    }
}
