// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlotCLI

// A closed stdout must not become the next file opened.
CommandIO.reserveStandardDescriptors()
// Ctrl-C, `kill`, a hang-up or a closed pipe while a file is being written removes its temporary file and exits
// with 128 + the signal (130 for SIGINT, 143 for SIGTERM).
InterruptCleanup.installSignalHandlers()
exit(ShipPlotCommandLine.main(rawArguments: CommandLine.rawArguments()))
