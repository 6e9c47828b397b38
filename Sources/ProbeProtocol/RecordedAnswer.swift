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
