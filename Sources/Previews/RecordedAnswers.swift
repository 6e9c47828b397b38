import ExerciseSupport
import Foundation
import Platform
import ProbeProtocol

/// A student's answers, recorded by the grader, standing in for their functions: the
/// grader's chart of a submission is drawn from them, and none of the student's code runs.
///
/// ```
/// let answers = RecordedAnswers(ProbeWire.values(RecordedAnswer.self, in: data))
/// let range: ClosedRange<Double> = answers.answer("LineGraph.valueRange(of:)", .init("of", values))
/// answers.unanswered   // the calls that have no answer yet, for the grader to make
/// ```
///
/// A call with no answer yet is noted and drawn as not written, and the grader draws the
/// chart again once the student's probe has answered it; each round reaches the calls
/// that the answers before them lead to. With a stand-in, such a call is still noted, but
/// drawn with the stand-in's answer, so that one round finds the calls behind it too. A call that reached a `todo` is drawn as not
/// written, naming the exercise as the student's own preview does. A call that crashed,
/// ran too long or gave an answer of the wrong kind is noted in ``failures``.
final class RecordedAnswers: Sendable {
    private let results: [String: RecordedAnswer.Result]
    /// Whether ``results`` is keyed by ``RecordedAnswer/digest(of:)`` rather than by key.
    private let keyedByDigest: Bool
    /// The answer drawn for a call that has none, when there is one: see ``init(table:standIn:)``.
    private let standIn: (@Sendable (ProbeCall) -> RecordedAnswer.Result?)?
    /// What the charts' calls found missing or wrong, as they were drawn.
    private let found = LockedValue(Found())

    private struct Found {
        var unansweredKeys: Set<String> = []
        var unansweredCalls: [ProbeCall] = []
        var failureNotes: [String] = []
    }

    convenience init(_ answers: [RecordedAnswer]) {
        self.init(table: Self.table(of: answers))
    }

    /// Answers looked up already by ``table(of:)``: each chart of a run shares one.
    ///
    /// A call with no answer is noted in ``unanswered`` either way. With `standIn`, it is
    /// drawn with the stand-in's answer rather than as not written, so the calls that the
    /// answer leads to are made and noted too: with the reference's own answers standing in
    /// for all of them, one drawing notes every call of the reference's chart.
    init(table: [String: RecordedAnswer.Result], standIn: (@Sendable (ProbeCall) -> RecordedAnswer.Result?)? = nil) {
        results = table
        keyedByDigest = false
        self.standIn = standIn
    }

    /// The reference solutions' answers as the students' edition keeps them, by digest.
    init(digested: [String: RecordedAnswer.Result]) {
        results = digested
        keyedByDigest = true
        standIn = nil
    }

    /// The answers by their calls' keys.
    static func table(of answers: [RecordedAnswer]) -> [String: RecordedAnswer.Result] {
        Dictionary(answers.map { ($0.key, $0.result) }, uniquingKeysWith: { _, last in last })
    }

    /// The calls made that have no answer, each once, numbered in the order they were made.
    var unanswered: [ProbeCall] { found.withLock { $0.unansweredCalls } }

    /// What went wrong, a line each: "xPosition(index: 2, count: 7, in: ...) crashed: ...".
    var failures: [String] { found.withLock { $0.failureNotes } }

    /// The recorded answer of `function` to `arguments`, read as `Value`.
    func answer<Value: ProbeConvertible & Placeholder>(_ function: String, _ arguments: ProbeCall.Argument...) -> Value
    {
        answer(function, arguments, reading: { value throws(ProbeValueError) in try Value(probeValue: value) })
    }

    /// The recorded answer of `function` to `arguments`, read by `reading`: for a tuple,
    /// which cannot be ``ProbeConvertible``.
    func answer<Value: Placeholder>(
        _ function: String, _ arguments: [ProbeCall.Argument], reading: (ProbeValue) throws(ProbeValueError) -> Value
    ) -> Value {
        let key = RecordedAnswer.key(function: function, arguments: arguments)
        let call = ProbeCall(id: 0, function: function, arguments: arguments)
        var result = results[keyedByDigest ? RecordedAnswer.digest(of: key) : key]
        if result == nil {
            found.withLock { found in
                if found.unansweredKeys.insert(key).inserted {
                    found.unansweredCalls.append(
                        ProbeCall(id: found.unansweredCalls.count, function: function, arguments: arguments))
                }
            }
            result = standIn?(call)
        }
        switch result {
        case nil:
            return todo("answer \(call.swiftText)", fileID: "unanswered", filePath: "unanswered", line: 0, column: 0)
        case .notImplemented(let files)?:
            for file in files {
                let _: Value = todo("reached a todo", fileID: file, filePath: file, line: 0, column: 0)
            }
            return files.isEmpty
                ? todo("reached a todo", fileID: function, filePath: function, line: 0, column: 0) : .placeholder
        case .failed(let reason)?:
            note("\(call.swiftText) \(reason)")
            return .placeholder
        case .returned(let value)?:
            do throws(ProbeValueError) {
                return try reading(value)
            } catch {
                note("\(call.swiftText) gave an answer that is not of its type: \(error)")
                return .placeholder
            }
        }
    }

    private func note(_ failure: String) {
        found.withLock { if !$0.failureNotes.contains(failure) { $0.failureNotes.append(failure) } }
    }
}

/// An optional tuple's answer, `.record("Optional", ["some": .record("", fields)])`, read
/// by its fields' names.
func optionalTuple<Tuple>(_ value: ProbeValue, reading: ([String: ProbeValue]) throws(ProbeValueError) -> Tuple)
    throws(ProbeValueError) -> Tuple?
{
    if value[field: "none"] != nil { return nil }
    guard case .record(_, let fields)? = value[field: "some"] else {
        throw ProbeValueError(expected: "an optional tuple", got: value)
    }
    return try reading(Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
}

/// The field `name` of a tuple's fields, as `Value`.
func tupleField<Value: ProbeConvertible>(_ name: String, of fields: [String: ProbeValue]) throws(ProbeValueError)
    -> Value
{
    guard let value = fields[name] else { throw ProbeValueError(expected: "a field \(name)", got: .record("", [:])) }
    return try Value(probeValue: value)
}
