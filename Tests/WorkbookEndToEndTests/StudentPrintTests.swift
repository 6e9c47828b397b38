import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// A student debugs with `print`: `workbook test` shows what their code printed under the
/// failing test it explains, that case's output alone, and nothing for a test that passes.
@Suite("What the student's code printed is shown under a failing test", .serialized)
struct StudentPrintTests {
    /// 1.1 prints and fails (the top one too high); 1.2 prints and passes; 1.3 prints 300
    /// lines a call and fails; 1.6 prints, then crashes.
    static let sources = [
        "ValueRange.swift": #"""
        import Foundation
        public func valueRange(of values: [Double]) -> ClosedRange<Double> {
            let measured = values.filter { !$0.isNaN }
            guard let lowest = measured.min(), let highest = measured.max() else { return 0...1 }
            print("valueRange: lowest \(lowest), highest \(highest)\u{1B}[2J")
            return lowest...(highest + 1)
        }
        """#,
        "XPosition.swift": #"""
        import Foundation
        public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
            print("xPosition passes quietly")
            guard count > 1 else { return rect.midX }
            return rect.minX + rect.width * CGFloat(index) / CGFloat(count - 1)
        }
        """#,
        "YPosition.swift": #"""
        import Foundation
        public func yPosition(for value: Double, minimum: Double, maximum: Double, in rect: CGRect) -> CGFloat {
            for line in 1...300 { print("yPosition line \(line) of 300") }
            guard maximum != minimum else { return rect.midY }
            return rect.minY + rect.height * CGFloat((value - minimum) / (maximum - minimum))
        }
        """#,
        "GridLines.swift": #"""
        import Foundation
        public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
            print("gridLineValues: \(count) lines")
            let step = (maximum - minimum) / Double(max(count - 1, 1))
            return (count...0).map { maximum - step * Double($0) }
        }
        """#,
    ]

    /// The prefix each exercise's own lines start with.
    static let prefixes = ["1.1": "valueRange: ", "1.2": "xPosition ", "1.3": "yPosition ", "1.6": "gridLineValues: "]

    @Test(
        "`workbook test` shows a failing test's output, as the student's, and a passing test's not at all",
        .timeLimit(.minutes(40)))
    func shown() throws {
        let copy = try WorkbookCopy()
        defer { copy.remove() }
        let workspace = copy.workspace()
        let chapter = try #require(workspace.catalog.chapter(named: "1"))
        for exercise in chapter.exercises { try copy.solve(exercise.file, in: chapter) }
        for (file, source) in Self.sources { try copy.write("Chapters/\(chapter.folder)/\(file)", source) }

        // One run of the whole chapter, one test after another, a crash in the middle: each
        // test's output is its own, whichever test ran before it.
        guard
            case .tested(let exercises, _) = try ChapterResults(workspace: workspace).test(chapter, task: "Testing")
        else {
            Issue.record("chapter 1 did not build")
            return
        }
        for exercise in exercises {
            guard let prefix = Self.prefixes[exercise.id] else { continue }
            let printed = exercise.tests.compactMap(\.printed)
            #expect(!printed.isEmpty, "\(exercise.id)'s tests printed")
            for output in printed {
                let lines = output.text.split(separator: "\n")
                #expect(
                    lines.allSatisfy { $0.hasPrefix(prefix) }, "\(exercise.id)'s own lines alone: \(lines.prefix(5))")
            }
        }

        let failing = try transcript(of: "1.1", in: chapter, workspace: workspace)
        let heading = try #require(failing.range(of: "\n  Your code printed:\n"), "the heading:\n\(failing)")
        let block = failing[heading.upperBound...]
        // The explained case is the first dataset, the mean temperature, which gives 4.1...21.5.
        #expect(
            block.hasPrefix(#"    │ valueRange: lowest 4.1, highest 21.5\u{1B}[2J"#),
            "the explained case's line, marked, its escape written out:\n\(failing)")
        #expect(!block.contains("highest 88.0"), "not another case's line:\n\(failing)")
        #expect(!failing.contains("\u{1B}"), "no escape reaches the terminal")

        let passing = try transcript(of: "1.2", in: chapter, workspace: workspace)
        #expect(passing.contains("passed"), "\(passing)")
        #expect(!passing.contains("Your code printed") && !passing.contains("xPosition"), "quiet:\n\(passing)")

        let many = try transcript(of: "1.3", in: chapter, workspace: workspace)
        let rows = many.split(separator: "\n").filter { $0.hasPrefix("    │ yPosition line ") }
        #expect(rows.count == ResultText.printedRows, "a screenful:\n\(many)")
        #expect(rows.first == "    │ yPosition line 1 of 300")
        #expect(
            many.contains("more lines and ") && many.contains(" more bytes not shown)"),
            "what was left out is counted:\n\(many)")

        let crash = try transcript(of: "1.6", in: chapter, workspace: workspace)
        #expect(crash.contains("crashed"), "\(crash)")
        #expect(
            crash.contains("\n  Your code printed:\n    │ gridLineValues: "),
            "what it printed before it crashed is not lost with it:\n\(crash)")
    }

    private func transcript(of exercise: String, in chapter: Chapter, workspace: Workspace) throws -> String {
        let transcript = Transcript()
        _ = try TestCommand(
            workspace: workspace, style: .transcript, selection: .exercise(exercise, of: chapter),
            output: transcript.output
        ).run()
        return transcript.contents
    }
}
