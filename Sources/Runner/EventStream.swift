import Foundation

/// One line of the JSON event stream that `swift test --event-stream-output-path FILE
/// --event-stream-version 0` writes: either a test's description or an event in the run.
///
/// Only the fields the workbook reads are decoded; the stream has more, and fields whose
/// names start with an underscore are experimental, so each is optional here.
package enum EventStreamRecord: Decodable {
    case test(TestRecord)
    case event(EventRecord)
    case other

    private enum CodingKeys: String, CodingKey { case kind, payload }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "test": self = .test(try container.decode(TestRecord.self, forKey: .payload))
        case "event": self = .event(try container.decode(EventRecord.self, forKey: .payload))
        default: self = .other
        }
    }

    /// Reads a whole stream, one JSON object per line; lines that do not parse (a line cut
    /// short by a crash, say) are skipped.
    ///
    /// The lines are split as bytes: JSON escapes every line break inside a string, and
    /// splitting megabytes into `Character`s takes seconds in the tool's debug build.
    package static func records(in stream: String) -> [EventStreamRecord] {
        let decoder = JSONDecoder()
        return stream.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line in
            try? decoder.decode(EventStreamRecord.self, from: Data(line))
        }
    }
}

/// A test or suite, as the stream describes it before the run starts.
package struct TestRecord: Decodable {
    package let id: String
    package let kind: String
    package let name: String
    package let displayName: String?
    package let sourceLocation: SourceLocationRecord?
    /// A parameterized test's cases, in the order of its arguments.
    package let testCases: [EventRecord.TestCaseRecord]?

    private enum CodingKeys: String, CodingKey {
        case id, kind, name, displayName, sourceLocation
        case testCases = "_testCases"
    }
}

package struct SourceLocationRecord: Decodable {
    package let fileID: String?
    package let line: Int?
    package let column: Int?
}

/// Something that happened during the run.
package struct EventRecord: Decodable {
    package let kind: String
    package let testID: String?
    package let messages: [Message]?
    package let issue: IssueRecord?
    package let comments: [String]?
    package let testCase: TestCaseRecord?

    private enum CodingKeys: String, CodingKey {
        case kind, testID, messages, issue
        case comments = "_comments"
        case testCase = "_testCase"
    }

    package struct Message: Decodable {
        package let symbol: String?
        package let text: String
    }

    package struct IssueRecord: Decodable {
        package let isKnown: Bool?
        package let sourceLocation: SourceLocationRecord?
    }

    package struct TestCaseRecord: Decodable {
        package let displayName: String?
    }
}
