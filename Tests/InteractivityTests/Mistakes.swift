import Foundation
import TestSupport

/// The chapter's common mistakes, with the wrong answers they give, so that a failure
/// message can name the one the student most likely made.
///
/// Each name matches a folder of the instructor's edition, Solutions/04-Interactivity/Mistakes/, where the mistake
/// exists as real code; `workbook verify` checks that these tests catch each one.
enum Mistake {
    static func roundingInsteadOfTruncating(wouldGive index: Int?) -> CommonMistake<Int?> {
        CommonMistake(
            "rounding instead of truncating", wouldGive: index,
            because: "A bar owns its whole slot, from its left edge to the next bar's. "
                + "(x - rect.minX) / slotWidth is 2.7 anywhere in the third slot: round it down "
                + "(Int(...) or .rounded(.down)), not to the nearest, or the right half of each slot selects the next bar."
        )
    }

    static func forgettingRectMinX<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "forgetting rect minX", wouldGive: value,
            because: "The chart's rectangle does not start at x = 0: measure from its left edge, "
                + "x - rect.minX, and clamp between rect.minX and rect.maxX, not between 0 and rect.width.")
    }

    static func forgettingRectMinY<Value>(wouldGive value: Value) -> CommonMistake<Value> {
        CommonMistake(
            "forgetting rect minY", wouldGive: value,
            because: "The chart's rectangle does not start at y = 0: its top edge is rect.minY. The card fits above "
                + "the point when its top edge, centre y - height / 2, is at or below rect.minY, not at or below 0.")
    }

    static func notClampingTheSlot(wouldGive index: Int?) -> CommonMistake<Int?> {
        CommonMistake(
            "not clamping the slot", wouldGive: index,
            because: "rect.contains says a tap a hair left of rect.maxX is inside, but (x - rect.minX) / slotWidth can "
                + "still come out as exactly count in floating point: one past the last bar. "
                + "Keep the slot between 0 and count - 1: min(max(slot, 0), count - 1).")
    }

    static func clearingTheSelectionOnAMiss(wouldGive index: Int?) -> CommonMistake<Int?> {
        CommonMistake(
            "clearing the selection on a miss", wouldGive: index,
            because: "A tap beside every bar (tapped == nil) is not a tap on the selected bar: "
                + "it leaves the selection as it was. Only a tap on the selected item itself deselects it.")
    }

    static func tieToTheLaterDate(wouldGive index: Int?) -> CommonMistake<Int?> {
        CommonMistake(
            "tie to the later date", wouldGive: index,
            because: "When the date is exactly halfway between two readings, the earlier reading wins: "
                + "pick the later one only when it is strictly nearer (after < before, not after <= before).")
    }

    static func theLastOfEqualDates(wouldGive index: Int?) -> CommonMistake<Int?> {
        CommonMistake(
            "the last of equal dates", wouldGive: index,
            because:
                "When several readings share a date, the first of them wins, as dates.firstIndex(of:) would answer. "
                + "The reading just before the date found may be the last of several equal ones: look up the first date "
                + "at or after it, firstIndex(atOrAfter: dates[found - 1], in: dates).")
    }

    static func lookingAtEveryDate(wouldGive reads: String) -> CommonMistake<String> {
        CommonMistake(
            "looking at every date", wouldGive: reads,
            because:
                "A scan from the start (a for loop, or dates.firstIndex(where:)) reads every date before the answer: "
                + "86,400 for the last second of a day. The dates are sorted, so halve low..<high instead, reading "
                + "only the middle date each time: 17 reads.")
    }

    static func assumingALeftToRightDrag(wouldGive range: ClosedRange<Int>?) -> CommonMistake<ClosedRange<Int>?> {
        CommonMistake(
            "assuming a left to right drag", wouldGive: range,
            because: "A drag can go right to left: then it starts at the later date. "
                + "Order the two ends first, with min and max, before you look for readings between them.")
    }

    static func forgettingToClamp<Value>(wouldGive center: Value) -> CommonMistake<Value> {
        CommonMistake(
            "forgetting to clamp", wouldGive: center,
            because: "Above a point near the chart's edge, a card centred on the point sticks out. "
                + "Keep its centre between rect.minX + width / 2 and rect.maxX - width / 2: min(max(x, low), high).")
    }

    static func anEmptyWindowAtStart(wouldGive window: Range<Int>) -> CommonMistake<Range<Int>> {
        CommonMistake(
            "an empty window at start", wouldGive: window,
            because: "A window of length 0 shows nothing, and nothing is one range, 0..<0: start..<start is empty "
                + "too, but a different Range. Return 0..<0 when length or count is 0, before you clamp the start.")
    }

    static func hardCodedCardSize<Value>(wouldGive center: Value) -> CommonMistake<Value> {
        CommonMistake(
            "hard coded card size", wouldGive: center,
            because: "The lesson's 60, 40 and 30 are its own card's: half of 120 wide, 10 + 30 above the point, "
                + "half of 60 high. Work them out from size and gap: size.width / 2, gap + size.height / 2, "
                + "size.height / 2.")
    }

    static func weekStartingOnSunday<Value>(wouldGive date: Value) -> CommonMistake<Value> {
        CommonMistake(
            "week starting on Sunday", wouldGive: date,
            because: "Calendar(identifier: .gregorian) starts its weeks on Sunday (firstWeekday is 1), "
                + "so dateInterval(of: .weekOfYear, for:) and the like give Sunday. The chart's weeks start on Monday: "
                + "weekday 2. Count back (weekday + 5) % 7 days, or set calendar.firstWeekday = 2 first.")
    }

    static func mondayAsTheSecondDayOfTheWeek<Value>(wouldGive date: Value) -> CommonMistake<Value> {
        CommonMistake(
            "monday as the second day of the week", wouldGive: date,
            because: "calendar.firstWeekday says where the calendar's own weeks start; it does not renumber the "
                + "weekdays. calendar.component(.weekday, from:) is 1 on Sunday and 2 on Monday in every Gregorian "
                + "calendar, so Monday is (weekday + 5) % 7 days back, whatever firstWeekday is: counting from "
                + "firstWeekday + 1 finds a Tuesday when the weeks start on Monday.")
    }

    static func steppingBackInSeconds<Value>(wouldGive date: Value) -> CommonMistake<Value> {
        CommonMistake(
            "stepping back in seconds", wouldGive: date,
            because:
                "A day is not always 86,400 seconds: in a week when the clocks change, one day has 23 hours or 25, "
                + "and Cairo changes them on a Thursday or a Friday. Step back whole days with the calendar, "
                + "calendar.date(byAdding: .day, value: -days, to:), then take calendar.startOfDay(for:).")
    }

    static func countingSevenDaysToTheEnd(wouldGive heading: String) -> CommonMistake<String> {
        CommonMistake(
            "counting seven days to the end", wouldGive: heading,
            because: "A week of 7 days from Monday the 15th ends on Sunday the 21st: the last day is "
                + "days - 1 after the first, as the last index of 7 items is 6.")
    }

    static func addingDaysInSeconds(wouldGive heading: String) -> CommonMistake<String> {
        CommonMistake(
            "adding days in seconds", wouldGive: heading,
            because: "A day is not always 86,400 seconds: when the clocks go back, one day has 25 hours, and "
                + "start + 6 × 86,400 is still Saturday, 23:00. Let the calendar add the days: "
                + "calendar.date(byAdding: .day, value: days - 1, to: start).")
    }

    static func formattingInTheDeviceTimeZone(wouldGive heading: String) -> CommonMistake<String> {
        CommonMistake(
            "formatting in the device time zone", wouldGive: heading,
            because:
                "A DateFormatter (and Date.formatted) reads a date in the device's time zone unless told otherwise, "
                + "so Monday 00:00 in Zagreb reads as Sunday 22:00 in UTC: \"14 – 20 Jul\". Read day and month in the "
                + "calendar you were given, calendar.dateComponents([.day, .month], from:), or set "
                + "formatter.timeZone = calendar.timeZone.")
    }

    static func anglesFromTheXAxis(wouldGive index: Int?) -> CommonMistake<Int?> {
        CommonMistake(
            "angles from the x axis", wouldGive: index,
            because: "atan2(dy, dx) measures from 3 o'clock, as in a maths book. SectorMark starts at 12 o'clock "
                + "and goes clockwise on a screen whose y grows downward: use atan2(dx, -dy).")
    }

    static func anglesNotWrapped(wouldGive index: Int?) -> CommonMistake<Int?> {
        CommonMistake(
            "angles not wrapped", wouldGive: index,
            because: "atan2 answers between -π and π: on the left half of the circle the angle is negative. "
                + "Add 2π to a negative angle so that every angle lies in 0..<2π before you compare it with the sectors."
        )
    }
}
