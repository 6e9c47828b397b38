import Course
import Foundation

/// What to tell the instructor whose reference solutions did not build (`demo`,
/// `preview --compare`, `edition students`): the solutions are the workbook's own, so the
/// message never says "your code", which means the student's.
///
/// With the compiler's errors, the solutions do not compile. Without any, the build
/// stopped for a reason of its own, most often another build on the same machine, and
/// the text gives SwiftPM's own error lines, what the usual ones mean, and the log:
///
/// ```
///   The build of the reference solutions stopped without a compiler error, so the
///   students' edition cannot be made.
///   The compiler was killed (signal 9), most often by the system for want of memory
///   while other builds ran. Run the command again once the other builds have finished.
///   SwiftPM says:
///
///     error: compile command failed due to signal 9 (use -v to see invocation)
///
///   The whole build log: .build/workbook/runs/reference-build.log
/// ```
func referenceBuildFailureText(errors: [String], log: String, logPath: String, consequence: String, style: Style)
    -> [String]
{
    let indent = { (text: String) in wrapped("  " + text, width: style.columns, continuationIndent: 2) }
    var lines: [String]
    if errors.isEmpty {
        lines = indent("The build of the reference solutions stopped without a compiler error, \(consequence).")
            .map { style.paint($0, .red) }
        lines += indent(
            ReferenceBuildCause.of(log: log) + " Run the command again once the other builds have finished.")
        let said = ReferenceBuildCause.swiftPMErrors(in: log)
        if !said.isEmpty {
            lines += ["  SwiftPM says:", ""] + said.map { "    " + $0 } + [""]
        }
    } else {
        lines = indent("The reference solutions do not compile, \(consequence).").map { style.paint($0, .red) }
        lines += ["  The compiler says:", ""]
        for error in errors.prefix(5) {
            lines += error.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 } + [""]
        }
        if errors.count > 5 { lines.append("    (and \(errors.count - 5) more)") }
        lines += indent("They are the workbook's own files: `swift run workbook verify` checks them.")
    }
    lines.append("  The whole build log: \(logPath)")
    return lines
}

/// Why a build of the reference solutions, which verify proves compile, stopped without a
/// compiler error: read from what SwiftPM wrote in its log.
enum ReferenceBuildCause {
    /// A sentence on what the log shows.
    static func of(log: String) -> String {
        if log.contains("Another instance of SwiftPM") {
            return "Another SwiftPM process was using the same build folder at the same time."
        }
        if log.contains("database is locked") || log.contains("unable to attach DB") {
            return "Another build held SwiftPM's build database at the same time (\"database is locked\")."
        }
        if log.contains("signal 9") || log.contains("Killed") {
            return "The compiler was killed (signal 9), most often by the system for want of memory while other "
                + "builds ran."
        }
        return "Nothing in the log blames the solutions: most often another build on this machine was using the "
            + "same files, or the memory, at the same time."
    }

    /// SwiftPM's own error lines, such as "error: compile command failed due to signal 9",
    /// each once, at most five: the compiler's errors name a file and are not among them.
    static func swiftPMErrors(in log: String) -> [String] {
        var seen: Set<String> = []
        return log.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("error:") && seen.insert($0).inserted }.prefix(5).map { $0 }
    }
}
