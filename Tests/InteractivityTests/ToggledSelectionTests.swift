import Interactivity
import TestSupport
import Testing

@Suite("4.2 Toggled selection", .exercise("4.2"))
struct ToggledSelectionTests {
    /// The call as code, `nil` written as `nil`.
    static func call(_ current: Int?, _ tapped: Int?) -> String {
        "toggledSelection(current: \(current.map(String.init) ?? "nil"), tapped: \(tapped.map(String.init) ?? "nil"))"
    }

    @Test(
        "selects, deselects and switches",
        arguments: [
            (nil, 2, 2, "a tap on a bar with nothing selected selects it"),
            (2, 2, nil, "a second tap on the selected bar deselects it"),
            (2, 3, 3, "a tap on another bar selects that one instead"),
            (0, 0, nil, "index 0 is a bar like any other: tapping it again deselects it"),
            (nil, 0, 0, "index 0 is a bar like any other: tapping it selects it"),
        ] as [(Int?, Int?, Int?, String)])
    func toggles(current: Int?, tapped: Int?, expected: Int?, why: String) {
        expectEqual(
            toggledSelection(current: current, tapped: tapped), expected, Self.call(current, tapped) + "  // \(why)",
            hint: "As the lesson's onTapGesture does: if tapped == current, the selection becomes nil; "
                + "otherwise it becomes tapped.")
    }

    @Test("a tap beside every bar keeps the selection as it was", arguments: [2, nil] as [Int?])
    func miss(current: Int?) {
        expectEqual(
            toggledSelection(current: current, tapped: nil), current, Self.call(current, nil) + "  // a tap on no bar",
            hint: "tapped == nil means the tap hit no bar: nothing changes, return current.",
            commonMistakes: [Mistake.clearingTheSelectionOnAMiss(wouldGive: nil)])
    }

    @Test("a series of taps: on bar 1, on it again, on bar 3, beside the bars, on bar 3 again")
    func series() {
        var selection: Int? = nil
        let taps: [Int?] = [1, 1, 3, nil, 3]
        let expected: [Int?] = [1, nil, 3, 3, nil]
        for (tap, wanted) in zip(taps, expected) {
            let before = selection
            selection = toggledSelection(current: selection, tapped: tap)
            let passed = expectEqual(
                selection, wanted, Self.call(before, tap),
                hint: "Each tap starts from the selection the one before left.",
                commonMistakes: tap == nil ? [Mistake.clearingTheSelectionOnAMiss(wouldGive: nil)] : [])
            if !passed { return }
        }
    }
}
