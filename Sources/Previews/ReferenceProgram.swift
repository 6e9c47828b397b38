import Foundation
import PreviewProtocol

/// The preview program built from the reference solutions, asked for the parts of its
/// chart that `--compare` checks.
///
/// ```
/// let parts = try ReferenceProgram(path: request.referenceProgram!).expectedParts(for: request, in: rect)
/// parts["line"]?.points   // where the reference solutions put each point
/// ```
///
/// It runs as a program of its own because a module of the solutions cannot be built
/// beside the student's chapter module from the same files; the tool builds it once, in
/// `.build/workbook/reference`, for the demo and for `--compare`.
struct ReferenceProgram {
    let path: String

    /// The reference's parts of the chart that `request` asks for, drawn into `rect`, the
    /// plot rectangle of the student's chart.
    func expectedParts(for request: ChartRequest, in rect: CGRect) throws -> ExpectedParts {
        var request = request
        request.mode = .expected
        request.plotRect = rect
        request.options.svgPath = nil
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--request", try request.encodedArgument()]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ReferenceProgramFailure(message: said.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return try ExpectedParts(decoding: data)
    }
}

struct ReferenceProgramFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message.isEmpty ? "the reference program failed" : message }
}
