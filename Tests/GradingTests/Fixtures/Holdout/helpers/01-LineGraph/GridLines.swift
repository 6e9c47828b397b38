import ExerciseSupport
import Foundation

/// Exercise 1.6 · Grid lines
///
/// Returns the values of `count` horizontal grid lines, evenly spaced from `maximum` at
/// the top down to `minimum` at the bottom. The chart draws each line at
/// `yPosition(for: value, ...)` and writes the value beside it as the y-axis label.
///
/// Like the points of exercise 1.2, `count` lines have `count - 1` gaps between them, so
/// each step down is `(maximum - minimum) / (count - 1)`.
///
/// Worked example: five grid lines over the temperatures (4.1 to 21.5 °C). The range is
/// 17.4, so each step is 17.4 / 4 = 4.35:
///
///     gridLineValues(count: 5, minimum: 4.1, maximum: 21.5)
///     // [21.5, 17.15, 12.8, 8.45, 4.1], give or take the rounding of Double arithmetic
///
/// A single grid line marks the `maximum`; zero (or fewer) lines give an empty array:
///
///     gridLineValues(count: 1, minimum: 4.1, maximum: 21.5)   // [21.5]
///     gridLineValues(count: 0, minimum: 4.1, maximum: 21.5)   // []
///
/// - Parameters:
///   - count: How many grid lines to draw.
///   - minimum: The value at the bottom of the chart.
///   - maximum: The value at the top of the chart.
/// - Returns: `count` values, from `maximum` down to `minimum`.
public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    switch count {
    case ..<1:
        return []
    case 1:
        // A lone grid line has no gaps; it marks the top.
        return [maximum]
    default:
        let step = (maximum - minimum) / Double(count - 1)
        var lines: [Double] = []
        lines.reserveCapacity(count)
        for lineNumber in 0..<count {
            lines.append(maximum - step * Double(lineNumber))
        }
        return lines
    }
}
