// The preview program, built with the student's chapter code. The `workbook` tool
// builds and starts it; see Sources/Previews.
import Previews

PreviewProgram.main(arguments: Array(CommandLine.arguments.dropFirst()))
