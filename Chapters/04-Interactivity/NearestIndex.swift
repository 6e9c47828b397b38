import ExerciseSupport
import Foundation

/// Exercise 4.3 · The nearest date
///
/// Returns the index of the reading nearest to `date`, or `nil` when there are none.
///
/// `chartXSelection(value: $selectedDate)` hands the app the date under the finger, not a
/// reading: the finger is rarely exactly on one. The app then looks up the nearest
/// reading itself. The lesson does it with `readings.min(by:)`, which looks at every
/// reading: fine for 30, slow for a day of heart-rate readings every second (86,400 of
/// them) looked up again on every frame of a drag.
///
/// `dates` is sorted, so a *binary search* does it in about log₂(n) steps: 17 for
/// 86,400. Keep a range `low..<high` that must hold the first date at or after `date`;
/// look at the middle: if it is earlier than `date`, the answer lies to its right,
/// otherwise at it or to its left. Halve until the range is empty. Then the nearest is
/// that date or the one just before it: compare their distances in seconds
/// (`timeIntervalSince`). Exactly halfway, the *earlier* reading wins.
///
/// Worked example: a week of readings at midnight, Monday 15 July (index 0) to Sunday 21
/// July (index 6).
///
///     nearestIndex(to: wednesday at 09:00, in: week)   // 2: Wednesday 00:00 is 9 hours off
///     nearestIndex(to: wednesday at 15:00, in: week)   // 3: Thursday 00:00 is 9 hours off
///     nearestIndex(to: wednesday at 12:00, in: week)   // 2: a tie, the earlier wins
///     nearestIndex(to: a Saturday before, in: week)    // 0: before the first reading
///     nearestIndex(to: monday, in: [])                  // nil
///
/// Swift hint: `(low + high) / 2` is the middle index; dates compare with `<`, and
/// `later.timeIntervalSince(earlier)` is the seconds between them.
///
/// - Parameters:
///   - date: The date the selection hands over.
///   - dates: The readings' dates, sorted from earliest to latest.
/// - Returns: The index of the nearest reading, the earlier one on a tie, or `nil`.
public func nearestIndex(to date: Date, in dates: [Date]) -> Int? {
    todo("binary-search the first date at or after date, then pick it or the one before")
}
