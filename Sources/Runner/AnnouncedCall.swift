import Contracts

/// The call of the student's code that a test announced last before its process
/// crashed or was stopped, read back from the test's output.
///
/// TestSupport's `CallAnnouncement` writes a line (Contracts' `AnnouncementLine`) as each
/// exercise test starts and before each call it checks; the last call after the last test
/// line is the one that was running:
///
/// ```
/// AnnouncedCall(output: """
///     WORKBOOK-TEST\tLineGraphTests.LinePointsTests/workedExamples(_:)
///     WORKBOOK-CALL\tlinePoints(for: [10, 30, 20], in: CGRect(x: 0, y: 0, width: 100, height: 50))\t[(0, 50), (50, 0), (100, 25)]
///     Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
///     """)
/// // call: "linePoints(for: [10, 30, 20], in: CGRect(x: 0, y: 0, width: 100, height: 50))"
/// // expected: "[(0, 50), (50, 0), (100, 25)]"
/// ```
///
/// - Complexity: O(*n*) in the length of the output.
public struct AnnouncedCall: Sendable, Codable, Equatable {
    /// The call as Swift source.
    public let call: String
    /// The answer it should give, if the test said.
    public let expected: String?

    public init(call: String, expected: String?) {
        self.call = call
        self.expected = expected
    }

    /// The last call announced in `output` after its last test started; `nil` when the
    /// test that was running announced none.
    public init?(output: String) {
        var last: AnnouncedCall?
        for line in output.split(whereSeparator: \.isNewline) {
            switch AnnouncementLine(line: line) {
            case .test: last = nil
            case .call(let call, let expected): last = AnnouncedCall(call: call, expected: expected)
            case .printed, .printedCut, nil: break
            }
        }
        guard let last else { return nil }
        self = last
    }
}
