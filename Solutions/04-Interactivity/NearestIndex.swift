import Foundation

/// Exercise 4.3: the index of the date in `dates` (sorted ascending) nearest to `date`;
/// a tie goes to the earlier one; `nil` without dates.
public func nearestIndex(to date: Date, in dates: [Date]) -> Int? {
    guard !dates.isEmpty else { return nil }
    // Binary search for the first date at or after `date`: log2(n) steps, not n.
    var low = 0, high = dates.count
    while low < high {
        let middle = (low + high) / 2
        if dates[middle] < date { low = middle + 1 } else { high = middle }
    }
    if low == 0 { return 0 }
    if low == dates.count { return dates.count - 1 }
    // The nearest is the one found or the one before it; the earlier wins a tie.
    let before = date.timeIntervalSince(dates[low - 1])
    let after = dates[low].timeIntervalSince(date)
    return after < before ? low : low - 1
}
