import ExerciseSupport
import Foundation

/// Where one day's boxplot is drawn: the box, the whisker, the median line and the
/// outliers, in the coordinates of the chart.
///
/// In SwiftUI's `Canvas` the box is `context.fill(Path(box), ...)`, the whisker a `Path`
/// from `whiskerTop` to `whiskerBottom`, the median another from `medianStart` to
/// `medianEnd`, and each outlier a small circle.
public struct DayBox: Equatable, Sendable {
    /// From the third quartile (its top edge) down to the first (its bottom edge).
    public var box: CGRect
    /// The end of the high whisker, in the middle of the slot.
    public var whiskerTop: CGPoint
    /// The end of the low whisker, in the middle of the slot.
    public var whiskerBottom: CGPoint
    /// The left end of the median line, on the box's left edge.
    public var medianStart: CGPoint
    /// The right end of the median line, on the box's right edge.
    public var medianEnd: CGPoint
    /// One point per outlier, in the middle of the slot.
    public var outliers: [CGPoint]

    public init(
        box: CGRect, whiskerTop: CGPoint, whiskerBottom: CGPoint,
        medianStart: CGPoint, medianEnd: CGPoint, outliers: [CGPoint]
    ) {
        self.box = box
        self.whiskerTop = whiskerTop
        self.whiskerBottom = whiskerBottom
        self.medianStart = medianStart
        self.medianEnd = medianEnd
        self.outliers = outliers
    }
}

extension DayBox: Placeholder {
    /// Nowhere: a null box and points of NaN, which no test accepts and no chart draws.
    public static var placeholder: DayBox {
        DayBox(
            box: .null, whiskerTop: .placeholder, whiskerBottom: .placeholder,
            medianStart: .placeholder, medianEnd: .placeholder, outliers: [])
    }
}

/// Exercise 3.6 · One day's box
///
/// Returns the slot of day `index` when `count` days share `rect`: a strip as high as
/// `rect` and `rect.width / count` wide, the first at `rect.minX`.
///
///     daySlot(index: 2, count: 60, in: CGRect(x: 40, y: 10, width: 600, height: 200))
///     // (x: 60, y: 10, width: 10, height: 200)
///
/// Unlike the points of a line graph, days are not spread from edge to edge: each gets a
/// strip of its own, so there are `count` strips, not `count - 1` gaps. With no days
/// (`count` 0 or less) return `CGRect.null`.
///
/// - Parameters:
///   - index: The day's position, from `0` to `count - 1`.
///   - count: How many days the chart shows.
///   - rect: The rectangle the chart is drawn in.
/// - Returns: The day's slot.
public func daySlot(index: Int, count: Int, in rect: CGRect) -> CGRect {
    guard count > 0 else { return .null }
    let width = rect.width / CGFloat(count)
    return CGRect(x: rect.minX + CGFloat(index) * width, y: rect.minY, width: width, height: rect.height)
}

/// Returns where one day's boxplot goes in its `slot`, the prices placed by
/// `yPosition(forPrice:periodRange:in:)` (exercise 3.5) within the slot, which is as high
/// as the chart.
///
/// - The box is half as wide as the slot and centred in it; it runs from `summary.q3` at
///   its top edge down to `summary.q1` at its bottom edge.
/// - The whisker runs down the middle of the slot (`slot.midX`) from
///   `whiskers.upperBound` at the top to `whiskers.lowerBound` at the bottom.
/// - The median line crosses the box from its left edge to its right edge at
///   `summary.median`.
/// - Each outlier is a point in the middle of the slot at its price.
///
/// Worked example: a slot 20 wide and 200 high at the origin, a period from 0 to 0.40.
/// The box is 10 wide, from x = 5 to 15:
///
///     let summary = DailySummary(date: .now, low: 0.08, q1: 0.10, median: 0.12, q3: 0.16, high: 0.31, average: 0.14)
///     let slot = CGRect(x: 0, y: 0, width: 20, height: 200)
///     let drawn = dayBox(for: summary, whiskers: 0.08...0.20, outliers: [0.31], periodRange: 0...0.40, in: slot)
///     drawn.box             // (x: 5, y: 132, width: 10, height: 25.5): q3 at 132, q1 at 157.5
///     drawn.whiskerTop      // (x: 10, y: 115)
///     drawn.whiskerBottom   // (x: 10, y: 166)
///     drawn.medianStart     // (x: 5, y: 149)
///     drawn.medianEnd       // (x: 15, y: 149)
///     drawn.outliers        // [(x: 10, y: 68.25)]
///
/// - Parameters:
///   - summary: The day's five numbers (and average).
///   - whiskers: Where the whiskers end: `whiskerEnds(ofSorted:)`, or `low...high`.
///   - outliers: The prices drawn as points beyond the whiskers.
///   - periodRange: The lowest and the highest price of the whole period.
///   - slot: The day's slot, from `daySlot(index:count:in:)`.
/// - Returns: The box, whisker, median line and outlier points.
public func dayBox(
    for summary: DailySummary, whiskers: ClosedRange<Double>, outliers: [Double],
    periodRange: ClosedRange<Double>, in slot: CGRect
) -> DayBox {
    let width = slot.width / 2
    let top = yPosition(forPrice: summary.q3, periodRange: periodRange, in: slot)
    let box = CGRect(x: slot.midX - width / 2, y: top, width: width, height: yPosition(forPrice: summary.q1, periodRange: periodRange, in: slot) - top)
    let median = yPosition(forPrice: summary.median, periodRange: periodRange, in: slot)
    return DayBox(
        box: box,
        whiskerTop: CGPoint(x: slot.midX, y: yPosition(forPrice: whiskers.upperBound, periodRange: periodRange, in: slot)),
        whiskerBottom: CGPoint(x: slot.midX, y: yPosition(forPrice: whiskers.lowerBound, periodRange: periodRange, in: slot)),
        medianStart: CGPoint(x: box.minX, y: median),
        medianEnd: CGPoint(x: box.maxX, y: median),
        outliers: outliers.map { CGPoint(x: slot.midX, y: yPosition(forPrice: $0, periodRange: periodRange, in: slot)) })
}
