import Foundation

/// Exercise 4.3: the index of the date in `dates` (sorted ascending) nearest to `date`;
/// a tie goes to the earlier one, and among equal dates to the first; `nil` without dates.
public func nearestIndex(to date: Date, in dates: [Date]) -> Int? {
    guard !dates.isEmpty else { return nil }
    let after = firstIndex(atOrAfter: date, in: dates)
    if after == 0 { return 0 }
    let before = after - 1
    // The earlier reading wins a tie. `after` is the first of its equal dates already; the
    // one before may be the last of several, so find the first of those too.
    if after == dates.count || date.timeIntervalSince(dates[before]) <= dates[after].timeIntervalSince(date) {
        return firstIndex(atOrAfter: dates[before], in: dates)
    }
    return after
}

/// Exercise 4.3: the index of the first of the sorted `dates` at or after `date`, or
/// `dates.endIndex`, by halving: about log2(n) reads, not n.
public func firstIndex<Dates: RandomAccessCollection>(atOrAfter date: Date, in dates: Dates) -> Int
where Dates.Element == Date, Dates.Index == Int {
    var low = dates.startIndex
    var high = dates.endIndex
    while low < high {
        let middle = (low + high) / 2
        if dates[middle] < date { low = middle + 1 } else { high = middle }
    }
    return low
}
