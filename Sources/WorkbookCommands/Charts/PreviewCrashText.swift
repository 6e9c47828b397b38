import Foundation
import Runner

/// What to tell a student whose code crashed while the preview drew: which of their
/// functions was running, Swift's reason in words, and their own file and line, from the
/// preview program's error output (its own words, then Swift's backtrace, which a
/// student never sees).
///
/// ```
/// previewCrashText(errorOutput: said, packageDirectory: root, chapter: 1)
/// // ["The preview stopped while your linePoints(for:in:) was running.",
/// //  "Swift stopped your code: an index out of range.",
/// //  "  at Chapters/01-LineGraph/LinePoints.swift:34:23",
/// //  "An array was read at a position it does not have: ...",
/// //  "`swift run workbook test 1` shows the input that makes it crash."]
/// ```
func previewCrashText(errorOutput: String, packageDirectory: URL, chapter: Int) -> [String] {
    let running = errorOutput.split(whereSeparator: \.isNewline).first {
        $0.hasPrefix("The preview stopped while your")
    }
    let crash = CrashReport(output: errorOutput, packageDirectory: packageDirectory)
    return [running.map(String.init) ?? "Your code crashed while the preview drew the chart."]
        + CrashExplanation.lines(for: crash)
        + ["`swift run workbook test \(chapter)` shows the input that makes it crash."]
}
