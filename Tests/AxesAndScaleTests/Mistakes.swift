import Foundation
import TestSupport

/// The chapter's common mistakes, with the wrong answers they give, so that a failure
/// message can name the one the student most likely made.
///
/// Each name matches a folder of the instructor's edition, Solutions/05-AxesAndScale/Mistakes/, where the mistake
/// exists as real code; `workbook verify` checks that these tests catch each one.
enum Mistake {
    static func roundingThePowerOfTen(wouldGive ticks: [Double]) -> CommonMistake<[Double]> {
        CommonMistake(
            "rounding the power of ten", wouldGive: ticks,
            because: "The power of ten must be floored: log10(5) is 0.7, and rounding it up to 1 makes the step 10 "
                + "where 5 was right. Use log10(step).rounded(.down), so the error stays from 1 to 10.")
    }

    static func multiplyingByAFractionalStep(wouldGive ticks: [Double]) -> CommonMistake<[Double]> {
        CommonMistake(
            "multiplying by a fractional step", wouldGive: ticks,
            because: "0.1 has no exact binary form, so 3 * 0.1 is 0.30000000000000004. For a step below 1, "
                + "divide by its inverse, a whole number: 3 / 10 is exactly the Double written 0.3.")
    }

    static func ticksOutsideTheDomain(wouldGive ticks: [Double]) -> CommonMistake<[Double]> {
        CommonMistake(
            "ticks outside the domain", wouldGive: ticks,
            because: "Rounding start / step and stop / step to the nearest whole number can step past the domain. "
                + "After rounding, move the first index up if its tick is below start, and the last down if above stop."
        )
    }

    static func ceilingAndFlooringTheIndices(wouldGive ticks: [Double]) -> CommonMistake<[Double]> {
        CommonMistake(
            "ceiling and flooring the indices", wouldGive: ticks,
            because: "start * inverse and stop * inverse can miss a whole number by a hair: 1.14 * 50 is "
                + "56.99999999999999, whose floor loses the tick 1.14. Round each to the nearest whole number, then "
                + "move it one inward only if its tick falls outside the domain.")
    }

    static func notAskingAgainForTwo(wouldGive ticks: [Double]) -> CommonMistake<[Double]> {
        CommonMistake(
            "not asking again for two", wouldGive: ticks,
            because: "With count 1 the step can be wider than the domain, so that no multiple of it fits: 1 to 364 "
                + "has step 500. d3 then asks again with count 2 (step 200, giving [200]); do the same.")
    }

    static func choosingTheUnitByTheStep(wouldGive label: String) -> CommonMistake<String> {
        CommonMistake(
            "choosing the unit by the step", wouldGive: label,
            because: "The value decides between units, k and M: 1,500 with a step of 500 is \"1.5k\", although "
                + "500 is below 1,000. Compare abs(value), not the step, with 1,000 and 1,000,000.")
    }

    static func leavingMinusAThousandWithoutItsK(wouldGive label: String) -> CommonMistake<String> {
        CommonMistake(
            "leaving minus a thousand without its k", wouldGive: label,
            because: "-1,000 is 1,000 in size, so it is \"-1k\", as 1,000 is \"1k\". Compare abs(value) >= 1000, "
                + "which takes in -1,000 itself, not value < -1000.")
    }

    static func testingTheStepForAnExactWholeNumber(wouldGive label: String) -> CommonMistake<String> {
        CommonMistake(
            "testing the step for an exact whole number", wouldGive: label,
            because: "A step worked out by arithmetic can miss a round number by a hair: 0.7 - 0.6 is "
                + "0.09999999999999998, and times 10 it is 0.9999999999999998. Call step * 10^d whole when "
                + "abs(x - x.rounded()) <= 1e-6 * x.")
    }

    static func droppingZerosBeforeThePoint(wouldGive label: String) -> CommonMistake<String> {
        CommonMistake(
            "dropping zeros before the point", wouldGive: label,
            because: "Trailing zeros are noise only after a decimal point: \"0.50\" is \"0.5\", but \"20\" is "
                + "twenty. Drop zeros only when the text contains a point.")
    }

    static func keepingMinusZero(wouldGive label: String) -> CommonMistake<String> {
        CommonMistake(
            "keeping minus zero", wouldGive: label,
            because: "A value a little below zero, or -0.0 itself, formats as \"-0\" (\"-0.0\" before the zeros "
                + "go). An axis has one zero: write \"-0\" as \"0\".")
    }

    static func wideningOnlyOnce(wouldGive domain: ClosedRange<Double>) -> CommonMistake<ClosedRange<Double>> {
        CommonMistake(
            "widening only once", wouldGive: domain,
            because: "A wider domain can have a larger step: 0...1.5 widened to steps of 0.2 is 0...1.6, and for "
                + "0...1.6 the step is 0.5, so the axis ends on a tick it does not have. Widen again with the new step, "
                + "until the step stays the same.")
    }

    static func wideningByAFractionalStep(wouldGive domain: ClosedRange<Double>) -> CommonMistake<ClosedRange<Double>> {
        CommonMistake(
            "widening by a fractional step", wouldGive: domain,
            because: "0.1 has no exact binary form, so 7 * 0.1 is 0.7000000000000001. For a step below 1, widen "
                + "with its inverse, a whole number: ceil(0.61 * 10) / 10 is exactly 0.7.")
    }

    static func averagingMissingValuesAsZero(wouldGive averages: [Double]) -> CommonMistake<[Double]> {
        CommonMistake(
            "averaging missing values as zero", wouldGive: averages,
            because: "Skipping NaN in the sum is half the job: divide by the number of measured values, "
                + "not by the bucket's size, or every gap drags the average down.")
    }

    static func bucketsThatDropTheLastValues(wouldGive ranges: [ClosedRange<Double>?]) -> CommonMistake<
        [ClosedRange<Double>?]
    > {
        CommonMistake(
            "buckets that drop the last values", wouldGive: ranges,
            because: "A fixed bucket size of n / bucketCount (rounded down) leaves the last n % bucketCount values "
                + "in no bucket. Compute each bound as k * n / bucketCount, so the last bucket ends at n.")
    }

    static func lttbForgettingTheLastPoint(wouldGive points: [CGPoint]) -> CommonMistake<[CGPoint]> {
        CommonMistake(
            "lttb forgetting the last point", wouldGive: points,
            because: "LTTB always keeps the first and the last point: the threshold - 2 buckets are only the points "
                + "between them. Append points[count - 1] after the loop.")
    }

    static func lttbKeepingTheLaterOfEqualTriangles(wouldGive points: [CGPoint]) -> CommonMistake<[CGPoint]> {
        CommonMistake(
            "lttb keeping the later of equal triangles", wouldGive: points,
            because: "When two points of a bucket make triangles of the same area, Steinarsson's code keeps the first: "
                + "it replaces the chosen point only for a strictly larger area, area > largestArea, not >=.")
    }

    static func aWeekStartingOnSunday(wouldGive dates: [Date]) -> CommonMistake<[Date]> {
        CommonMistake(
            "a week starting on Sunday", wouldGive: dates,
            because: "A Gregorian Calendar starts its weeks on Sunday unless told otherwise. "
                + "Set calendar.firstWeekday = 2, so that weeks start on Monday, as ISO 8601 and Europe count them.")
    }

    static func steppingTheCountOfHoursAtOnce(wouldGive dates: [Date]) -> CommonMistake<[Date]> {
        CommonMistake(
            "stepping the count of hours at once", wouldGive: dates,
            because: "Three hours after midnight is 04:00 on the clock on the day the clocks jump forward, and a "
                + "count of 3 from 01:00 gives 04:00, 07:00. Step one hour at a time and keep the ticks whose local "
                + "hour, calendar.component(.hour, from: tick), is a multiple of the count.")
    }

    static func steppingDaysBy86400Seconds(wouldGive dates: [Date]) -> CommonMistake<[Date]> {
        CommonMistake(
            "stepping days by 86400 seconds", wouldGive: dates,
            because: "A day of 23 or 25 hours is not 86,400 seconds: from the midnight before it, adding 86,400 "
                + "seconds lands at 01:00 or 23:00. Step with calendar.date(byAdding: .day, value: 1, to: tick).")
    }

    static func takingTheLastOfEqualValues(wouldGive summary: String) -> CommonMistake<String> {
        CommonMistake(
            "taking the last of equal values", wouldGive: summary,
            because: "When the lowest (or highest) value occurs twice, name the first: keep a new extreme only when it "
                + "is strictly lower (higher), < rather than <=. min(by:) and max(by:) with < do that.")
    }

    static func theXAxisFromEveryLabel(wouldGive summary: String) -> CommonMistake<String> {
        CommonMistake(
            "the x axis from every label", wouldGive: summary,
            because: "A label without a measured value is not on the chart's line: the X axis runs from the label of "
                + "the first measured value to the label of the last.")
    }

    static func ignoringAMoveOfExactlyATenth(wouldGive trend: String) -> CommonMistake<String> {
        CommonMistake(
            "ignoring a move of exactly a tenth", wouldGive: trend,
            because: "A move counts from a tenth of the range on, that tenth included: compare with >= threshold, not "
                + "> threshold.")
    }

    static func countingAnEqualValueAsAMove(wouldGive trend: String) -> CommonMistake<String> {
        CommonMistake(
            "counting an equal value as a move", wouldGive: trend,
            because: "When every measured value is the same, the range is 0 and so is its tenth: a value equal to the "
                + "first is then \"at least 0\" above it and counts as a move. Say \"Stays level.\" for a level series "
                + "first, before you look for moves.")
    }

    static func aLinearPitchScale(wouldGive hertz: Double) -> CommonMistake<Double> {
        CommonMistake(
            "a linear pitch scale", wouldGive: hertz,
            because: "The ear hears ratios, not differences: 220 to 440 Hz sounds as far as 440 to 880. "
                + "Use 220 * 2^(2 * fraction), not 220 + 660 * fraction.")
    }

    static func playingAMissingValueOnFlatData(wouldGive hertz: Double) -> CommonMistake<Double> {
        CommonMistake(
            "playing a missing value on flat data", wouldGive: hertz,
            because: "A missing value is silence on any chart: return NaN for a NaN value before you check for flat "
                + "data, which plays the others at 440 Hz.")
    }

    static func truncatingTheSampleCount(wouldGive count: Int) -> CommonMistake<Int> {
        CommonMistake(
            "truncating the sample count", wouldGive: count,
            because: "Int(duration * Double(sampleRate)) cuts the fraction off: 2.8 samples become 2, and every tone "
                + "comes out short. Round to the nearest first: Int((duration * Double(sampleRate)).rounded()).")
    }

    static func comparingOnlyTheTops(wouldGive pixels: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "comparing only the tops", wouldGive: pixels,
            because: "A line that misses a dip is as wrong as one that misses a spike. In each column compare the "
                + "bottoms too, and keep the larger of the two differences.")
    }

    static func skippingColumnsTheLineCrosses(wouldGive pixels: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "skipping columns the line crosses", wouldGive: pixels,
            because: "A downsampled line has few points, but it is drawn between them: over a column without a point "
                + "it is still there, at the y its segment has at the column's middle. Skipping such columns "
                + "misses the spikes that it drew a straight line across.")
    }

    static func comparingOnlyColumnsWithAPoint(wouldGive pixels: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "comparing only columns with a point", wouldGive: pixels,
            because: "Looping over the columns where one of the lines has a point misses the columns where neither has "
                + "one: both lines are drawn across those too, and may differ there. Compare every column from the "
                + "later of the two first points' columns to the earlier of the two last points' columns.")
    }

    static func notSortingByX(wouldGive pixels: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "not sorting by x", wouldGive: pixels,
            because: "A line is drawn from left to right, whatever the order of its points in the array. Sort each "
                + "line by x first (points.sorted { $0.x < $1.x }); the neighbours around a column's middle, and the "
                + "first and last column the line reaches, are then where you look for them.")
    }
}
