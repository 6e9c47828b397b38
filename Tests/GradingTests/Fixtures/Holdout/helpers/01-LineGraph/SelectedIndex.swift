import ExerciseSupport
import Foundation

/// Exercise 1.9 · Tap to select
///
/// Returns the index of the point nearest to a tap at horizontal position `x`, so the
/// chart can show that point's tooltip. `nil` means there is nothing to select.
///
/// This is exercise 1.2 run backwards. There, `index` steps of `rect.width / (count - 1)`
/// took you from `rect.minX` to the point. Here you know the position and want the step
/// count: `(x - rect.minX) / step`. That is rarely a whole number, so *round* it to the
/// nearest point. Converting without rounding is not the same: `Int(2.9)` is 2, because
/// it drops the fraction, and that selects the point before the one you tapped next to.
///
/// A tap may land outside the points, on the axis labels for instance: keep the index
/// between `0` and `count - 1`.
///
/// Worked example: twelve months in a rectangle that starts at x = 48 and is 300 wide,
/// so the points are 300 / 11 ≈ 27.27 apart.
///
///     let rect = CGRect(x: 48, y: 16, width: 300, height: 200)
///     selectedIndex(forTapAt: 130, count: 12, in: rect)   // 3: 82 / 27.27 ≈ 3.01, April
///     selectedIndex(forTapAt: 150, count: 12, in: rect)   // 4: 3.74 rounds up to May
///     selectedIndex(forTapAt: 10, count: 12, in: rect)    // 0: left of the chart
///
/// With no points, return `nil`. With one point, that point, `0`, is the nearest; in a
/// rectangle without width every point stands on the same x, and the first, `0`, is
/// selected.
///
///     let rect = CGRect(x: 48, y: 16, width: 300, height: 200)
///     selectedIndex(forTapAt: 500, count: 12, in: rect)   // 11: right of the chart, December
///     selectedIndex(forTapAt: 100, count: 0, in: rect)    // nil: nothing to select
///     selectedIndex(forTapAt: 100, count: 1, in: rect)    // 0: the only point
///
/// Swift hint: `value.rounded()` rounds a `CGFloat` to the nearest whole number, and
/// `min(max(index, 0), count - 1)` keeps an index in bounds.
///
/// - Parameters:
///   - x: Where the tap landed, in the same coordinates as `rect`.
///   - count: How many points the dataset has.
///   - rect: The rectangle the chart is drawn in.
/// - Returns: The index of the nearest point, or `nil` when there are no points.
public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
    switch count {
    case ..<1:
        return nil
    case 1:
        return 0
    default:
        break
    }
    let lastIndex = count - 1
    // A rect with no width puts every point on the same x; the first one wins.
    guard rect.width > 0, !x.isNaN else { return 0 }

    let step = rect.width / CGFloat(lastIndex)
    let stepsFromLeft = ((x - rect.minX) / step).rounded()
    return clamp(Int(stepsFromLeft), from: 0, to: lastIndex)
}

/// Keeps `index` inside `low...high`.
private func clamp(_ index: Int, from low: Int, to high: Int) -> Int {
    min(max(index, low), high)
}
