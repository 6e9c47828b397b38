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
/// `dates` is sorted, so the search can halve: write it first, in
/// `firstIndex(atOrAfter:in:)` below, and call it here. The nearest reading is then the
/// first one at or after `date`, or the one just before it: compare their distances in
/// seconds (`timeIntervalSince`). Exactly halfway, the *earlier* reading wins. A logger
/// can write the same date twice; among equal dates the *first* wins, as
/// `dates.firstIndex(of:)` would answer, and `firstIndex(atOrAfter:in:)` finds that one
/// too.
///
/// Worked example: a week of readings at midnight in Zagreb, Monday 15 July 2024 (index 0)
/// to Sunday 21 July (index 6), and a second series in which Tuesday's reading was written
/// twice.
///
///     let monday = Date(timeIntervalSince1970: 1_720_994_400)
///     let week = (0..<7).map { monday.addingTimeInterval(Double($0) * 86_400) }
///     let wednesday = week[2]
///     nearestIndex(to: wednesday.addingTimeInterval(9 * 3600), in: week)    // 2: Wednesday 00:00 is 9 hours off
///     nearestIndex(to: wednesday.addingTimeInterval(15 * 3600), in: week)   // 3: Thursday 00:00 is 9 hours off
///     nearestIndex(to: wednesday.addingTimeInterval(12 * 3600), in: week)   // 2: a tie, the earlier wins
///     nearestIndex(to: monday.addingTimeInterval(-2 * 86_400), in: week)    // 0: before the first reading
///     nearestIndex(to: monday, in: [])                                        // nil
///     let twice = [week[0], week[1], week[1], week[4]]
///     nearestIndex(to: week[1].addingTimeInterval(3600), in: twice)         // 1: the first of the two Tuesdays
///
/// The tests count the reads of `firstIndex(atOrAfter:in:)`, which takes a collection that
/// can count them. This function takes an array, which cannot, so its tests check only its
/// answers: a scan over every date here passes them, and still makes a long drag stutter.
///
/// - Parameters:
///   - date: The date the selection hands over.
///   - dates: The readings' dates, sorted from earliest to latest.
/// - Returns: The index of the nearest reading, the earlier one on a tie, or `nil`.
public func nearestIndex(to date: Date, in dates: [Date]) -> Int? {
    guard !dates.isEmpty else { return nil }
    let i = firstIndex(atOrAfter: date, in: dates)
    guard i > 0 else { return 0 }
    let j = firstIndex(atOrAfter: dates[i - 1], in: dates)
    guard i < dates.endIndex else { return j }
    return date.timeIntervalSince(dates[j]) <= dates[i].timeIntervalSince(date) ? j : i
}

/// Returns the index of the first of the sorted `dates` that is at or after `date`, or
/// `dates.endIndex` when every date is earlier: the binary search under `nearestIndex`.
///
/// A *binary search* looks at about log₂(n) dates, not all n: 17 of 86,400. Keep a range
/// `low..<high` that must hold the answer, starting with the whole of `dates`. Look at
/// the date in the middle: if it is earlier than `date`, the answer lies to its right
/// (`low = middle + 1`); otherwise it is the middle or to its left (`high = middle`).
/// When the range is empty, `low` is the answer.
///
///     let monday = Date(timeIntervalSince1970: 1_720_994_400)
///     let week = (0..<7).map { monday.addingTimeInterval(Double($0) * 86_400) }
///     let twice = [week[0], week[1], week[1], week[4]]
///     firstIndex(atOrAfter: week[2].addingTimeInterval(9 * 3600), in: week)   // 3: Thursday
///     firstIndex(atOrAfter: week[2], in: week)                                 // 2: Wednesday itself
///     firstIndex(atOrAfter: week[1], in: twice)                                // 1: the first of the Tuesdays
///     firstIndex(atOrAfter: monday.addingTimeInterval(7 * 86_400), in: week)   // 7: none, dates.endIndex
///     firstIndex(atOrAfter: week[3], in: week[2...])                           // 3: a part keeps its indices
///
/// The function takes any `RandomAccessCollection` of dates with `Int` indices, an
/// array or a part of one (`dates[10...]`), so that the tests can hand it dates that
/// count how often they are read: they allow about two reads for each halving, and a
/// loop over every date fails.
///
/// Swift hint: `(low + high) / 2` is the middle index; start with `dates.startIndex` and
/// `dates.endIndex` rather than 0 and `count`, which differ for a part of an array.
///
/// - Parameters:
///   - date: The date to look for.
///   - dates: Dates sorted from earliest to latest.
/// - Returns: The index of the first date at or after `date`, or `dates.endIndex`.
public func firstIndex<Dates: RandomAccessCollection>(atOrAfter date: Date, in dates: Dates) -> Int
where Dates.Element == Date, Dates.Index == Int {
    func search(_ r: Range<Int>) -> Int {
        guard !r.isEmpty else { return r.lowerBound }
        let m = (r.lowerBound + r.upperBound) / 2
        return dates[m] < date ? search(m + 1..<r.upperBound) : search(r.lowerBound..<m)
    }
    return search(dates.startIndex..<dates.endIndex)
}
