import Interactivity
import TestSupport
import Testing

@Suite("4.7 The visible window", .exercise("4.7"))
struct VisibleWindowTests {
    /// Checks one window, with the mistakes that would give another one here.
    static func check(
        _ start: Int, length: Int = 7, count: Int, expected: Range<Int>, note: String,
        commonMistakes: [CommonMistake<Range<Int>>] = [], hint: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectEqual(
            visibleWindow(startingAt: start, length: length, count: count), expected,
            "visibleWindow(startingAt: \(start), length: \(length), count: \(count))  // \(note)",
            hint: hint, commonMistakes: commonMistakes, sourceLocation: sourceLocation)
    }

    @Test("a week in the middle of the data", arguments: [(19, 19..<26), (26, 26..<33), (5, 5..<12)])
    func middle(start: Int, expected: Range<Int>) {
        Self.check(
            start, count: 47, expected: expected, note: "7 of 47 days",
            hint: "The window shows length readings from start on: start..<(start + length).")
    }

    @Test(
        "a window at the start of the data, or scrolled before it, starts at the first reading", arguments: [0, -1, -5])
    func atTheStart(start: Int) {
        Self.check(
            start, count: 47, expected: 0..<7, note: "at or before the first day",
            hint: "No index is below 0: a window that would start before the data starts at 0.")
    }

    /// The start, and the window that starts there without being moved back inside the data
    /// ("forgetting to clamp").
    @Test(
        "a window at the end of the data, or scrolled past it, ends at the last reading",
        arguments: [
            (40, 40..<47), (41, 41..<48), (44, 44..<51), (46, 46..<53), (100, 100..<107),
        ])
    func atTheEnd(start: Int, unclamped: Range<Int>) {
        Self.check(
            start, count: 47, expected: 40..<47, note: "at or past the last week",
            commonMistakes: [Mistake.forgettingToClamp(wouldGive: unclamped)],
            hint: "A chart scrolled to its end still shows a full window: the last start that fits is count - length. "
                + "Clamp the start between 0 and count - length.")
    }

    @Test("fewer readings than the window shows them all", arguments: [0, 2, -3])
    func short(start: Int) {
        Self.check(
            start, count: 5, expected: 0..<5, note: "5 readings, a window of 7",
            hint: "When the data is shorter than the window, the window is all of it: 0..<count.")
    }

    @Test("no readings, or a window of no length, show nothing")
    func nothing() {
        Self.check(
            0, count: 0, expected: 0..<0, note: "no readings",
            hint: "Without readings the window is empty: 0..<0, and never a range that starts past its end.")
        // Clamped like any other window, a window of length 0 would be 3..<3: empty, but not 0..<0.
        Self.check(
            3, length: 0, count: 10, expected: 0..<0, note: "a window of no length",
            commonMistakes: [Mistake.anEmptyWindowAtStart(wouldGive: 3..<3)],
            hint: "A window of length 0 shows nothing: 0..<0.")
    }
}
