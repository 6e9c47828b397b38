import ExerciseSupport
import Foundation

/// Exercise 4.4 · Range selection
///
/// Returns the indices of the readings between two dates, both included, or `nil` when no
/// reading lies between them.
///
/// `chartXSelection(range: $selectedSpan)` lets the user drag a span across the chart to
/// select a period: "how many steps this week?". A drag starts where the finger went down
/// and ends where it is now, and it may go right to left: then `start` is the *later*
/// date. Put the two in order first.
///
/// The span may also run off the chart's ends. Only readings that exist can be selected:
/// the range goes from the first reading at or after the earlier end to the last reading
/// at or before the later end. When that is empty (the span lies between two readings, or
/// beyond the data) there is nothing to select.
///
/// Worked example: a week of readings at midnight in Zagreb, Monday 15 July 2024 (index 0)
/// to Sunday 21 July (index 6).
///
///     let monday = Date(timeIntervalSince1970: 1_720_994_400)
///     let week = (0..<7).map { monday.addingTimeInterval(Double($0) * 86_400) }
///     let tuesdayNoon = week[1].addingTimeInterval(12 * 3600)
///     let fridayMorning = week[4].addingTimeInterval(5 * 3600)
///     selectedIndices(from: tuesdayNoon, to: fridayMorning, in: week)   // 2...4
///     selectedIndices(from: fridayMorning, to: tuesdayNoon, in: week)   // 2...4, dragged leftward
///     selectedIndices(from: week[1], to: week[3], in: week)             // 1...3, ends included
///     selectedIndices(from: monday.addingTimeInterval(-30 * 86_400), to: monday.addingTimeInterval(40 * 86_400), in: week)
///     // 0...6, clamped to the readings
///     selectedIndices(from: week[2].addingTimeInterval(6 * 3600), to: week[2].addingTimeInterval(18 * 3600), in: week)
///     // nil: no reading between Wednesday 06:00 and 18:00
///
/// Swift hint: `min(start, end)` and `max(start, end)` work on dates;
/// `dates.firstIndex(where: { $0 >= earlier })` finds the first reading in the span (or a
/// binary search as in 4.3, for long series). A `ClosedRange` such as `3...2` traps:
/// check `first <= last` before you make one.
///
/// - Parameters:
///   - start: Where the drag began.
///   - end: Where the drag is now, before or after `start`.
///   - dates: The readings' dates, sorted from earliest to latest.
/// - Returns: The first and last index of the readings in the span, or `nil`.
public func selectedIndices(from start: Date, to end: Date, in dates: [Date]) -> ClosedRange<Int>? {
    let span = min(start, end)...max(start, end)
    let hits = dates.indices.filter { span.contains(dates[$0]) }
    guard let f = hits.first, let l = hits.last else { return nil }
    return f...l
}
