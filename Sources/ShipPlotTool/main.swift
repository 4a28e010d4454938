import Foundation
import ShipLog
import ShipPlotCLI

// Ctrl-C or `kill` while a file is being written removes its temporary file and exits with 130 or 143.
InterruptCleanup.installSignalHandlers()
exit(ShipPlotCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
