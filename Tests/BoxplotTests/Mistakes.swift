import Boxplot
import Foundation
import TestSupport

/// The chapter's common mistakes, each with the wrong answer it gives, so that a failure
/// message can name the one the student most likely made. The wrong answers are written
/// down with the inputs that give them (ReferenceAnswers.swift and the tests' tables).
///
/// Each name matches a folder of the instructor's edition, Solutions/03-Boxplot/Mistakes/, where the mistake exists
/// as real code; `workbook verify` checks that these tests catch each one.
enum Mistake {
    /// percentile at position fraction × count, clamped to the last index.
    static func indexTimesCount(wouldGive answer: Double) -> CommonMistake<Double> {
        CommonMistake(
            "index times count", wouldGive: answer,
            because: "The last value has index count - 1, so the position is fraction × (count - 1): "
                + "fraction 1 must land on the last value, fraction 0.5 halfway between the first and the last.")
    }

    /// percentile as the value at the rounded position, without interpolating.
    static func roundingTheIndex(wouldGive answer: Double) -> CommonMistake<Double> {
        CommonMistake(
            "rounding the index", wouldGive: answer,
            because: "Rounding the position picks one of the two neighbouring values. Interpolate instead: "
                + "take the value below and add (position - its index) × (the next value - it).")
    }

    /// percentile by the nearest-rank method: the value at rank ⌈fraction × count⌉.
    static func nearestRank(wouldGive answer: Double) -> CommonMistake<Double> {
        CommonMistake(
            "nearest rank", wouldGive: answer,
            because: "The nearest-rank method always answers with a measured value. The workbook, like R, "
                + "NumPy and PERCENTILE.INC, interpolates between the two closest ranks at fraction × (count - 1).")
    }

    /// The summary computed on the prices in hour order instead of sorted.
    static func forgettingToSort(wouldGive summary: [Double]) -> CommonMistake<[Double]?> {
        CommonMistake(
            "forgetting to sort", wouldGive: summary,
            because: "Percentiles count ranks, so they need the prices from cheapest to dearest. "
                + "Sort a copy first (let sorted = prices.sorted()) and take low, quartiles and high from it.")
    }

    /// The summary with the median of an even count taken as the lower of the two middle prices.
    static func lowerMiddleMedian(wouldGive summary: [Double]) -> CommonMistake<[Double]?> {
        CommonMistake(
            "lower middle median", wouldGive: summary,
            because: "With an even count there are two middle prices, and the median lies halfway between them: "
                + "percentile(0.5, ofSorted:) interpolates, sorted[(count - 1) / 2] does not.")
    }

    /// The summary with the average divided by 24, whatever the day's count of hours.
    static func countingOn24Hours(wouldGive summary: [Double]) -> CommonMistake<[Double]?> {
        CommonMistake(
            "counting on 24 hours", wouldGive: summary,
            because: "The day the clocks go forward has 23 hours and the day they go back 25: "
                + "divide the sum by prices.count, not by 24.")
    }

    /// Whiskers that end at the nearest value within the fences even when that lies inside the box.
    static func aWhiskerInsideTheBox(wouldGive whiskers: ClosedRange<Double>) -> CommonMistake<ClosedRange<Double>> {
        CommonMistake(
            "a whisker inside the box", wouldGive: whiskers,
            because: "When no value lies between a box edge and its fence, the nearest value within the fences is "
                + "inside the box. A whisker never ends there: end it at the box edge, min(low, q1) and max(high, q3).")
    }

    /// Levels compared with <, as chapter 2's fixed levels are: a price on a threshold goes up a level.
    static func aThresholdInTheLevelAbove(wouldGive level: RelativePriceLevel?) -> CommonMistake<RelativePriceLevel?> {
        CommonMistake(
            "a threshold in the level above", wouldGive: level,
            because: "In the relative mode a price exactly on a threshold belongs to the level below it: the 20th "
                + "percentile is itself among the cheapest fifth. Compare with <=, not < as in chapter 2.")
    }

    /// The median shift taken from the prices in the order they came.
    static func anUnsortedMedian(wouldGive shift: [Double]) -> CommonMistake<[Double]?> {
        CommonMistake(
            "an unsorted median", wouldGive: shift,
            because: "percentile(0.5, ofSorted:) needs its prices sorted, and centreShift's come in any order: "
                + "sort a copy of each list first (prices.sorted()).")
    }

    /// centreShift's nil kept for two empty lists, so that one empty list is divided by its count of 0.
    static func nilOnlyWhenBothAreEmpty(wouldGive shift: [Double]) -> CommonMistake<[Double]?> {
        CommonMistake(
            "nil only when both are empty", wouldGive: shift,
            because: "One empty list is already nothing to compare: it has no mean and no median, and its sum / its "
                + "count is 0 / 0, NaN. Return nil when either list is empty: before.isEmpty || after.isEmpty.")
    }

    /// Fences measured from the lowest and the highest value instead of from q1 and q3.
    static func fencesAroundTheLowAndTheHigh(wouldGive fences: ClosedRange<Double>) -> CommonMistake<
        ClosedRange<Double>
    > {
        CommonMistake(
            "fences around the low and the high", wouldGive: fences,
            because: "Tukey's fences stand 1.5 × IQR beyond the box, not beyond the lowest and the highest value: "
                + "q1 - 1.5 × IQR and q3 + 1.5 × IQR. Measured from the ends, no value could ever lie beyond them.")
    }

    /// A day's box as wide as its slot, touching its neighbours.
    static func aBoxAsWideAsItsSlot<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "a box as wide as its slot", wouldGive: value,
            because: "The box is half as wide as its slot and centred in it, a quarter of the slot free on each "
                + "side, so that neighbouring days do not touch: slot.width / 2 wide, from slot.midX - slot.width / 4.")
    }

    /// Whiskers that end at the fences whenever a value lies beyond them.
    static func whiskerAtTheFence(wouldGive whiskers: ClosedRange<Double>) -> CommonMistake<ClosedRange<Double>> {
        CommonMistake(
            "whisker at the fence", wouldGive: whiskers,
            because: "A fence is only how far a whisker may reach. The whisker ends at a measured price: "
                + "the smallest at or above the lower fence, the largest at or below the upper fence.")
    }

    /// Fences that leave out a value exactly on them: < and > where <= and >= belong.
    static func aValueOnAFenceCountedOut<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "a value on a fence counted out", wouldGive: value,
            because: "A fence is the farthest a whisker may reach, and a value exactly on it is still within reach: "
                + "the whisker ends there, and it is not an outlier. Compare with >= and <= (fences.contains(value)), "
                + "not with > and <.")
    }

    /// The material's scale without the zero baseline: zero on the bottom edge, always.
    static func zeroAtTheBottom(wouldGive y: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "zero at the bottom", wouldGive: y,
            because: "With negative prices, zero is not the bottom of the chart. Start the scale at min(0, lowest): "
                + "the lowest price then sits on rect.maxY and zero above it, instead of negative prices falling below the chart."
        )
    }

    /// The scale that lets the highest price reach the top edge.
    static func noHeadroom(wouldGive y: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "no headroom", wouldGive: y,
            because: "The highest price reaches 85% of the height, not all of it, as in the material: "
                + "multiply the fraction by 0.85 × rect.height, so the tallest whisker does not touch the top.")
    }

    /// A period of zeros drawn in the middle, as chapter 1's flat line is.
    static func flatPeriodInTheMiddle(wouldGive y: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "flat period in the middle", wouldGive: y,
            because: "Chapter 1 draws a flat line at rect.midY, but this scale starts at zero: when every price "
                + "is zero, zero stands where it always does without negative prices, on the bottom edge, rect.maxY.")
    }

    /// A missing price in a period of zeros placed on the bottom edge: the test for a flat
    /// period made before the test for NaN.
    static func aMissingPriceOnTheBottomEdge(wouldGive y: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "a missing price on the bottom edge", wouldGive: y,
            because: "A missing price (NaN) has no place on the chart, whatever the period. Return NaN for it "
                + "first (guard !price.isNaN), before the test for a period of zeros returns rect.maxY.")
    }

    /// The scale that runs up to the highest price even when it is below zero, so that
    /// zero, the baseline, falls above the chart.
    static func zeroLeftOffTheTop(wouldGive y: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "zero left off the top", wouldGive: y,
            because: "In a period whose prices are all below zero, the zero line belongs at the top of the scale: "
                + "it runs from min(0, lowest) up to max(0, highest), and both ends need the 0.")
    }
}
