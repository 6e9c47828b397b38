import Foundation
import TestSupport

/// The chapter's common mistakes, with the wrong answers they give, so that a failure
/// message can name the one the student most likely made.
///
/// Each name matches a folder of the instructor's edition, Solutions/02-BarChart/Mistakes/, where the mistake
/// exists as real code; `workbook verify` checks that these tests catch each one.
enum Mistake {
    static func forgettingTheHeadroom<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "forgetting the headroom", wouldGive: value,
            because: "value / maximum × height makes the tallest bar touch the top edge. "
                + "Multiply by the headroom (0.9) too, so a tenth of the height stays free above it.")
    }

    static func headroomFixedAtPointNine<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "headroom fixed at 0.9", wouldGive: value,
            because: "0.9 is only the headroom's default: the caller may give another, such as 1 for no headroom. "
                + "Multiply by the headroom parameter, not by 0.9.")
    }

    static func gapFixedAtTwo<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "gap fixed at 2", wouldGive: value,
            because: "The bars come out as though the gap were 2, its default, whatever gap they were given. "
                + "Use the gap parameter, width = max(0, slot - gap), and pass it on if you call another function "
                + "with a gap, such as barRects(for:in:gap:).")
    }

    static func integerDivision<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "integer division", wouldGive: value,
            because: "Dividing an Int by an Int drops the fraction: 300 / 24 is 12, not 12.5, "
                + "and the bars fall short of the right edge. Divide CGFloats: rect.width / CGFloat(count).")
    }

    static func halfTheGapInANarrowChart<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "half the gap in a narrow chart", wouldGive: value,
            because: "x = slot's left edge + gap / 2 is right only while the slot is wider than the gap. In a chart so "
                + "narrow that the bars are 0 wide, the bar belongs in the middle of its slot: add (slot - width) / 2, "
                + "which is half the gap in a chart of ordinary width and half the slot in a narrow one.")
    }

    static func barsHangingFromTheTopEdge<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "bars hanging from the top edge", wouldGive: value,
            because: "Screen y grows downward, so y = rect.minY puts the bar's top on the chart's top edge. "
                + "A bar stands on the bottom: y = rect.maxY - height.")
    }

    static func gapCountedOnce<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "gap counted once", wouldGive: value,
            because: "The bar starts at the slot's left edge, so the whole gap ends up on its right and the bars "
                + "are off-centre. Centre it: x = rect.minX + index × slot + (slot - width) / 2, which is half the gap "
                + "whenever the slot is wider than the gap.")
    }

    static func cuttingNegativePricesOffAtZero<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "cutting negative prices off at zero", wouldGive: value,
            because: "A price below zero needs a height below zero, value / maximum × height × headroom as for any "
                + "other price: max(0, ...) throws away the bars that exercise 2.3 hangs down from the zero line.")
    }

    static func deviceTimeZoneUsed<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "device time zone used", wouldGive: value,
            because: "Calendar.current and TimeZone.current are the time zone of the computer running the code, "
                + "not the chart's. Make a Calendar(identifier: .gregorian) and set its timeZone to the one given.")
    }

    static func twentyFourHoursAssumed<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "24 hours assumed", wouldGive: value,
            because: "A day has 23 hours when the clocks go forward and 25 when they go back. "
                + "Step by 3600 seconds from local midnight until you reach the next local midnight.")
    }

    static func clockHourAsBarIndex<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "clock hour as bar index", wouldGive: value,
            because: "On a day when the clocks change, the clock hour is not the bar's index: on 25 October, 14:30 "
                + "is in the 16th bar, index 15. Compare the instant with the hour starts instead.")
    }

    static func missingHoursCountedAsZero<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "missing hours counted as zero", wouldGive: value,
            because: "A missing price was left out of the sum but still counted. "
                + "Divide by the number of known prices, not by the number of hours.")
    }
}
