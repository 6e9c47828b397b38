import Contracts

/// What a test's code wrote to standard output, as its test process passed it on, for
/// `workbook test` to show under the test when it fails.
///
/// TestSupport's `PrintCapture` takes each exercise test's output while the test runs and
/// writes it with the announcements (Contracts' `AnnouncementLine.printed`, and
/// `printedCut` for what it did not pass on); this reads them back, by test ID, the
/// pieces of each test in the order they came:
///
/// ```
/// PrintedOutput.byTest(in: """
///     WORKBOOK-TEST\tLineGraphTests.ValueRangeTests/flat()
///     WORKBOOK-PRINTED\tLineGraphTests.ValueRangeTests/flat()\tlowest 3.0\\n
///     WORKBOOK-PRINTED-CUT\tLineGraphTests.ValueRangeTests/flat()\t50000
///     """)
/// // ["LineGraphTests.ValueRangeTests/flat()": PrintedOutput(text: "lowest 3.0\n", bytesCut: 50000)]
/// ```
///
/// The text is the student's, as it was printed: show it only made safe (`StudentText`).
public struct PrintedOutput: Sendable, Codable, Equatable {
    /// What the test printed, every case of it in turn, up to the test process's limit.
    public var text: String
    /// How many more bytes it printed, which the test process did not pass on.
    public var bytesCut: Int

    public init(text: String, bytesCut: Int = 0) {
        self.text = text
        self.bytesCut = bytesCut
    }

    /// Each test's output in `announcements`, by test ID; tests that printed nothing have none.
    ///
    /// - Complexity: O(*n*) in the length of the announcements.
    public static func byTest(in announcements: String) -> [String: PrintedOutput] {
        var printed: [String: PrintedOutput] = [:]
        // Split as bytes: the printed text is escaped onto its line, and a Character-wise
        // split of megabytes is slow in the tool's debug build.
        for line in announcements.utf8.split(separator: UInt8(ascii: "\n")) {
            switch AnnouncementLine(line: Substring(line)) {
            case .printed(let test, let text): printed[test, default: PrintedOutput(text: "")].text += text
            case .printedCut(let test, let bytes): printed[test, default: PrintedOutput(text: "")].bytesCut += bytes
            default: break
            }
        }
        return printed
    }
}
