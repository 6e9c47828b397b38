import Contracts
import Testing

/// Each marker's reader reads what its writer wrote, and nothing else. The writers and
/// readers are declared side by side in Contracts; the test processes and the tool use
/// only those (MessageAgreementTests goes through TestSupport and ExerciseSupport).
@Suite("The markers between a test process and the tool")
struct MarkerTests {
    @Test("a todo's message is read as one; a failed check's is not")
    func notImplemented() {
        let message = NotImplementedMessage.text(task: "spread the points", at: "LineGraph/XPosition.swift", line: 12)
        #expect(message == "Not implemented yet: spread the points (LineGraph/XPosition.swift:12)")
        #expect(NotImplementedMessage.isMessage(message))
        #expect(
            !NotImplementedMessage.isMessage("xPosition(...)\n  expected: 0\nNot implemented yet: x"),
            "only a message that starts so")
    }

    @Test("a mistake's name is read back up to its full stop, in any case")
    func likelyMistake() {
        let message =
            "yPosition(for: 4.1, ...)\n  expected: 200\n  got:      0\n"
            + LikelyMistakeMessage.text(name: "unflipped y axis", explanation: "Measure up. Then across.")
        #expect(LikelyMistakeMessage.namesAMistake(message))
        #expect(LikelyMistakeMessage.names("Unflipped Y axis", in: message))
        #expect(!LikelyMistakeMessage.names("dividing by count", in: message))
        #expect(LikelyMistakeMessage.firstName(in: message) == "unflipped y axis")
        #expect(LikelyMistakeMessage.firstName(in: "expected: 1\n  got: 0") == nil)
        #expect(
            message.split(separator: "\n").map { LikelyMistakeMessage.startsLine("  " + $0) } == [
                false, false, false, true,
            ])
    }

    @Test(
        "an announced test and call are read back; other output is not",
        arguments: [
            AnnouncementLine.test("LineGraphTests.LinePointsTests/workedExamples(_:)"),
            .call("xPosition(index: 0, count: 2, in: .zero)", expected: "0"),
            .call("linePoints(for: [], in: .zero)", expected: nil),
        ])
    func announcement(line: AnnouncementLine) {
        #expect(line.text.hasSuffix("\n") && line.text.filter { $0 == "\n" }.count == 1)
        #expect(AnnouncementLine(line: line.text.dropLast()) == line)
    }

    @Test("other output is no announcement")
    func notAnnouncement() {
        #expect(AnnouncementLine(line: "Fatal error: Index out of range") == nil)
        #expect(AnnouncementLine(line: "WORKBOOK-CALL") == nil, "a call line names its call")
    }

    @Test(
        "an exercise suite's display name is read back as its ID and title",
        arguments: [
            ("1.3", "Vertical position"), ("12.10", "A title with 2.4 in it"),
        ])
    func suiteName(id: String, title: String) throws {
        let name = try #require(SuiteName.exercise(in: SuiteName.text(id: id, title: title)))
        #expect(name.id == id && name.title == title)
    }
}
