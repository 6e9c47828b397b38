import Course
import TestSupport
import Testing
import ToolTestSupport

@testable import WorkbookCommands

/// Every help page and every usage error, word for word, against a golden file: a change
/// to how subcommands are declared must leave what the user reads as it was.
///
/// The command lines are drawn, not picked: each subcommand with each option that any
/// help names or any subcommand takes, with no value, and with operands it does not want.
/// `WORKBOOK_RECORD=1 swift test --filter HelpSnapshotTests` writes the file anew, to be
/// read in the diff before it is committed.
@Suite("Every help page and usage error, as the user reads them")
struct HelpSnapshotTests {
    @Test("each subcommand's help, and the tool's")
    func helpPages() {
        let pages = ([nil] + Subcommand.allCases.map(Optional.some)).map { topic in
            "=== workbook help \(topic?.rawValue ?? "") ===\n" + Help.text(for: topic)
        }
        expectSnapshot(pages.joined(separator: "\n"), named: "help-pages")
    }

    @Test("each command line that is not right, and what it answers")
    func usageErrors() {
        let options = HelpAgreementTests.candidates.sorted() + ["--no-such-option"]
        var lines: [[String]] = [
            [], ["nosuch"], ["tset"], ["--nosuch"], ["--color", "sometimes"], ["help", "nosuch"], ["help", "a", "b"],
        ]
        for subcommand in Subcommand.allCases.map(\.rawValue) {
            lines.append([subcommand, "first", "second", "third"])
            lines.append([subcommand, "99"])
            lines += options.map { [subcommand, $0] }
        }
        let answers = lines.map { arguments in
            let answer: String
            do throws(UsageError) {
                _ = try parse(arguments)
                answer = "(parsed)"
            } catch {
                answer = Workbook.usageErrorLines(error, style: .transcript).joined(separator: "\n")
            }
            return "$ workbook \(arguments.joined(separator: " "))\n\(answer)"
        }
        expectSnapshot(answers.joined(separator: "\n"), named: "usage-errors")
    }
}
