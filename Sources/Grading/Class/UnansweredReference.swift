import Foundation
import ProbeProtocol

/// The reference solutions gave no value for some held-out input, so no submission can be
/// judged: a judgement on fewer inputs (on none, when the reference's probe could not
/// start) would let through what the missing ones would have caught. The run stops
/// before it judges anything.
///
/// ```
/// throw UnansweredReference(unanswered: 1_412, calls: 1_412, first: call, result: .notRun("the probe did not start"))
/// error.description   // "The reference solutions' probe gave a value for 0 of the 1412 held-out inputs, ..."
/// ```
public struct UnansweredReference: Error, Sendable, CustomStringConvertible {
    /// How many inputs have no value, of how many.
    public let unanswered: Int
    public let calls: Int
    /// The first input without a value, and what became of it.
    public let first: String

    init(unanswered: Int, calls: Int, first call: ProbeCall, result: ProbeRun.Result?) {
        self.unanswered = unanswered
        self.calls = calls
        first = "\(call.swiftText) \(Self.text(of: result))"
    }

    public var description: String {
        "The reference solutions' probe gave a value for \(calls - unanswered) of the \(calls) held-out inputs, "
            + "so no submission was graded (a grade judged on fewer inputs could pass wrong answers). "
            + "The first without one: \(first). "
            + "Check that `workbook verify` passes, and that the sandbox's user may start processes here."
    }

    /// What became of a call, as the message says it.
    static func text(of result: ProbeRun.Result?) -> String {
        switch result {
        case .answered(.returned, _, _)?: "answered"
        case .answered(.notImplemented, _, _)?: "reached a todo"
        case .answered(.refused(let why), _, _)?: "could not be called: \(why)"
        case .crashed(let why)?: "crashed: \(why)"
        case .timedOut(let seconds)?: "gave no answer within \(Int(seconds)) s"
        case .notRun(let why)?: "was not made: \(why)"
        case nil: "was not made"
        }
    }
}
