import Foundation
import Testing

/// Checks that a worked example's expression gives the result its text promises: called by
/// the generated suites in Generated/, one call per result comment.
///
///     checkWorkedExample(
///         summary(of: [68, 47]), "(minimum: 47, average: 57.5, maximum: 68)",
///         at: "Chapters/01-LineGraph/Summary.swift:14", expression: "summary(of: [68, 47])")
///
/// A failure names the file and line, the example, and what the solution gives.
func checkWorkedExample<Value>(
    _ value: Value, _ result: String, at place: String, expression: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let shown = "\(place): the text says\n    \(expression)\n    // \(result)\n"
    let written: ExampleValue
    do {
        written = try ExampleValue.parse(result).value
    } catch {
        let advice = "Start the comment with the value, and put any prose after it."
        Issue.record(
            Comment(rawValue: "\(shown)and the result is not a value the check can read (\(error)). \(advice)"),
            sourceLocation: sourceLocation)
        return
    }
    let actual = ExampleValue(describing: value)
    if let problem = written.disagreement(with: actual) {
        Issue.record(
            Comment(rawValue: "\(shown)but the solution gives \(actual.text): \(problem)."),
            sourceLocation: sourceLocation)
    }
}
