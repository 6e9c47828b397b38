/// Short name for the fixtures in the tests that read them.
typealias Fixture = EventStreamFixtures

/// Event streams as `swift test --event-stream-output-path F --event-stream-version 0`
/// writes them (Swift 6.3), hand-trimmed: the fields the workbook does not read
/// (`instant`, `_filePath`, `_backtrace`, `_testCases`, ...) are left out.
enum EventStreamFixtures {
    static let suiteID = "LibTests.DoublingTests"
    static let passingID = "LibTests.DoublingTests/two()/T.swift:6:4"
    static let failingID = "LibTests.DoublingTests/bad(x:)/T.swift:7:4"
    static let skippedID = "LibTests.DoublingTests/skipped()/T.swift:8:4"
    static let knownIssueID = "LibTests.DoublingTests/known()/T.swift:9:4"
    static let todoID = "LibTests.DoublingTests/recorded()/T.swift:10:4"

    /// A run that ended: one suite, "1.1 Doubling", with a test that passes, a
    /// parameterized test that fails twice with the comment "expected zero", a disabled
    /// test, a test with only a known issue, and a test that records a todo's issue.
    static let finishedRun = #"""
        {"kind":"test","payload":{"displayName":"1.1 Doubling","id":"LibTests.DoublingTests","kind":"suite","name":"DoublingTests","sourceLocation":{"column":2,"fileID":"LibTests\/T.swift","line":4}},"version":0}
        {"kind":"test","payload":{"displayName":"doubles two","id":"LibTests.DoublingTests\/two()\/T.swift:6:4","kind":"function","name":"two()","sourceLocation":{"column":4,"fileID":"LibTests\/T.swift","line":6}},"version":0}
        {"kind":"test","payload":{"displayName":"fails with comment","id":"LibTests.DoublingTests\/bad(x:)\/T.swift:7:4","isParameterized":true,"kind":"function","name":"bad(x:)","sourceLocation":{"column":4,"fileID":"LibTests\/T.swift","line":7}},"version":0}
        {"kind":"test","payload":{"id":"LibTests.DoublingTests\/skipped()\/T.swift:8:4","kind":"function","name":"skipped()","sourceLocation":{"column":4,"fileID":"LibTests\/T.swift","line":8}},"version":0}
        {"kind":"test","payload":{"id":"LibTests.DoublingTests\/known()\/T.swift:9:4","kind":"function","name":"known()","sourceLocation":{"column":4,"fileID":"LibTests\/T.swift","line":9}},"version":0}
        {"kind":"test","payload":{"id":"LibTests.DoublingTests\/recorded()\/T.swift:10:4","kind":"function","name":"recorded()","sourceLocation":{"column":4,"fileID":"LibTests\/T.swift","line":10}},"version":0}
        {"kind":"event","payload":{"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."},{"symbol":"details","text":"Testing Library Version: 6.3.1 (937120cbc281cf2)"}]},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Suite \"1.1 Doubling\" started."}],"testID":"LibTests.DoublingTests"},"version":0}
        {"kind":"event","payload":{"_comments":["not today"],"kind":"testSkipped","messages":[{"symbol":"skip","text":"Test skipped() skipped: \"not today\""}],"testID":"LibTests.DoublingTests\/skipped()\/T.swift:8:4"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test known() started."}],"testID":"LibTests.DoublingTests\/known()\/T.swift:9:4"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test recorded() started."}],"testID":"LibTests.DoublingTests\/recorded()\/T.swift:10:4"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"doubles two\" started."}],"testID":"LibTests.DoublingTests\/two()\/T.swift:6:4"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"fails with comment\" started."}],"testID":"LibTests.DoublingTests\/bad(x:)\/T.swift:7:4"},"version":0}
        {"kind":"event","payload":{"_comments":["Not implemented yet: do it (Lib\/Lib.swift:3)"],"issue":{"isKnown":false,"sourceLocation":{"column":39,"fileID":"LibTests\/T.swift","line":10}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"Not implemented yet: do it (Lib\/Lib.swift:3)"}],"testID":"LibTests.DoublingTests\/recorded()\/T.swift:10:4"},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"1"},"kind":"testCaseStarted","messages":[],"testID":"LibTests.DoublingTests\/bad(x:)\/T.swift:7:4"},"version":0}
        {"kind":"event","payload":{"_comments":[],"issue":{"isKnown":true,"sourceLocation":{"column":41,"fileID":"LibTests\/T.swift","line":9}},"kind":"issueRecorded","messages":[{"symbol":"passWithKnownIssue","text":"Expectation failed: Bool(false)"}],"testID":"LibTests.DoublingTests\/known()\/T.swift:9:4"},"version":0}
        {"kind":"event","payload":{"_comments":["expected zero"],"_testCase":{"displayName":"1"},"issue":{"isKnown":false,"sourceLocation":{"column":69,"fileID":"LibTests\/T.swift","line":7}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (f(x) → 2) == 0"},{"symbol":"details","text":"expected zero"}],"testID":"LibTests.DoublingTests\/bad(x:)\/T.swift:7:4"},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"1"},"kind":"testCaseEnded","messages":[],"testID":"LibTests.DoublingTests\/bad(x:)\/T.swift:7:4"},"version":0}
        {"kind":"event","payload":{"_comments":["expected zero"],"_testCase":{"displayName":"2"},"issue":{"isKnown":false,"sourceLocation":{"column":69,"fileID":"LibTests\/T.swift","line":7}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (f(x) → 4) == 0"},{"symbol":"details","text":"expected zero"}],"testID":"LibTests.DoublingTests\/bad(x:)\/T.swift:7:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Test recorded() failed after 0.001 seconds with 1 issue."}],"testID":"LibTests.DoublingTests\/recorded()\/T.swift:10:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"doubles two\" passed after 0.001 seconds."}],"testID":"LibTests.DoublingTests\/two()\/T.swift:6:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"passWithKnownIssue","text":"Test known() passed after 0.001 seconds with 1 known issue."}],"testID":"LibTests.DoublingTests\/known()\/T.swift:9:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"fails with comment\" with 2 test cases failed after 0.001 seconds with 2 issues."}],"testID":"LibTests.DoublingTests\/bad(x:)\/T.swift:7:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Suite \"1.1 Doubling\" failed after 0.002 seconds with 4 issues (including 1 known issue)."}],"testID":"LibTests.DoublingTests"},"version":0}
        {"kind":"event","payload":{"kind":"runEnded","messages":[{"symbol":"fail","text":"Test run with 5 tests in 1 suite failed after 0.002 seconds with 4 issues (including 1 known issue)."}]},"version":0}
        """#

    static let skeletonSuiteID = "LibTests.VerticalTests"
    static let skeletonTestID = "LibTests.VerticalTests/top()/V.swift:5:4"

    /// A run on a skeleton: the exercise's only test reaches a `todo`, whose issue the
    /// `Exercise` trait records with the comment "Not implemented yet: ...".
    static let skeletonRun = #"""
        {"kind":"test","payload":{"displayName":"1.3 Vertical position","id":"LibTests.VerticalTests","kind":"suite","name":"VerticalTests","sourceLocation":{"column":2,"fileID":"LibTests\/V.swift","line":3}},"version":0}
        {"kind":"test","payload":{"displayName":"puts the maximum at the top","id":"LibTests.VerticalTests\/top()\/V.swift:5:4","kind":"function","name":"top()","sourceLocation":{"column":4,"fileID":"LibTests\/V.swift","line":5}},"version":0}
        {"kind":"event","payload":{"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."}]},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"LibTests.VerticalTests"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"LibTests.VerticalTests\/top()\/V.swift:5:4"},"version":0}
        {"kind":"event","payload":{"_comments":["Not implemented yet: measure up from rect.maxY (Lib\/YPosition.swift:12)"],"issue":{"isKnown":false,"sourceLocation":{"column":5,"fileID":"Lib\/YPosition.swift","line":12}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"Not implemented yet: measure up from rect.maxY (Lib\/YPosition.swift:12)"}],"testID":"LibTests.VerticalTests\/top()\/V.swift:5:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"LibTests.VerticalTests\/top()\/V.swift:5:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"LibTests.VerticalTests"},"version":0}
        {"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}
        """#

    static let crashSuiteID = "LibTests.CrashTests"
    static let crashingID = "LibTests.CrashTests/crash()/T.swift:6:4"
    static let afterCrashID = "LibTests.CrashTests/after()/T.swift:7:4"

    /// A run whose process died: "indexes past the end" started and never ended, the
    /// other test never started, there is no `runEnded`, and the last line was cut short.
    static let crashedRun = #"""
        {"kind":"test","payload":{"displayName":"1.2 Crashing","id":"LibTests.CrashTests","kind":"suite","name":"CrashTests","sourceLocation":{"column":2,"fileID":"LibTests\/T.swift","line":4}},"version":0}
        {"kind":"test","payload":{"displayName":"indexes past the end","id":"LibTests.CrashTests\/crash()\/T.swift:6:4","kind":"function","name":"crash()","sourceLocation":{"column":4,"fileID":"LibTests\/T.swift","line":6}},"version":0}
        {"kind":"test","payload":{"displayName":"runs after the crash","id":"LibTests.CrashTests\/after()\/T.swift:7:4","kind":"function","name":"after()","sourceLocation":{"column":4,"fileID":"LibTests\/T.swift","line":7}},"version":0}
        {"kind":"event","payload":{"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."}]},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Suite \"1.2 Crashing\" started."}],"testID":"LibTests.CrashTests"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"indexes past the end\" started."}],"testID":"LibTests.CrashTests\/crash()\/T.swift:6:4"},"version":0}
        {"kind":"event","payload":{"kind":"testSta
        """#

    /// The run after the crash, with the crashing test skipped: the stream no longer
    /// lists it, and the other test passes.
    static let rerunAfterCrash = #"""
        {"kind":"test","payload":{"displayName":"1.2 Crashing","id":"LibTests.CrashTests","kind":"suite","name":"CrashTests","sourceLocation":{"column":2,"fileID":"LibTests\/T.swift","line":4}},"version":0}
        {"kind":"test","payload":{"displayName":"runs after the crash","id":"LibTests.CrashTests\/after()\/T.swift:7:4","kind":"function","name":"after()","sourceLocation":{"column":4,"fileID":"LibTests\/T.swift","line":7}},"version":0}
        {"kind":"event","payload":{"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."}]},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"LibTests.CrashTests"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"LibTests.CrashTests\/after()\/T.swift:7:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"runs after the crash\" passed after 0.001 seconds."}],"testID":"LibTests.CrashTests\/after()\/T.swift:7:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"LibTests.CrashTests"},"version":0}
        {"kind":"event","payload":{"kind":"runEnded","messages":[{"symbol":"pass","text":"Test run with 1 test in 1 suite passed after 0.001 seconds."}]},"version":0}
        """#

    /// The fixtures by name, for test arguments that read well in the console.
    enum Run: String, CaseIterable, Sendable {
        case finished, skeleton, crashed, rerunAfterCrash

        var stream: String {
            switch self {
            case .finished: EventStreamFixtures.finishedRun
            case .skeleton: EventStreamFixtures.skeletonRun
            case .crashed: EventStreamFixtures.crashedRun
            case .rerunAfterCrash: EventStreamFixtures.rerunAfterCrash
            }
        }
    }
}
