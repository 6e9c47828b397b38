/// Exercise 4.7: the indices of the `length` readings shown from `start` on, of `count`,
/// moved back inside the data at either end.
public func visibleWindow(startingAt start: Int, length: Int, count: Int) -> Range<Int> {
    guard count > 0, length > 0 else { return 0..<0 }
    guard length < count else { return 0..<count }
    let first = min(max(start, 0), count - length)
    return first..<(first + length)
}
