import Foundation

/// What a student's function answered to one call, kept by the grader so that their
/// chart can be drawn again from the answers alone, without their code.
///
/// ```
/// let answer = RecordedAnswer(function: "LineGraph.valueRange(of:)",
///                             arguments: [.init("of", [3.0, 7.0])], result: .returned(range.probeValue))
/// answer.key   // the same for every call of that function with those arguments
/// ```
///
/// The chart is drawn by the preview program built from the reference solutions, whose
/// table of functions looks each call up here instead of calling anything. A call that
/// has no answer yet is written out as a ``ProbeCall`` for the grader to put to the
/// student's probe, and the chart is drawn again once it is answered.
public struct RecordedAnswer: Codable, Sendable, Equatable {
    public var function: String
    public var arguments: [ProbeCall.Argument]
    public var result: Result

    public enum Result: Codable, Sendable, Equatable {
        /// The function returned this.
        case returned(ProbeValue)
        /// It reached a `todo` in these files ("LineGraph/YPosition.swift").
        case notImplemented(todoFiles: [String])
        /// It crashed, ran too long or could not be called, as the grader words it.
        case failed(String)
    }

    public init(function: String, arguments: [ProbeCall.Argument], result: Result) {
        self.function = function
        self.arguments = arguments
        self.result = result
    }

    /// The lookup key of a call: its function and its arguments, exactly.
    public var key: String { Self.key(function: function, arguments: arguments) }

    public static func key(function: String, arguments: [ProbeCall.Argument]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = (try? encoder.encode(arguments)) ?? Data()
        return function + "\u{0}" + String(decoding: data, as: UTF8.self)
    }
}

extension RecordedAnswer {
    /// A short stand-in for ``key``: 128 bits of it, as 32 hex digits.
    ///
    /// ```
    /// RecordedAnswer.digest(of: answer.key)   // "9c1f…", the same for the same call
    /// ```
    ///
    /// A key holds the call's arguments whole, and a chart of a day of readings passes
    /// 86,400 numbers a call; the students' edition keeps the reference's answers by
    /// digest, so that its file holds answers and no arguments. Two FNV-1a hashes with
    /// different offsets: for the few thousand calls of an edition a clash is out of reach.
    ///
    /// - Complexity: O(*n*), where *n* is the key's length in bytes.
    public static func digest(of key: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in key.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = second ^ (second >> 29)
        }
        let hex = { (value: UInt64) in String(value, radix: 16).leftPadded(to: 16) }
        return hex(first) + hex(second)
    }
}

/// One of the reference solutions' answers, as the students' edition keeps it: the
/// call's ``RecordedAnswer/digest(of:)`` and what the solution gave.
///
/// ```
/// DigestedAnswer(digest: RecordedAnswer.digest(of: answer.key), result: answer.result)
/// ```
public struct DigestedAnswer: Codable, Sendable, Equatable {
    public var digest: String
    public var result: RecordedAnswer.Result

    public init(digest: String, result: RecordedAnswer.Result) {
        self.digest = digest
        self.result = result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
