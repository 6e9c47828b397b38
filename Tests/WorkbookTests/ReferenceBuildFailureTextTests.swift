import Testing

@testable import WorkbookCommands

@Suite("A failed build of the reference solutions")
struct ReferenceBuildFailureTextTests {
    static let style = Style(colors: false, unicode: false, columns: 200)

    static func text(errors: [String] = [], log: String) -> String {
        referenceBuildFailureText(
            errors: errors, log: log, logPath: ".build/workbook/runs/reference-build.log",
            consequence: "so the students' edition cannot be made", style: style
        ).joined(separator: "\n")
    }

    @Test(
        "without a compiler error, names the build that stopped and why, never the student's code",
        arguments: [
            (
                "[12/40] Compiling Boxplot Fences.swift\nerror: compile command failed due to signal 9 (use -v to see invocation)",
                "killed (signal 9)"
            ),
            (
                "error: unable to attach DB: error: accessing build database \"build.db\": database is locked",
                "database is locked"
            ),
            ("Another instance of SwiftPM is already running using '.build/workbook/reference'", "same build folder"),
            ("[3/9] Emitting module Platform", "Nothing in the log blames the solutions"),
        ])
    func noCompilerError(log: String, cause: String) {
        let text = Self.text(log: log)
        #expect(!text.contains("Your code"), "\(text)")
        #expect(
            text.contains("The build of the reference solutions stopped without a compiler error, so the students'"),
            "\(text)")
        #expect(text.contains(cause) && text.contains("Run the command again"), "\(text)")
        #expect(text.contains("The whole build log: .build/workbook/runs/reference-build.log"), "\(text)")
        // SwiftPM's own error lines are passed on, once each.
        for line in log.split(separator: "\n") where line.hasPrefix("error:") {
            #expect(text.components(separatedBy: line).count == 2, "\(line) once in \(text)")
        }
    }

    @Test("with the compiler's errors, says the reference solutions do not compile and shows them")
    func compilerErrors() {
        let error = "Solutions/03-Boxplot/Fences.swift:4:5: error: cannot find 'iqr' in scope"
        let text = Self.text(errors: [error], log: error)
        #expect(!text.contains("Your code"), "\(text)")
        #expect(text.contains("The reference solutions do not compile, so the students' edition"), "\(text)")
        #expect(text.contains("    " + error) && text.contains("workbook verify"), "\(text)")
    }
}
