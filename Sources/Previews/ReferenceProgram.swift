import Foundation
import Platform
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

    /// Seconds the reference may take: it draws the solutions' chart of the student's
    /// data, a few seconds at most even for a million rows.
    static let timeLimit: TimeInterval = 120

    /// The reference's parts of the chart that `request` asks for, drawn into `rect`, the
    /// plot rectangle of the student's chart.
    func expectedParts(for request: ChartRequest, in rect: CGRect) throws -> ExpectedParts {
        var request = request
        request.mode = .expected
        request.plotRect = rect
        request.options.svgPath = nil
        let run = try CapturedRun([path, "--request", try request.encodedArgument()], timeLimit: Self.timeLimit).run()
        guard run.succeeded else {
            let said = run.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
            throw ReferenceProgramFailure(
                message: run.timedOut ? "the reference program ran for more than \(Int(Self.timeLimit)) s" : said)
        }
        return try ExpectedParts(decoding: run.output)
    }
}

struct ReferenceProgramFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message.isEmpty ? "the reference program failed" : message }
}
