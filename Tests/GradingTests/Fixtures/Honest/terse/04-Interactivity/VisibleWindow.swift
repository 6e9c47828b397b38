import ExerciseSupport

/// Exercise 4.7 · The visible window
///
/// Returns the indices of the readings a scrolled chart shows: `length` of them from
/// `start` on, moved back inside the `count` readings at either end.
///
/// `chartXVisibleDomain(length: 3600 * 24 * 7)` shows seven days of a longer series, and
/// `chartScrollPosition(x:)` says where the window starts. Scrolled to the very start the
/// window cannot begin before the first reading; scrolled to the end it cannot run past
/// the last. Swift Charts stops the scrolling there, and so must you: clamp `start`
/// between `0` and `count - length`, the last start at which a whole window still fits.
/// When there are fewer readings than the window holds, it shows them all.
///
/// Worked example: 47 days of steps, a window of 7.
///
///     visibleWindow(startingAt: 19, length: 7, count: 47)    // 19..<26
///     visibleWindow(startingAt: -2, length: 7, count: 47)    // 0..<7: before the first day
///     visibleWindow(startingAt: 44, length: 7, count: 47)    // 40..<47: the last whole week
///     visibleWindow(startingAt: 0, length: 7, count: 5)      // 0..<5: fewer than 7 days
///     visibleWindow(startingAt: 0, length: 7, count: 0)      // 0..<0: nothing
///
/// Swift hint: `a..<b` is the half-open range from `a` up to, not including, `b`, and
/// `values[window]` is the slice of an array it selects.
///
/// - Parameters:
///   - start: The index of the first reading the scroll position asks for; may be out of range.
///   - length: How many readings the window shows.
///   - count: How many readings there are.
/// - Returns: The indices in view; `0..<0` when there are none.
public func visibleWindow(startingAt start: Int, length: Int, count: Int) -> Range<Int> {
    let n = min(length, count)
    guard n > 0 else { return 0..<0 }
    let s = min(max(start, 0), count - n)
    return s..<(s + n)
}
