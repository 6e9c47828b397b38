import Foundation
import Grading
import Testing

@Suite("Step times: the profile a grader keeps of each submission")
struct StepTimesTests {
    struct Failure: Error {}

    @Test("each step is listed in the order it ended, with its own time, a step that throws too")
    func stepsInOrder() throws {
        var times = StepTimes()
        let answer = times.time("quick") { 42 }
        times.time("slow") { Thread.sleep(forTimeInterval: 0.2) }
        #expect(throws: Failure.self) { try times.time("failing") { throw Failure() } }
        #expect(answer == 42)
        #expect(times.steps.map(\.name) == ["quick", "slow", "failing"])
        let slow = try #require(times.steps.first { $0.name == "slow" })
        #expect(slow.seconds >= 0.2 && slow.seconds < 5)
        #expect(times.steps[0].seconds < slow.seconds)
    }

    @Test("the log has a line a step: its name, a tab, and its seconds with two decimals")
    func text() {
        var times = StepTimes()
        times.time("building") { Thread.sleep(forTimeInterval: 0.05) }
        let fields = times.text.split(separator: "\n").map { $0.split(separator: "\t") }
        #expect(fields.count == 1)
        #expect(fields.first?.first == "building")
        #expect(fields.first?.last.map { $0.wholeMatch(of: /\d+\.\d\d/) != nil } == true)
    }
}
