import Foundation
import TestSupport

/// The chapter's common mistakes, with the wrong answers they give, so that a failure
/// message can name the one the student most likely made.
///
/// Each name matches a folder of the instructor's edition, Solutions/01-LineGraph/Mistakes/, where the mistake
/// exists as real code; `workbook verify` checks that these tests catch each one.
enum Mistake {
    static func unflippedYAxis(wouldGive value: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "unflipped y axis", wouldGive: value,
            because: "Screen y grows downward: rect.minY is the top edge and rect.maxY the bottom. "
                + "Measure up from the bottom: y = rect.maxY - fraction * rect.height.")
    }

    /// The line upside down, as 1.4 sees it: 1.3 measuring from the top, or 1.4 passing the
    /// range's ends to it the wrong way round, give the same points.
    static func upsideDownLine(wouldGive value: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "unflipped y axis", wouldGive: value,
            because: "The line is upside down, the lowest value on the top edge. Either your yPosition (1.3) "
                + "measures from the top, or linePoints passes the range's ends the wrong way round: "
                + "minimum: range.lowerBound, maximum: range.upperBound.")
    }

    static func dividingByCount<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "dividing by count", wouldGive: value,
            because: "Between count points (or lines) there are only count - 1 gaps, "
                + "so each step is the whole length divided by count - 1.")
    }

    static func ignoringRectOrigin<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "ignoring rect origin", wouldGive: value,
            because: "The chart's rectangle does not start at 0. "
                + "Start from rect.minX (or rect.minY), and use rect.maxX and rect.maxY for the far edges.")
    }

    static func dividingByZeroOnFlatData(wouldGive value: CGFloat) -> CommonMistake<CGFloat> {
        CommonMistake(
            "dividing by zero on flat data", wouldGive: value,
            because: "When minimum == maximum, maximum - minimum is 0 and the fraction is 0 / 0, which is NaN. "
                + "Check for a flat range first and return rect.midY.")
    }

    static func truncatingInsteadOfRounding(wouldGive index: Int?) -> CommonMistake<Int?> {
        CommonMistake(
            "truncating instead of rounding", wouldGive: index,
            because: "Int(2.9) is 2: converting cuts the fraction off. "
                + "Round first with .rounded(), so a tap just left of a point still selects it.")
    }
}
