import Foundation
import ProbeProtocol
import Testing

@testable import Grading

@Suite("The recorded reference: the Classroom 50 bundle's answers, read back as written")
struct RecordedReferenceTests {
    @Test("an answer of nil (CGRect.null, an optional's nil) reads back as that answer, and no answer as none")
    func nullAnswer() throws {
        let calls = [
            RecordedReference.Call(exercise: "3.6", function: "daySlot", arguments: [], answer: .null, seconds: 0.001),
            RecordedReference.Call(exercise: "3.6", function: "daySlot", arguments: [], answer: nil, seconds: nil),
            RecordedReference.Call(
                exercise: "1.1", function: "valueRange", arguments: [], answer: .number(2), seconds: 0),
        ]
        let read = try JSONDecoder().decode(
            [RecordedReference.Call].self, from: JSONEncoder().encode(calls))
        #expect(read == calls, "\(read)")
        #expect(read[0].answer == .null && read[1].answer == nil)
    }
}
