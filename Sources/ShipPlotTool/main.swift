import Foundation
import ShipPlotCLI

exit(ShipPlotCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
