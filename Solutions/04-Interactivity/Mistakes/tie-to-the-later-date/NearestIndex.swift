import Foundation

/// Common mistake "tie to the later date": `<=` where `<` belongs hands a tie to the later
/// reading.
public func nearestIndex(to date: Date, in dates: [Date]) -> Int? {
    guard !dates.isEmpty else { return nil }
    var low = 0, high = dates.count
    while low < high {
        let middle = (low + high) / 2
        if dates[middle] < date { low = middle + 1 } else { high = middle }
    }
    if low == 0 { return 0 }
    if low == dates.count { return dates.count - 1 }
    let before = date.timeIntervalSince(dates[low - 1])
    let after = dates[low].timeIntervalSince(date)
    return after <= before ? low : low - 1
}
