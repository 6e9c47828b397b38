import Foundation

/// One line of the JSON event stream that `swift test --event-stream-output-path FILE
/// --event-stream-version 0` writes: either a test's description or an event in the run.
///
/// Only the fields the workbook reads are decoded; the stream has more, and fields whose
/// names start with an underscore are experimental, so each is optional here.
enum EventStreamRecord: Decodable {
    case test(TestRecord)
    case event(EventRecord)
    case other

    private enum CodingKeys: String, CodingKey { case kind, payload }

    init(from decoder: any Decoder) throws {
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
    static func records(in stream: String) -> [EventStreamRecord] {
        let decoder = JSONDecoder()
        return stream.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line in
            try? decoder.decode(EventStreamRecord.self, from: Data(line))
        }
    }
}

/// A test or suite, as the stream describes it before the run starts.
struct TestRecord: Decodable {
    let id: String
    let kind: String
    let name: String
    let displayName: String?
    let sourceLocation: SourceLocationRecord?
    /// A parameterized test's cases, in the order of its arguments.
    let testCases: [EventRecord.TestCaseRecord]?

    private enum CodingKeys: String, CodingKey {
        case id, kind, name, displayName, sourceLocation
        case testCases = "_testCases"
    }
}

struct SourceLocationRecord: Decodable {
    let fileID: String?
    let line: Int?
    let column: Int?
}

/// Something that happened during the run.
struct EventRecord: Decodable {
    let kind: String
    let testID: String?
    let messages: [Message]?
    let issue: IssueRecord?
    let comments: [String]?
    let testCase: TestCaseRecord?

    private enum CodingKeys: String, CodingKey {
        case kind, testID, messages, issue
        case comments = "_comments"
        case testCase = "_testCase"
    }

    struct Message: Decodable {
        let symbol: String?
        let text: String
    }

    struct IssueRecord: Decodable {
        let isKnown: Bool?
        let sourceLocation: SourceLocationRecord?
    }

    struct TestCaseRecord: Decodable {
        let displayName: String?
    }
}
