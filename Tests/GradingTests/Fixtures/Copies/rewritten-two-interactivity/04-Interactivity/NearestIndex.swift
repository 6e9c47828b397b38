import Foundation

/// Exercise 4.2: the reading nearest to a date; the earlier one on a tie.
public func nearestIndex(to date: Date, in dates: [Date]) -> Int? {
    if dates.isEmpty { return nil }
    let next = firstIndex(atOrAfter: date, in: dates)
    if next == 0 { return 0 }
    if next == dates.count {
        return firstIndex(atOrAfter: dates[next - 1], in: dates)
    }
    let gapBefore = date.timeIntervalSince(dates[next - 1])
    let gapAfter = dates[next].timeIntervalSince(date)
    return gapBefore <= gapAfter ? firstIndex(atOrAfter: dates[next - 1], in: dates) : next
}

public func firstIndex<Dates: RandomAccessCollection>(atOrAfter date: Date, in dates: Dates) -> Int
where Dates.Element == Date, Dates.Index == Int {
    var lo = dates.startIndex
    var hi = dates.endIndex
    while lo < hi {
        let mid = lo + (hi - lo) / 2
        if date <= dates[mid] { hi = mid } else { lo = mid + 1 }
    }
    return lo
}
