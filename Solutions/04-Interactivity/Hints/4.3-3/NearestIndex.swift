import Foundation

/// Hint 4.3-3 followed literally: the two distances compared as `abs(timeIntervalSince)`,
/// the ends of the array watched, the earlier kept on a tie, and the first of equal dates
/// found by searching again.
public func nearestIndex(to date: Date, in dates: [Date]) -> Int? {
    if dates.isEmpty { return nil }
    let after = firstIndex(atOrAfter: date, in: dates)
    // Nothing before the first reading.
    if after == dates.startIndex { return after }
    let before = after - 1
    // Nothing after the last reading.
    if after == dates.endIndex { return firstIndex(atOrAfter: dates[before], in: dates) }
    let distanceBefore = abs(dates[before].timeIntervalSince(date))
    let distanceAfter = abs(dates[after].timeIntervalSince(date))
    if distanceAfter < distanceBefore { return after }
    return firstIndex(atOrAfter: dates[before], in: dates)
}

/// The index of the first of the sorted `dates` at or after `date`, or `dates.endIndex`,
/// by halving.
public func firstIndex<Dates: RandomAccessCollection>(atOrAfter date: Date, in dates: Dates) -> Int
where Dates.Element == Date, Dates.Index == Int {
    var low = dates.startIndex
    var high = dates.endIndex
    while low < high {
        let middle = (low + high) / 2
        if dates[middle] < date {
            low = middle + 1
        } else {
            high = middle
        }
    }
    return low
}
