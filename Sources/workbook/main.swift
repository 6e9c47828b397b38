import Foundation
import WorkbookCommands

exit(Workbook.main(Array(CommandLine.arguments.dropFirst())))
