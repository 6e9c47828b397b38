import Contracts
import Course
import Foundation
import Renderer
import Results
import Runner

/// The text that shows a student their results: a line per exercise, and the explanation
/// of a test's problem.
struct ResultText {
    let style: Style
    let workspace: Workspace

    /// The width text is wrapped to: the terminal's.
    private var width: Int { style.columns }

    /// "  ✘ 1.3 Vertical position          2 of 5 tests fail"
    ///
    /// - Parameter nameColumns: How wide the number and title are padded, so that the
    ///   states of exercises listed together line up: ``nameColumns(for:)`` of them all.
    func line(for exercise: ExerciseReport, nameColumns: Int = 34) -> String {
        let name = Self.name(of: exercise).padded(toColumns: nameColumns)
        let count = exercise.tests.count
        let detail: String
        switch exercise.status {
        case .passed:
            detail = style.paint("passed", .green) + style.paint("  \(count) test\(count == 1 ? "" : "s")", .gray)
        case .failing: detail = style.paint("\(exercise.failingCount) of \(count) tests fail", .red)
        case .notStarted: detail = style.paint("not started", .gray)
        case .crashed:
            let crashed = exercise.tests.filter { $0.outcome == .didNotFinish }.count
            let ranOn = exercise.tests.filter { $0.outcome == .timedOut }.count
            // Tests with a wrong result are counted too: the crash is not the only problem.
            let failed = exercise.tests.filter { $0.outcome == .failed }.count
            let kinds = [
                (crashed, "crash", "crashes"), (ranOn, "never ends", "never end"),
                (failed, "other failure", "other failures"),
            ]
            .filter { $0.0 > 0 }
            .map { count, one, many in "\(count) \(count == 1 ? one : many)" }
            detail = style.paint(
                "\(exercise.failingCount) of \(count) tests fail: " + kinds.joined(separator: ", "), .red)
        case .notRun: detail = style.paint("not run", .gray)
        }
        return "  \(style.symbol(for: exercise.status)) \(name) \(detail)"
    }

    /// "1.3 Vertical position"
    private static func name(of exercise: ExerciseReport) -> String {
        "\(exercise.id) \(exercise.title)"
    }

    /// The width that fits the longest number and title of `exercises`.
    static func nameColumns(for exercises: [ExerciseReport]) -> Int {
        exercises.map { name(of: $0).terminalColumnCount }.max() ?? 0
    }

    /// "5 of 9 exercises pass"
    func tally(of exercises: [ExerciseReport]) -> String {
        let passed = exercises.filter { $0.status == .passed }.count
        return "\(passed) of \(exercises.count) exercise\(exercises.count == 1 ? "" : "s") pass"
    }

    /// The exercise a student should turn to next: the first that does not pass.
    static func next(in exercises: [ExerciseReport]) -> ExerciseReport? {
        exercises.first { $0.status != .passed }
    }

    /// Why an exercise may fail through no fault of its own: the exercises it uses that
    /// fail, to be mended first.
    ///
    ///     1.4 uses your code from 1.2 Horizontal position, which fails 3 of 5 tests:
    ///       fix 1.2 first, in Chapters/01-LineGraph/XPosition.swift
    ///       (swift run workbook test 1.2).
    func dependencyWarning(exercise id: String, uses failing: [ExerciseReport], in chapter: Chapter) -> [String] {
        failing.flatMap { used -> [String] in
            let place = chapter.skeletonPath(of: used.id).map { ", in \($0)" } ?? ""
            let text =
                "\(id) uses your code from \(used.id) \(used.title), which \(used.stateInWords): fix \(used.id) first\(place) "
                + "(swift run workbook test \(used.id))."
            return wrapped("  " + text, width: width, continuationIndent: 2).map { style.paint($0, .yellow) }
        }
    }

    /// The compiler's warnings about the student's files, which often name a bug exactly:
    ///
    ///       The compiler has a warning about your code. ...
    ///
    ///         Chapters/03-Boxplot/Fences.swift:12:5: warning: result of call to 'sorted()' is unused
    ///           12 |     values.sorted()
    ///              |     ^
    /// The word on a chapter's public names beyond the exercises', which grading gives no
    /// points for (see `PublicDeclarations`).
    func publicNamesWarning(_ names: [String], in chapter: Chapter) -> [String] {
        guard !names.isEmpty else { return [] }
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        return wrapped(
            "  \(WorkbookLayout.skeletonFolder(of: chapter)) declares public names or symbols the exercises do not have: \(shown). "
                + "Your tests run as usual, but `workbook grade` gives the chapter no points while they are public, "
                + "since the tests could call them in place of their own. Remove `public` (or `package`) from them, and any `@_cdecl` or `@_silgen_name`.",
            width: width, continuationIndent: 2
        ).map { style.paint($0, .yellow) }
    }

    func warningText(_ warnings: [String]) -> [String] {
        guard !warnings.isEmpty else { return [] }
        let one = warnings.count == 1
        var lines = wrapped(
            "  The compiler has \(one ? "a warning" : "\(warnings.count) warnings") about your code. "
                + "\(one ? "A warning does" : "Warnings do") not stop it from running, but often \(one ? "points" : "point") straight at a bug:",
            width: width, continuationIndent: 2
        ).map { style.paint($0, .yellow) }
        for warning in warnings.prefix(5) {
            lines.append("")
            lines += warning.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        if warnings.count > 5 { lines += ["", "    (and \(warnings.count - 5) more)"] }
        return lines
    }

    /// What is wrong with `exercise`, told through its first problem, and what the student's
    /// code printed during that test: in the case told, for a test with arguments.
    func explanation(of exercise: ExerciseReport) -> [String] {
        guard let result = exercise.firstProblem else { return [] }
        let told = problem(of: result, in: exercise)
        let arguments =
            result.outcome.isUnfinished ? result.issues.compactMap(\.arguments).last : result.shownIssue?.arguments
        return told.isEmpty ? [] : told + printedText(result.printed?.ofCase(arguments))
    }

    /// The most rows of the terminal that what a test printed takes: a screenful, with the
    /// results above it.
    static let printedRows = 20

    /// What the student's code printed during a test, marked as theirs, a screenful at
    /// most: every character a terminal would act on written out (``StudentText``), tabs
    /// set as the terminal sets them, long lines wrapped.
    ///
    ///       Your code printed:
    ///         │ lowest 43.0
    ///         │ highest 88.0
    ///         (12 more lines not shown)
    func printedText(_ printed: PrintedOutput?) -> [String] {
        guard let printed, !printed.text.isEmpty || printed.bytesCut > 0 else { return [] }
        // "\r\n" is one Character: a line break too, not a return to write out.
        var lines = printed.text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        let gutter = "    " + style.paint(style.unicode ? "│" : "|", .gray) + " "
        let rowWidth = max(20, width - 6)
        var shown = ["", "  Your code printed:"]
        var linesShown = 0
        rows: for line in lines {
            let safe = Self.expandingTabs(StudentText.escaped(String(line), keepingLines: true))
            for row in Self.rows(of: safe, width: rowWidth) {
                guard shown.count - 2 < Self.printedRows else { break rows }
                shown.append(gutter + row)
            }
            linesShown += 1
        }
        var rest: [String] = []
        let hidden = lines.count - linesShown
        if hidden > 0 { rest.append("\(hidden) more line\(hidden == 1 ? "" : "s")") }
        if printed.bytesCut > 0 { rest.append("\(printed.bytesCut) more bytes") }
        if !rest.isEmpty { shown.append(style.paint("    (" + rest.joined(separator: " and ") + " not shown)", .gray)) }
        return shown
    }

    /// `line` with each tab replaced by the spaces up to the next multiple of 8 columns,
    /// as a terminal shows it: the gutter in front would move a tab's stop.
    static func expandingTabs(_ line: String) -> String {
        guard line.contains("\t") else { return line }
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = 8 - column % 8
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += character.terminalColumnCount
            }
        }
        return result
    }

    /// `line` in pieces at most `width` columns wide; an empty line is one empty row.
    static func rows(of line: String, width: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        var used = 0
        for character in line {
            let columns = character.terminalColumnCount
            if used + columns > width, !row.isEmpty {
                rows.append(row)
                (row, used) = ("", 0)
            }
            row.append(character)
            used += columns
        }
        return rows + [row]
    }

    /// What is wrong with the test `result` of `exercise`.
    private func problem(of result: TestResult, in exercise: ExerciseReport) -> [String] {
        let heading = style.bold("\(exercise.id) \(exercise.title)")
        let testName = "\"\(result.test.title)\""
        if result.outcome.isUnfinished {
            return unfinishedExplanation(of: result, in: exercise, heading: heading, testName: testName)
        }
        if exercise.status == .notStarted, let todo = result.issues.first(where: \.isNotImplemented) {
            return notStartedExplanation(heading: heading, todo: todo)
        }
        guard let issue = result.shownIssue else {
            return []
        }
        if issue.isNotImplemented {
            return [
                "\(heading) \(style.separator) \(testName)", "",
                "  This test reaches a function that is not written yet:",
            ] + wrapped("  " + workspace.readablePaths(in: issue.comment), width: width, continuationIndent: 2)
                + ["", "  Finish that exercise first, then come back to this one."]
        }
        var lines = ["\(heading) \(style.separator) \(testName)", ""]
        for line in issue.explanation.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapped("  " + line, width: width, continuationIndent: 2).map(colored)
        }
        if let file = issue.fileID, let line = issue.line {
            lines.append("")
            lines += wrapped("  Checked at \(workspace.path(forFileID: file)):\(line).", width: width).map {
                style.paint($0, .gray)
            }
        }
        let others = exercise.tests.filter { $0.outcome == .failed }.count - 1
        if others > 0 {
            lines += wrapped(
                "  \(others) more test\(others == 1 ? "" : "s") of this exercise fail\(others == 1 ? "s" : ""); this one is a good place to start.",
                width: width, continuationIndent: 2
            ).map { style.paint($0, .gray) }
        }
        return lines
    }

    private func notStartedExplanation(heading: String, todo: TestIssue) -> [String] {
        var lines =
            ["Next up: \(heading)", ""]
            + wrapped("  " + workspace.readablePaths(in: todo.comment), width: width, continuationIndent: 2)
        if let fileID = todo.fileID {
            lines.append("")
            let place = workspace.path(forFileID: fileID) + (todo.line.map { " at line \($0)" } ?? "")
            lines += wrapped(
                "  Open \(place), read the comment above the function, and replace the todo(...) with your code.",
                width: width, continuationIndent: 0
            )
            .map { $0.replacingOccurrences(of: place, with: style.bold(place)) }
        }
        return lines
    }

    /// The file of exercise `id` from the chapters' folder, "03-Boxplot/PriceLevel.swift".
    private func exerciseFile(of id: String) -> String? {
        for chapter in workspace.catalog.chapters {
            if let exercise = chapter.exercise(id) { return "\(chapter.folder)/\(exercise.file)" }
        }
        return nil
    }

    private func unfinishedExplanation(
        of result: TestResult, in exercise: ExerciseReport, heading: String, testName: String
    ) -> [String] {
        let hung = result.outcome == .timedOut
        var lines = [
            "\(heading) \(style.separator) \(testName) " + style.paint(hung ? "ran on without end" : "crashed", .red),
            "",
        ]
        // The call that was running, as Swift source, with the answer on its own line.
        if let call = result.issues.compactMap(\.call).last {
            lines += wrapped("  " + call.call, width: width, continuationIndent: 4)
            if let expected = call.expected { lines.append(style.paint("    expected: \(expected)", .green)) }
        } else if let input = result.issues.compactMap(\.arguments).last {
            lines.append(style.paint("  with the input \(input)", .gray))
        }
        lines.append("")
        if hung {
            let howLong = result.issues.last?.summary ?? "ran on without finishing"
            lines += [
                "  The test \(howLong), so the workbook stopped it.",
                "  Look for a loop whose condition never turns false, such as a while loop whose",
                "  counter never changes. The rest of this exercise's tests were left out.",
            ]
        } else {
            let crash = result.issues.compactMap(\.crash).last
            for line in CrashExplanation.lines(for: crash, exerciseFile: exerciseFile(of: exercise.id)) {
                let pieces = wrapped("  " + line, width: width, continuationIndent: 2)
                lines += line.hasPrefix("Swift stopped") ? pieces.map { style.paint($0, .red) } : pieces
            }
            lines.append(style.paint("  The other tests ran without this one.", .gray))
        }
        // The crash is told first, but the student should know it is not all.
        let failed = exercise.tests.filter { $0.outcome == .failed }.count
        if failed > 0 {
            let more = failed == 1 ? "1 more test of this exercise fails" : "\(failed) more tests of this exercise fail"
            lines += wrapped(
                "  \(more) as well. Once this one \(hung ? "ends" : "no longer crashes"), "
                    + "swift run workbook test \(exercise.id) explains \(failed == 1 ? "it" : "them").",
                width: width, continuationIndent: 2
            ).map { style.paint($0, .yellow) }
        }
        return lines
    }

    /// Colours the parts of a failure message that the eye looks for first.
    private func colored(_ line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("expected:") { return style.paint(line, .green) }
        if trimmed.hasPrefix("got:") { return style.paint(line, .red) }
        if LikelyMistakeMessage.startsLine(trimmed) { return style.paint(line, .yellow) }
        return line
    }
}
