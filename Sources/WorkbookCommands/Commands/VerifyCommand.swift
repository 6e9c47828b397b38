import Contracts
import Course
import Foundation
import Grading
import Results
import Runner

/// `workbook verify`, the maintainers' gate, run by CI.
///
/// It builds in a folder of its own and checks, in three runs and one more per common
/// mistake and per hint that shows code, that the exercises teach what they claim to:
/// 1. on the solutions every exercise test and every test of the tool passes, the
///    worked examples of the texts among them (Tests/CourseTextTests);
/// 2. on the skeletons every exercise test fails with "Not implemented yet", and nothing
///    crashes;
/// 3. each mistake in Solutions/<chapter>/Mistakes/<name>/ fails a test whose message
///    says "Likely mistake: <name>", and that message is the first one `workbook test`
///    shows for the exercise whose file the mistake replaces;
/// 4. each hint followed literally, Solutions/<chapter>/Hints/<exercise>-<hint>/, passes
///    every test of its chapter.
///
/// The checks are ``VerifyChecks``'s (and the held-out inputs' ``HeldOutInputsCheck``);
/// the command prints each part's heading, each check, and the summary. It ends with the
/// line "N passed, N failed", counting one check per test and per mistake.
struct VerifyCommand {
    let workspace: Workspace
    let style: Style
    let output: Output
    /// `verify --skeletons`: the descriptions and the skeletons alone, their results recorded.
    var onlySkeletons = false

    func run() throws -> ExitCode {
        let report = VerifyReport(style: style, output: output)
        var tally = report.tally()
        var checks = VerifyChecks(workspace: workspace, unicode: style.unicode)
        checks.recordsSkeletonResults = onlySkeletons
        if workspace.edition == .students {
            try verifyStudentsEdition(checks, &tally)
        } else if onlySkeletons {
            output.line(
                style.bold("Verifying Chart Workbook's skeletons")
                    + ", and recording their results in \(WorkbookLayout.skeletonResults).")
            tally.timing("descriptions", checks.descriptions)
            try tally.timing("skeletons") { try skeletons(checks, &$0) }
        } else {
            try verifyEverything(checks, &tally)
        }
        return report.finish(tally)
    }

    /// The instructor's edition: the descriptions, the style, the solutions and the tool's
    /// tests, the held-out inputs, the skeletons and every common mistake.
    private func verifyEverything(_ checks: VerifyChecks, _ tally: inout VerifyTally) throws {
        let mistakes = checks.mistakes
        output.line(
            style.bold("Verifying Chart Workbook")
                + ": the solutions, the skeletons and \(mistakes.count) common mistakes.")
        output.line(
            style.paint("Builds go to \(WorkbookLayout.verifyBuild); the first build takes a few minutes.", .gray))
        output.line("")
        tally.timing("descriptions", checks.descriptions)
        try tally.timing("style") { tally in
            heading("Style", "swift format lint --strict, as .swift-format sets it")
            try checks.style(&tally)
        }
        tally.timing("worked examples", checks.workedExamples)
        try tally.timing("solutions and the tool's tests") { tally in
            installWorkflowChecker()
            heading(
                "Solutions",
                "\(ManifestSettings.Name.sources)=\(ManifestSettings.Sources.solutions.setting): every test passes")
            try checks.solutions(&tally)
        }
        try tally.timing("held-out inputs") { tally in
            let seed = HeldOutInputs.newSeed()
            heading("Held-out inputs", "the grader's: the solutions answer every one (seed \(seed))")
            try HeldOutInputsCheck(catalog: workspace.catalog).record(
                in: &tally, buildFolder: checks.buildFolder, seed: seed)
        }
        try tally.timing("skeletons") { try skeletons(checks, &$0) }
        output.line("")
        output.line(
            style.bold("Common mistakes") + style.paint("  each must fail a test whose message names it", .gray))
        try tally.timing("\(mistakes.count) mistakes") { tally in
            for (chapter, mistake) in mistakes {
                try checks.mistake(mistake, of: chapter, &tally)
            }
            for chapter in checks.chapters {
                checks.everyNamedMistakeHasCode(chapter, &tally)
            }
        }
        let hints = checks.hintVariants
        output.line("")
        output.line(
            style.bold("Hints followed literally")
                + style.paint("  each hint's code, written into the solution, passes every test", .gray))
        try tally.timing("\(hints.count) hints") { tally in
            for (chapter, hint) in hints {
                try checks.hint(hint, of: chapter, &tally)
            }
        }
    }

    /// Sets up `check-jsonschema` for the workflow tests when it is missing; a failure is
    /// said here, and the test that needs it fails with the same advice.
    private func installWorkflowChecker() {
        let checker = WorkflowChecker(root: workspace.root)
        guard checker.find() == nil else { return }
        workspace.progress.start("Installing check-jsonschema for the workflow tests (once a clone)")
        let problem = checker.install()
        workspace.progress.finish()
        if let problem {
            output.lines(wrapped(problem, width: style.columns, continuationIndent: 2).map { style.paint($0, .yellow) })
        }
    }

    /// What a students' copy can check without the solutions: the descriptions, and that
    /// every skeleton's tests fail as not implemented without a crash.
    private func verifyStudentsEdition(_ checks: VerifyChecks, _ tally: inout VerifyTally) throws {
        output.line(
            style.bold("Verifying Chart Workbook, the students' edition")
                + ": it has no solutions, so it checks the skeletons.")
        output.line(
            style.paint("The instructor's edition checks the solutions, the common mistakes and the tool.", .gray))
        output.line("")
        tally.timing("descriptions", checks.descriptions)
        try tally.timing("skeletons") { try skeletons(checks, &$0, sources: .editionSkeletons) }
    }

    private func skeletons(
        _ checks: VerifyChecks, _ tally: inout VerifyTally, sources: ManifestSettings.Sources = .skeletons
    ) throws {
        heading(
            "Skeletons",
            "\(ManifestSettings.Name.sources)=\(sources.setting): every test fails with \"\(NotImplementedMessage.words)\""
        )
        try checks.skeletons(&tally, sources: sources)
    }

    /// A part's heading, after a blank line: "Solutions  WORKBOOK_SOURCES=solutions: ...".
    private func heading(_ title: String, _ note: String) {
        output.line("")
        output.line(style.bold(title) + style.paint("  " + note, .gray))
    }
}

/// How verify looks: each check as it is made, then the time of each part, what failed,
/// and the last line, "N passed, N failed".
struct VerifyReport {
    let style: Style
    let output: Output

    /// A tally that prints each check with its first five details.
    func tally() -> VerifyTally {
        VerifyTally(unicode: style.unicode) { [style, output] check in
            output.line("  \(style.checkMark(passed: check.failed == 0)) \(check.summary)")
            for detail in check.details.prefix(5) { output.line(style.paint("      \(detail)", .red)) }
            if check.details.count > 5 { output.line(style.paint("      (and \(check.details.count - 5) more)", .red)) }
        }
    }

    /// The time of each part, then what failed, then the last line, "N passed, N failed".
    func finish(_ tally: VerifyTally) -> ExitCode {
        output.line("")
        let total = tally.partTimes.reduce(0) { $0 + $1.seconds }
        let parts = tally.partTimes.map { "\($0.part) \(Self.duration($0.seconds))" }.joined(separator: ", ")
        for line in tally.partTimes.isEmpty
            ? [] : wrapped("Took \(Self.duration(total)): \(parts).", width: style.columns, continuationIndent: 2)
        {
            output.line(style.paint(line, .gray))
        }
        output.line("")
        if !tally.failedChecks.isEmpty {
            output.line(style.bold("What failed"))
            for check in tally.failedChecks {
                output.line("  \(style.checkMark(passed: false)) " + String(check.prefix(500)))
            }
            output.line("")
        }
        output.line("\(tally.passed) passed, \(tally.failed) failed")
        return tally.failed == 0 ? .success : .failure
    }

    /// "48 s", "14 min 2 s".
    static func duration(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded())
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
    }
}
