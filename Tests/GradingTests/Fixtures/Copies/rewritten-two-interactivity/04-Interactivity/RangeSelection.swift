import Foundation

/// Exercise 4.4: the indices of the dates (sorted ascending) that lie between `start` and
/// `end`, both included, whichever of the two is earlier; `nil` when none does.
public func selectedIndices(from start: Date, to end: Date, in dates: [Date]) -> ClosedRange<Int>? {
    let (earlier, later) = start <= end ? (start, end) : (end, start)
    guard let first = dates.firstIndex(where: { $0 >= earlier }),
        let last = dates.lastIndex(where: { $0 <= later }),
        first <= last
    else { return nil }
    return first...last
}
