import Foundation

/// Common mistake "assuming a left to right drag": a drag from right to left has its start
/// after its end, and then nothing lies between them.
public func selectedIndices(from start: Date, to end: Date, in dates: [Date]) -> ClosedRange<Int>? {
    guard let first = dates.firstIndex(where: { $0 >= start }),
        let last = dates.lastIndex(where: { $0 <= end }),
        first <= last
    else { return nil }
    return first...last
}
