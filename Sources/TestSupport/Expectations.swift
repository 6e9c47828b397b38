import Testing

/// Checks that `actual` is within `tolerance` of `expected`, and explains a failure.
///
/// The failure message shows the call being checked, both values, how far apart they
/// are, and, when the wrong value is the answer of a known mistake, that mistake's name:
///
/// ```
/// yPosition(for: 4.1, minimum: 4.1, maximum: 21.5, in: (x: 0, y: 0, width: 300, height: 200))
///   expected: 200
///   got:      0
///   off by:   -200 (tolerance 0.0001)
/// Likely mistake: unflipped y axis. Screen y grows downward, ...
/// ```
///
/// - Parameters:
///   - actual: The student's code, called after `call` is announced, so that a crash in
///     it is reported as that call (see ``CallAnnouncement``).
///   - expected: The right answer.
///   - tolerance: The largest difference accepted in any part of the value.
///   - call: The call under test, written as code, so the student can repeat it.
///   - hint: Advice shown when no listed mistake matches.
///   - commonMistakes: Known mistakes with the answers they give for this input.
/// - Returns: Whether the check passed, so a test can stop early.
@discardableResult
public func expectApproximatelyEqual<Value: ApproximatelyComparable>(
    _ actual: @autoclosure () throws -> Value,
    _ expected: Value,
    tolerance: Double = 1e-6,
    _ call: String,
    hint: String? = nil,
    commonMistakes: [CommonMistake<Value>] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) rethrows -> Bool {
    // The call is announced before it runs, so that a crash in it can name it.
    let actual = try studentCall(call, expected: expected.testDescription, actual)
    if actual.isApproximatelyEqual(to: expected, tolerance: tolerance) { return true }
    let mistake = toldApart(commonMistakes) {
        !expected.isApproximatelyEqual(to: $0, tolerance: tolerance)
            && actual.isApproximatelyEqual(to: $0, tolerance: tolerance)
    }
    let distance = actual.distance(to: expected)
    let shown = actual.abbreviated(against: expected, tolerance: tolerance)
    let report = failureReport(
        call: call,
        expected: shown?.expected ?? expected.testDescription,
        actual: shown?.actual ?? actual.testDescription,
        difference: actual.difference(from: expected)
            + (distance.isFinite ? " (tolerance \(formattedNumber(tolerance)))" : ""),
        advice: mistake?.diagnosis ?? hint)
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
    return false
}

/// Checks that `actual` equals `expected` exactly, and explains a failure the same way as
/// ``expectApproximatelyEqual(_:_:tolerance:_:hint:commonMistakes:sourceLocation:)``.
///
/// Use it for whole numbers, indices and lists of them, where "close" is not good enough.
@discardableResult
public func expectEqual<Value: Equatable>(
    _ actual: @autoclosure () throws -> Value,
    _ expected: Value,
    _ call: String,
    hint: String? = nil,
    commonMistakes: [CommonMistake<Value>] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) rethrows -> Bool {
    let actual = try studentCall(call, expected: plainDescription(of: expected), actual)
    if actual == expected { return true }
    let mistake = toldApart(commonMistakes) { $0 != expected && $0 == actual }
    let report = failureReport(
        call: call,
        expected: plainDescription(of: expected),
        actual: plainDescription(of: actual),
        difference: nil,
        advice: mistake?.diagnosis ?? hint)
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
    return false
}

/// A value as a student writes it: `4` and `nil`, not `Optional(4)`.
func plainDescription(of value: some Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return String(describing: value) }
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    return plainDescription(of: wrapped)
}

/// The shared layout of a failure message.
func failureReport(
    call: String, expected: String, actual: String, difference: String?, advice: String?
) -> String {
    var lines = [call, "  expected: \(expected)", "  got:      \(actual)"]
    if let difference { lines.append("  off by:   \(difference)") }
    if let advice { lines.append(advice) }
    return lines.joined(separator: "\n")
}

/// The one mistake this case tells apart, or nil.
///
/// A mistake is named only where the case tells it apart: its answer here differs from the
/// right one and is the student's (`fits`), and no other listed mistake of another name
/// gives that answer too. Where two do, the student's answer fits either, and naming one
/// would send them to the wrong fix, so the hint is the advice instead.
func toldApart<Value>(_ mistakes: [CommonMistake<Value>], _ fits: (Value) -> Bool) -> CommonMistake<Value>? {
    let fitting = mistakes.filter { fits($0.wrongAnswer) }
    guard let first = fitting.first, fitting.allSatisfy({ $0.name == first.name }) else { return nil }
    return first
}
