import Foundation

// The words a test process writes and the `workbook` tool reads back: each is declared
// here once, with its writer and its reader side by side, so that the two cannot drift.

/// The message of a `todo` that the student's code reached: ExerciseSupport writes it,
/// the tool reads a test that stopped at one as "not started".
///
/// ```
/// NotImplementedMessage.text(task: "measure up from rect.maxY", at: "LineGraph/YPosition.swift", line: 12)
/// // "Not implemented yet: measure up from rect.maxY (LineGraph/YPosition.swift:12)"
/// NotImplementedMessage.isMessage("Not implemented yet: ...")   // true
/// ```
public enum NotImplementedMessage {
    /// The words the message starts with, as the documentation quotes them.
    public static let words = "Not implemented yet"

    /// "Not implemented yet: <task> (<file>:<line>)".
    public static func text(task: String, at fileID: String, line: Int) -> String {
        "\(words): \(task) (\(fileID):\(line))"
    }

    /// Whether `comment` is such a message.
    public static func isMessage(_ comment: String) -> Bool {
        comment.hasPrefix(words + ":")
    }
}

/// The words that name a likely mistake in a failure message: TestSupport's
/// `CommonMistake` writes them, the tool looks for them (`verify` proves each mistake is
/// named, `test` shows first the test that names one).
///
/// ```
/// LikelyMistakeMessage.text(name: "unflipped y axis", explanation: "Measure up.")
/// // "Likely mistake: unflipped y axis. Measure up."
/// LikelyMistakeMessage.names("unflipped y axis", in: "...\nLikely mistake: Unflipped Y axis. ...")   // true
/// ```
public enum LikelyMistakeMessage {
    /// The words before the mistake's name.
    public static let marker = "Likely mistake: "

    /// "Likely mistake: <name>. <explanation>".
    public static func text(name: String, explanation: String) -> String {
        "\(marker)\(name). \(explanation)"
    }

    /// Whether `message` names any likely mistake.
    public static func namesAMistake(_ message: String) -> Bool {
        message.contains(marker)
    }

    /// Whether `message` names the mistake `name`, in any case.
    public static func names(_ name: String, in message: String) -> Bool {
        message.lowercased().contains((marker + name).lowercased())
    }

    /// The name of the first mistake `message` names: what follows the marker, up to the
    /// full stop or the end of the line.
    public static func firstName(in message: String) -> String? {
        message.components(separatedBy: marker).dropFirst().first.map { String($0.prefix { $0 != "." && $0 != "\n" }) }
    }

    /// Whether `line` (its leading spaces aside) is the line that names the mistake.
    public static func startsLine(_ line: String) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix(marker)
    }
}

/// A line a test process writes to tell the tool what runs, so that a crash or an endless
/// loop is reported as the call that ran, and what the student's code printed, so that a
/// failing test can show it: TestSupport's `CallAnnouncement` writes it as each exercise
/// test starts, before each call it checks, and as a test's code prints; Runner's
/// `AnnouncedCall` and `PrintedOutput` read them back.
///
/// ```
/// AnnouncementLine.test("LineGraphTests.LinePointsTests/workedExamples(_:)").text
/// // "WORKBOOK-TEST\tLineGraphTests.LinePointsTests/workedExamples(_:)\n"
/// AnnouncementLine.call("xPosition(index: 0, count: 2, in: .zero)", expected: "0").text
/// // "WORKBOOK-CALL\txPosition(index: 0, count: 2, in: .zero)\t0\n"
/// AnnouncementLine(line: "WORKBOOK-CALL\tf()\t")   // .call("f()", expected: nil)
/// AnnouncementLine.printed(test: "M.S/t()", text: "x = 3\n").text
/// // "WORKBOOK-PRINTED\tM.S/t()\tx = 3\\n\n": the text escaped onto one line, exactly
/// AnnouncementLine.printedCut(test: "M.S/t()", bytes: 120_000).text
/// // "WORKBOOK-PRINTED-CUT\tM.S/t()\t120000\n": what the test printed beyond, not passed on
/// ```
public enum AnnouncementLine: Sendable, Equatable {
    /// The test with this ID starts.
    case test(String)
    /// The student's code is called so (as Swift source), and should give `expected`.
    case call(String, expected: String?)
    /// The test with this ID wrote `text` to standard output (the next piece of it).
    case printed(test: String, text: String)
    /// The test with this ID wrote this many more bytes to standard output, which the test
    /// process did not pass on.
    case printedCut(test: String, bytes: Int)

    static let testMarker = "WORKBOOK-TEST"
    static let callMarker = "WORKBOOK-CALL"
    static let printedMarker = "WORKBOOK-PRINTED"
    static let printedCutMarker = "WORKBOOK-PRINTED-CUT"

    /// The line, ending in a newline; tabs and newlines inside a test's ID or a call become
    /// spaces, and printed text is escaped (``escaped(_:)``), so that it comes back exactly.
    public var text: String {
        switch self {
        case .test(let id): "\(Self.testMarker)\t\(Self.oneLine(id))\n"
        case .call(let call, let expected):
            "\(Self.callMarker)\t\(Self.oneLine(call))\t\(expected.map(Self.oneLine) ?? "")\n"
        case .printed(let test, let text): "\(Self.printedMarker)\t\(Self.oneLine(test))\t\(Self.escaped(text))\n"
        case .printedCut(let test, let bytes): "\(Self.printedCutMarker)\t\(Self.oneLine(test))\t\(bytes)\n"
        }
    }

    /// The announcement on `line`; `nil` for any other line of the output.
    public init?<Line: StringProtocol>(line: Line) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        switch fields.first.map({ String($0) }) {
        case Self.testMarker: self = .test(fields.count > 1 ? String(fields[1]) : "")
        case Self.callMarker where fields.count >= 2:
            self = .call(String(fields[1]), expected: fields.count > 2 && !fields[2].isEmpty ? String(fields[2]) : nil)
        case Self.printedMarker where fields.count == 3:
            self = .printed(test: String(fields[1]), text: Self.unescaped(fields[2]))
        case Self.printedCutMarker where fields.count == 3:
            guard let bytes = Int(fields[2]) else { return nil }
            self = .printedCut(test: String(fields[1]), bytes: bytes)
        default: return nil
        }
    }

    /// `text` on one line that no reader splits, whatever it counts as a line break: a
    /// backslash doubled, a line break, tab or return written as `\n`, `\t`, `\r`, and any
    /// other control character or Unicode line or paragraph separator as `\u{2028}`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                let control = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                let separator = scalar == "\u{2028}" || scalar == "\u{2029}"
                guard control || separator else {
                    result.unicodeScalars.append(scalar)
                    continue
                }
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// The text ``escaped(_:)`` wrote.
    static func unescaped<Text: StringProtocol>(_ text: Text) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            switch scalars.next() {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "u":
                var digits = ""
                while let digit = scalars.next(), digit != "}" {
                    if digit != "{" { digits.unicodeScalars.append(digit) }
                }
                if let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) { result.append(decoded) }
            case let other?: result.append(other)
            case nil: result.append("\\")
            }
        }
        return String(result)
    }

    private static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
    }
}

/// How much of what the student's code prints crosses to the tool: TestSupport's
/// `PrintCapture` passes on no more, and Runner's `PrintedOutput` reads no more of the
/// output of a case that crashed or was stopped.
public enum PrintedLimit {
    /// The most bytes of one test case's output: a few screenfuls.
    public static let perCase = 4_096
    /// The most bytes of one test's output, all its cases together.
    public static let perTest = 32_768
}

/// The display name of an exercise's suite, "1.3 Vertical position": the tests declare
/// it, and the tool reads the exercise's ID and title from it in the event stream.
///
/// ```
/// SuiteName.text(id: "1.3", title: "Vertical position")   // "1.3 Vertical position"
/// SuiteName.exercise(in: "1.3 Vertical position")          // ("1.3", "Vertical position")
/// SuiteName.exercise(in: "Helpers")                        // nil: not an exercise's suite
/// ```
public enum SuiteName {
    /// "<id> <title>".
    public static func text(id: String, title: String) -> String {
        "\(id) \(title)"
    }

    /// The exercise an exercise suite's display name names; `nil` for another suite. The
    /// ID is two numbers with a dot between them, "chapter.exercise".
    public static func exercise(in displayName: String?) -> (id: String, title: String)? {
        guard let displayName, let space = displayName.firstIndex(of: " ") else { return nil }
        let id = displayName[..<space]
        guard isExerciseID(id) else { return nil }
        return (String(id), String(displayName[displayName.index(after: space)...]))
    }

    /// Whether `id` reads "<chapter>.<exercise>", such as "1.3".
    public static func isExerciseID<ID: StringProtocol>(_ id: ID) -> Bool {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
}
