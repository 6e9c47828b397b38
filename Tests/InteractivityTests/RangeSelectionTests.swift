import Foundation
import Interactivity
import TestSupport
import Testing

@Suite("4.4 Range selection", .exercise("4.4"))
struct RangeSelectionTests {
    static func check(
        from start: Double, to end: Double, expected: ClosedRange<Int>?, note: String,
        hint: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (startDate, endDate) = (Days.after(start), Days.after(end))
        expectEqual(
            selectedIndices(from: startDate, to: endDate, in: Days.week), expected,
            "selectedIndices(from: \(Days.literal(startDate)), to: \(Days.literal(endDate)), in: \(Days.weekLiteral))"
                + "\n  // from \(Days.describe(startDate)) to \(Days.describe(endDate)): \(note)",
            hint: hint,
            // Taking start as the earlier end of a drag that ends before it starts: no reading is
            // at or after start and at or before end, so nothing is selected. A drag from left
            // to right is the same either way.
            commonMistakes: end < start ? [Mistake.assumingALeftToRightDrag(wouldGive: nil)] : [],
            sourceLocation: sourceLocation)
    }

    @Test("a drag across some readings selects them, whichever way it went", arguments: [false, true])
    func across(rightToLeft: Bool) {
        let (start, end) = rightToLeft ? (4.2, 1.5) : (1.5, 4.2)
        Self.check(
            from: start, to: end, expected: 2...4,
            note: rightToLeft ? "dragged right to left, across Wed, Thu and Fri" : "across Wed, Thu and Fri",
            hint: "The readings from the first at or after the earlier end to the last at or before the later end.")
    }

    @Test("readings exactly at either end of the span are inside it", arguments: [false, true])
    func inclusiveEnds(rightToLeft: Bool) {
        let (start, end) = rightToLeft ? (3.0, 1.0) : (1.0, 3.0)
        Self.check(
            from: start, to: end, expected: 1...3, note: "from Tuesday's reading to Thursday's",
            hint: "The span is a closed range, as chartXSelection(range:) hands it: both ends belong to it (>= and <=)."
        )
    }

    @Test(
        "a span reaching beyond the data is clamped to it",
        arguments: [
            (-5.0, 20.0, 0...6), (20.0, -5.0, 0...6), (-2.0, 2.5, 0...2), (5.5, 30.0, 6...6), (30.0, 5.5, 6...6),
        ] as [(Double, Double, ClosedRange<Int>)])
    func clamped(start: Double, end: Double, expected: ClosedRange<Int>) {
        Self.check(
            from: start, to: end, expected: expected, note: "the span reaches beyond the week's readings",
            hint: "A drag may run off the chart's ends: select only the readings that exist, from the first "
                + "inside the span to the last inside it.")
    }

    @Test(
        "a span with no reading inside it selects nothing",
        arguments: [
            (-5.0, -1.0), (-1.0, -5.0), (7.0, 9.0), (2.2, 2.8), (2.8, 2.2),
        ] as [(Double, Double)])
    func empty(start: Double, end: Double) {
        Self.check(
            from: start, to: end, expected: nil, note: "no reading lies inside",
            hint: "When no reading lies between the two ends, return nil rather than an empty or reversed range "
                + "(a ClosedRange like 3...2 cannot even be made: it traps).")
    }

    @Test("a drag that has not moved selects the reading it is on")
    func zeroLength() {
        Self.check(
            from: 3, to: 3, expected: 3...3, note: "a span of no length, on Thursday's reading",
            hint: "A span from a date to the same date holds a reading at that very date.")
    }

    @Test("no readings, nothing selected")
    func noReadings() {
        expectEqual(
            selectedIndices(from: Days.after(0), to: Days.after(3), in: []), nil,
            "selectedIndices(from: \(Days.literal(Days.after(0))), to: \(Days.literal(Days.after(3))), in: [])",
            hint: "With no readings there is nothing to select: return nil.")
    }
}
