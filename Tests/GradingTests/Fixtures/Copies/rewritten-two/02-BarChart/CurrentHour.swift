import Foundation

/// Exercise 2.6: the index of the hour that holds `instant`, or `nil` outside the day.
public func barIndex(containing instant: Date, hourStarts: [Date]) -> Int? {
    guard let last = hourStarts.last, instant < last.addingTimeInterval(3600) else { return nil }
    return hourStarts.lastIndex { $0 <= instant }
}
