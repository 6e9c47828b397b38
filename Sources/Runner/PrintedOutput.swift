import Contracts
import Foundation

/// What a test's code wrote to standard output, case by case, as its test process passed
/// it on, for `workbook test` to show under the test when it fails.
///
/// TestSupport's `PrintCapture` takes each exercise test case's output while it runs and
/// writes it with the announcements, after the case's `WORKBOOK-TEST` line and before the
/// next case's (Contracts' `AnnouncementLine.printed`, and `printedCut` for what it did not
/// pass on); this reads them back, by test ID, a piece for each case:
///
/// ```
/// PrintedOutput.byTest(in: """
///     WORKBOOK-TEST\tLineGraphTests.ValueRangeTests/edgeCases(values:expected:)
///     WORKBOOK-PRINTED\tLineGraphTests.ValueRangeTests/edgeCases(values:expected:)\tlowest 7.0\\n
///     WORKBOOK-TEST\tLineGraphTests.ValueRangeTests/edgeCases(values:expected:)
///     WORKBOOK-PRINTED-CUT\tLineGraphTests.ValueRangeTests/edgeCases(values:expected:)\t50000
///     """)
/// // ["LineGraphTests.ValueRangeTests/edgeCases(values:expected:)": PrintedOutput(cases: [
/// //     Case(text: "lowest 7.0\n"), Case(text: "", bytesCut: 50000)])]
/// ```
///
/// ``TestRunReport/attachPrinted(from:runningCase:)`` names each case by its arguments,
/// from the event stream. The text is the student's, as it was printed: show it only made
/// safe (`StudentText`).
public struct PrintedOutput: Sendable, Codable, Equatable {
    /// What one case of the test printed.
    public struct Case: Sendable, Codable, Equatable {
        /// The case's arguments, as the event stream and ``TestIssue/arguments`` give them;
        /// `nil` for a test without arguments, or when the cases could not be told apart.
        public var arguments: String?
        public var text: String
        /// How many more bytes it printed, which the test process did not pass on.
        public var bytesCut: Int

        public init(arguments: String? = nil, text: String, bytesCut: Int = 0) {
            self.arguments = arguments
            self.text = text
            self.bytesCut = bytesCut
        }

        /// What the case that was running when its process crashed or was stopped had
        /// printed, left in the file the test process kept it in, its first
        /// `PrintedLimit.perCase` bytes; `nil` when there is nothing.
        public init?(leftIn file: URL) {
            guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
            defer { try? handle.close() }
            let size = Int((try? handle.seekToEnd()) ?? 0)
            guard size > 0, (try? handle.seek(toOffset: 0)) != nil,
                let head = try? handle.read(upToCount: PrintedLimit.perCase)
            else { return nil }
            self.init(text: String(decoding: head, as: UTF8.self), bytesCut: size - head.count)
        }
    }

    /// Each case, in the order the cases ran.
    public var cases: [Case]

    public init(cases: [Case]) {
        self.cases = cases
    }

    /// The output of a test with one case, or whose cases are not told apart.
    public init(text: String, bytesCut: Int = 0) {
        self.init(cases: [Case(text: text, bytesCut: bytesCut)])
    }

    /// What every case printed, in turn.
    public var text: String { cases.map(\.text).joined() }
    /// How many more bytes the cases printed, which the test process did not pass on.
    public var bytesCut: Int { cases.reduce(0) { $0 + $1.bytesCut } }

    /// What the case with these arguments printed, the one a failure shows; all the cases
    /// when there are no arguments or no case is known by them.
    public func ofCase(_ arguments: String?) -> PrintedOutput {
        guard let arguments else { return self }
        let named = cases.filter { $0.arguments == arguments }
        return named.isEmpty ? self : PrintedOutput(cases: named)
    }

    /// Each test's output in `announcements`, by test ID, with a case for each time the
    /// test was announced, and `runningCase` added to the last case announced; tests that
    /// printed nothing have none.
    ///
    /// - Complexity: O(*n*) in the length of the announcements.
    public static func byTest(in announcements: String, runningCase: Case? = nil) -> [String: PrintedOutput] {
        var printed: [String: PrintedOutput] = [:]
        var lastTest: String?
        // Split as bytes: the printed text is escaped onto its line, and a Character-wise
        // split of megabytes is slow in the tool's debug build.
        for line in announcements.utf8.split(separator: UInt8(ascii: "\n")) {
            switch AnnouncementLine(line: Substring(line)) {
            case .test(let test):
                printed[test, default: PrintedOutput(cases: [])].cases.append(Case(text: ""))
                lastTest = test
            case .printed(let test, let text):
                printed[test, default: PrintedOutput(cases: [Case(text: "")])].cases.mutateLast { $0.text += text }
            case .printedCut(let test, let bytes):
                printed[test, default: PrintedOutput(cases: [Case(text: "")])].cases.mutateLast { $0.bytesCut += bytes }
            case .call, nil:
                break
            }
        }
        if let runningCase, let lastTest {
            printed[lastTest]?.cases.mutateLast {
                $0.text += runningCase.text
                $0.bytesCut += runningCase.bytesCut
            }
        }
        return printed.filter { _, output in !output.text.isEmpty || output.bytesCut > 0 }
    }
}

extension Array {
    fileprivate mutating func mutateLast(_ change: (inout Element) -> Void) {
        if !isEmpty { change(&self[count - 1]) }
    }
}
