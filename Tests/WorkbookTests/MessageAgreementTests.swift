import Runner
import TestSupport
import Testing

@testable import ExerciseSupport
@testable import Results
@testable import WorkbookCommands

/// The tests write messages with TestSupport and ExerciseSupport; the tool reads them back
/// from the event stream. These checks keep the two sides agreeing on the words.
@Suite("Messages the tool recognises")
struct MessageAgreementTests {
    @Test("a todo's message is recognised as not implemented")
    func notImplemented() {
        let todo = NotImplemented(
            task: "scale the value", fileID: "LineGraph/YPosition.swift", filePath: "/x", line: 43, column: 5)
        #expect(TestIssue(comment: todo.message).isNotImplemented, "\(todo.message)")
        #expect(!TestIssue(comment: "yPosition(...)\n  expected: 200").isNotImplemented, "a failed check is not a todo")
    }

    @Test(
        "a common mistake's diagnosis is recognised as naming it, whatever the case of the folder name",
        arguments: ["checking the fraction for NaN", "unflipped y axis"])
    func namesMistake(name: String) {
        let mistake = CommonMistake(name, wouldGive: 0.0, because: "Why.")
        let issue = TestIssue(comment: "call\n  expected: 1\n  got:      0\n" + mistake.diagnosis)
        #expect(issue.names(mistake: name))
        #expect(issue.names(mistake: name.lowercased()), "folder names are lowercase")
        #expect(!issue.names(mistake: "dividing by count"), "another mistake is not named")
    }
}
