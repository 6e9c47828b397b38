import Foundation

/// What one `swift test` run did to each test, read from its event stream.
///
/// ```
/// let report = TestRunReport(eventStream: try String(contentsOf: streamFile, encoding: .utf8))
/// report.outcome(of: "LineGraphTests.XPositionTests/firstPoint(rect:count:)")   // .failed
/// report.finished   // false when the process died before the run ended
/// ```
public struct TestRunReport: Sendable, Codable, Equatable {
    /// Every test function and suite the run knew about, in the order the stream listed them.
    public var tests: [TestDescription]
    /// The outcome of each test that started, by test ID.
    public var outcomes: [String: TestOutcome]
    /// The problems recorded, by test ID, in the order they were recorded.
    public var issues: [String: [TestIssue]]
    /// Whether the run reached its end. When it did not, the process crashed or was stopped,
    /// and the tests that started but did not end are the likely cause.
    public var finished: Bool
    /// For a parameterized test that did not finish, the arguments of the case that was
    /// running: the input that crashed or ran on.
    public var interruptedArguments: [String: String] = [:]
    /// The compiler's warnings about the student's own files in the build before the run,
    /// each with its line of code (see ``BuildErrors/warnings(from:packageDirectory:in:)``).
    public var warnings: [String] = []
    /// What each test's code wrote to standard output, by test ID, where the run took it
    /// (``SwiftTestInvocation/capturesPrints``) and the test printed anything.
    public var printed: [String: PrintedOutput] = [:]
    /// Each test's cases, by their arguments ("" for a test without), in the order they
    /// started: what names the cases of ``printed``.
    public var casesStarted: [String: [String]] = [:]

    public init(
        tests: [TestDescription] = [], outcomes: [String: TestOutcome] = [:],
        issues: [String: [TestIssue]] = [:], finished: Bool = false
    ) {
        self.tests = tests
        self.outcomes = outcomes
        self.issues = issues
        self.finished = finished
    }

    /// Reads an event stream written with `--event-stream-version 0`.
    ///
    /// - Complexity: O(*n*) in the number of lines.
    public init(eventStream: String) {
        self.init()
        var ended: Set<String> = []
        var started: [String] = []
        var runningCases: [String: [String]] = [:]
        for record in EventStreamRecord.records(in: eventStream) {
            switch record {
            case .test(let test):
                tests.append(TestDescription(record: test))
            case .event(let event):
                guard let id = event.testID else {
                    if event.kind == "runEnded" { finished = true }
                    continue
                }
                switch event.kind {
                case "testStarted":
                    started.append(id)
                case "testEnded":
                    ended.insert(id)
                case "testSkipped":
                    outcomes[id] = .skipped
                case "testCaseStarted":
                    runningCases[id, default: []].append(event.testCase?.displayName ?? "")
                    casesStarted[id, default: []].append(event.testCase?.displayName ?? "")
                case "testCaseEnded":
                    if let index = runningCases[id]?.firstIndex(of: event.testCase?.displayName ?? "") {
                        runningCases[id]?.remove(at: index)
                    }
                case "issueRecorded" where event.issue?.isKnown != true:
                    issues[id, default: []].append(TestIssue(event: event))
                default:
                    break
                }
            case .other:
                break
            }
        }
        for id in started where outcomes[id] == nil {
            if !ended.contains(id) {
                outcomes[id] = .didNotFinish
                interruptedArguments[id] = runningCases[id]?.last.flatMap { $0.isEmpty ? nil : $0 }
            } else {
                outcomes[id] = issues[id, default: []].isEmpty ? .passed : .failed
            }
        }
        sortIssuesByArguments()
    }

    /// Orders each parameterized test's issues as its arguments are ordered, so the same
    /// code always shows the same first problem, whatever order the cases ran in.
    private mutating func sortIssuesByArguments() {
        for test in tests {
            guard let order = test.caseOrder, let testIssues = issues[test.id], testIssues.count > 1 else {
                continue
            }
            let rank = { (issue: TestIssue) in issue.arguments.flatMap(order.firstIndex(of:)) ?? order.count }
            issues[test.id] = testIssues.enumerated()
                .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
                .map(\.element)
        }
    }

    /// Reads what each test printed from the announcements of the same run, and names its
    /// cases by their arguments.
    ///
    /// The cases are named in the order they started, which is the order they printed in
    /// a run whose tests take turns (``SwiftTestInvocation/parallel`` false, as the tool
    /// runs them when it takes their output); where the counts differ, they stay unnamed.
    ///
    /// - Parameter runningCase: What the case that was running when the process crashed or
    ///   was stopped had printed, which it never passed on: the last case announced.
    public mutating func attachPrinted(from announcements: String, runningCase: PrintedOutput.Case? = nil) {
        printed = PrintedOutput.byTest(in: announcements, runningCase: runningCase)
        for (id, output) in printed {
            guard let started = casesStarted[id], started.count == output.cases.count, started.count > 1 else {
                continue
            }
            for index in started.indices {
                printed[id]?.cases[index].arguments = started[index]
            }
        }
    }

    /// What happened to test `id`; `.notRun` for a test that never started.
    public func outcome(of id: String) -> TestOutcome {
        outcomes[id] ?? .notRun
    }

    /// The test functions (not suites) that started and did not end.
    public var unfinishedFunctions: [TestDescription] {
        tests.filter { !$0.isSuite && outcome(of: $0.id).isUnfinished }
    }

    /// Forgets the outcome of the tests that did not finish, so that a later run can tell
    /// which of them really crashed.
    public mutating func forgetUnfinished() {
        for (id, outcome) in outcomes where outcome.isUnfinished {
            outcomes[id] = nil
            issues[id] = nil
            interruptedArguments[id] = nil
            printed[id] = nil
        }
        finished = false
    }

    /// Records that the run was stopped for taking too long: the tests still running
    /// then did not crash, they ran on, in `call` if the test announced one.
    public mutating func markUnfinishedAsTimedOut(after seconds: TimeInterval, in call: AnnouncedCall? = nil) {
        for (id, outcome) in outcomes where outcome == .didNotFinish {
            outcomes[id] = .timedOut
            issues[id, default: []].append(
                TestIssue(
                    comment: "", summary: "ran for over \(Int(seconds)) seconds without finishing",
                    arguments: interruptedArguments[id], call: call))
        }
    }

    /// Records what Swift said when the process crashed (the reason, such as "Index out
    /// of range", and the student's line) as an issue of each test that did not finish,
    /// with the call that was running if the test announced it.
    public mutating func recordCrash(_ crash: CrashReport, in call: AnnouncedCall? = nil) {
        for test in unfinishedFunctions {
            issues[test.id, default: []].append(
                TestIssue(
                    comment: crash.reason ?? "", summary: "crashed", arguments: interruptedArguments[test.id],
                    call: call, crash: crash))
        }
    }

    /// Fills in what this report lacks from a later run of the rest of the tests.
    ///
    /// A test that did not finish here keeps that outcome, so a crash stays on record.
    public mutating func merge(_ later: TestRunReport) {
        let known = Set(tests.map(\.id))
        tests += later.tests.filter { !known.contains($0.id) }
        for (id, outcome) in later.outcomes where outcomes[id] == nil || outcomes[id] == .notRun {
            outcomes[id] = outcome
            issues[id] = later.issues[id]
            interruptedArguments[id] = later.interruptedArguments[id]
            printed[id] = later.printed[id]
        }
        finished = later.finished
        warnings += later.warnings.filter { !warnings.contains($0) }
    }
}

/// A test function or suite.
public struct TestDescription: Sendable, Codable, Equatable {
    /// The full ID, "Module.Suite/function(arguments:)/File.swift:12:5".
    public let id: String
    /// The name written in code, such as `firstPoint(rect:count:)` or `XPositionTests`.
    public let name: String
    /// The name given in `@Test("...")` or `@Suite("...")`, if any.
    public let displayName: String?
    public let isSuite: Bool
    /// Where the test is declared, "LineGraphTests/XPositionTests.swift", and its line.
    public let fileID: String?
    public let line: Int?
    /// A parameterized test's arguments, case by case, in the order they are written.
    public let caseOrder: [String]?

    public init(
        id: String, name: String, displayName: String? = nil, isSuite: Bool,
        fileID: String? = nil, line: Int? = nil, caseOrder: [String]? = nil
    ) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.isSuite = isSuite
        self.fileID = fileID
        self.line = line
        self.caseOrder = caseOrder
    }

    init(record: TestRecord) {
        self.init(
            id: record.id, name: record.name, displayName: record.displayName,
            isSuite: record.kind == "suite",
            fileID: record.sourceLocation?.fileID, line: record.sourceLocation?.line,
            caseOrder: record.testCases?.map { $0.displayName ?? "" })
    }

    /// The display name if there is one, else the name in code.
    public var title: String { displayName ?? name }

    /// The ID without its source-location suffix, which is what `swift test --filter` and
    /// `--skip` match: "Module.Suite/function(arguments:)".
    public var filterID: String {
        guard !isSuite, let slash = id.lastIndex(of: "/"),
            id[id.index(after: slash)...].contains(".swift:")
        else { return id }
        return String(id[..<slash])
    }

    /// The ID of the top-level suite the test is declared in, "Module.Suite"; the test's
    /// own ID when it stands outside any suite.
    public var suiteID: String {
        guard let slash = id.firstIndex(of: "/") else { return id }
        return String(id[..<slash])
    }

    /// Whether this test is `container` itself or is declared inside it.
    public func isPart(of container: TestDescription) -> Bool {
        id == container.id || id.hasPrefix(container.id + "/") || id.hasPrefix(container.id + ".")
    }
}

/// How a test ended.
public enum TestOutcome: String, Sendable, Codable, Equatable {
    case passed
    case failed
    /// Started but never ended: the test process crashed during this test.
    case didNotFinish
    /// Started but was stopped after running too long, most likely in an endless loop.
    case timedOut
    case skipped
    case notRun

    /// Whether the test started and never ended, by crash or by time limit.
    public var isUnfinished: Bool { self == .didNotFinish || self == .timedOut }
}

/// A problem a test recorded: a failed expectation, or a `todo` that was reached.
public struct TestIssue: Sendable, Codable, Equatable {
    /// The issue's comment: for the workbook's own checks, the whole explanation.
    public let comment: String
    /// The console's summary line, such as "Expectation failed: (x → 3) == 4".
    public let summary: String
    /// The test case's arguments, for a parameterized test.
    public let arguments: String?
    public let fileID: String?
    public let line: Int?
    /// For a test that crashed or ran on: the call of the student's code that was running.
    public let call: AnnouncedCall?
    /// For a test that crashed: Swift's reason and the student's line.
    public let crash: CrashReport?

    public init(
        comment: String, summary: String = "", arguments: String? = nil,
        fileID: String? = nil, line: Int? = nil, call: AnnouncedCall? = nil, crash: CrashReport? = nil
    ) {
        self.comment = comment
        self.summary = summary
        self.arguments = arguments
        self.fileID = fileID
        self.line = line
        self.call = call
        self.crash = crash
    }

    init(event: EventRecord) {
        let messages = event.messages ?? []
        self.init(
            comment: (event.comments ?? []).joined(separator: "\n"),
            summary: messages.first { $0.symbol != "details" }?.text ?? "",
            arguments: event.testCase?.displayName,
            fileID: event.issue?.sourceLocation?.fileID,
            line: event.issue?.sourceLocation?.line)
    }

    /// The comment if there is one, else the console's summary.
    public var explanation: String {
        comment.isEmpty ? summary : comment
    }
}
