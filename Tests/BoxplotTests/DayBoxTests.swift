import Boxplot
import Foundation
import SampleData
import Testing
import TestSupport

@Suite("3.6 One day's box", .exercise("3.6"))
struct DayBoxTests {
    @Test("gives each of the days an equal slot, side by side", arguments: ChartRects.all, [1, 7, 60])
    func slots(rect: CGRect, count: Int) {
        let width = rect.width / CGFloat(count)
        let expected = (0..<count).map { CGRect(x: rect.minX + CGFloat($0) * width, y: rect.minY, width: width, height: rect.height) }
        expectApproximatelyEqual(
            (0..<count).map { daySlot(index: $0, count: count, in: rect) }, expected,
            "(0..<\(count)).map { daySlot(index: $0, count: \(count), in: \(swiftLiteral(rect))) }",
            hint: "Each slot is rect.width / count wide and as high as rect; slot i starts at rect.minX + i × that width. "
                + "Days are strips, not points: divide by count, not count - 1.")
    }

    @Test("has no slot without days")
    func noDays() {
        expectApproximatelyEqual(
            daySlot(index: 0, count: 0, in: ChartRects.atOrigin), .null,
            "daySlot(index: 0, count: 0, in: \(swiftLiteral(ChartRects.atOrigin)))",
            hint: "With no days there is no slot: return CGRect.null instead of dividing by zero.")
    }

    static let example = DailySummary(date: .now, low: 0.08, q1: 0.10, median: 0.12, q3: 0.16, high: 0.31, average: 0.14)
    static let exampleCall = "dayBox(for: DailySummary(date: .now, low: 0.08, q1: 0.10, median: 0.12, q3: 0.16, high: 0.31, average: 0.14), "
        + "whiskers: 0.08...0.20, outliers: [0.31], periodRange: 0...0.40, in: CGRect(x: 0, y: 0, width: 20, height: 200))"

    static func drawnExample() -> DayBox {
        dayBox(for: example, whiskers: 0.08...0.20, outliers: [0.31], periodRange: 0...0.40, in: CGRect(x: 0, y: 0, width: 20, height: 200))
    }

    @Test("draws the box of the worked example half as wide as its slot, from q3 down to q1")
    func box() {
        expectApproximatelyEqual(
            Self.drawnExample().box, CGRect(x: 5, y: 132, width: 10, height: 25.5), Self.exampleCall + ".box",
            hint: "The box is slot.width / 2 wide, centred on slot.midX; its top is yPosition of q3 and its bottom "
                + "yPosition of q1, so its height is y(q1) - y(q3), never negative.")
    }

    @Test("draws the whisker, the median line and the outliers of the worked example")
    func lines() {
        let drawn = Self.drawnExample()
        expectApproximatelyEqual(
            [drawn.whiskerTop, drawn.whiskerBottom], [CGPoint(x: 10, y: 115), CGPoint(x: 10, y: 166)],
            Self.exampleCall + "  // [whiskerTop, whiskerBottom]",
            hint: "The whisker runs down slot.midX from whiskers.upperBound to whiskers.lowerBound, placed with yPosition.")
        expectApproximatelyEqual(
            [drawn.medianStart, drawn.medianEnd], [CGPoint(x: 5, y: 149), CGPoint(x: 15, y: 149)],
            Self.exampleCall + "  // [medianStart, medianEnd]",
            hint: "The median line crosses the box at the median's y, from box.minX to box.maxX.")
        expectApproximatelyEqual(
            drawn.outliers, [CGPoint(x: 10, y: 68.25)], Self.exampleCall + ".outliers",
            hint: "Each outlier is a point at slot.midX and its price's y.")
    }

    @Test("draws each sample day in its slot of the sixty", arguments: [ChartRects.atOrigin, ChartRects.awkward])
    func sampleDays(rect: CGRect) {
        let period = Samples.periodRange
        for (index, day) in Samples.days.enumerated() {
            let prices = day.measured, sorted = prices.sorted()
            let listed = Reference.summary(prices)
            let summary = DailySummary(date: day.startOfDay, low: listed[0], q1: listed[1], median: listed[2], q3: listed[3], high: listed[4], average: listed[5])
            let width = rect.width / 60
            let slot = CGRect(x: rect.minX + CGFloat(index) * width, y: rect.minY, width: width, height: rect.height)
            let whiskers = Reference.whiskers(sorted)
            let outliers = sorted.filter { !Reference.fences(sorted).contains($0) }
            let drawn = dayBox(for: summary, whiskers: whiskers, outliers: outliers, periodRange: period, in: slot)
            let y = { Reference.y($0, period, rect) }
            let expected = CGRect(x: slot.midX - width / 4, y: y(listed[3]), width: width / 2, height: y(listed[1]) - y(listed[3]))
            let call = "dayBox(for: <the summary of \(day.day)>, whiskers: \(whiskers), outliers: \(swiftLiteral(outliers)), "
                + "periodRange: \(period), in: \(swiftLiteral(slot)))"
            let boxOK = expectApproximatelyEqual(
                drawn.box, expected, tolerance: 1e-6, call + ".box",
                hint: "Place q3 and q1 with yPosition(forPrice:periodRange:in:) in the slot, which is as high as the chart.")
            let pointsOK = expectApproximatelyEqual(
                [drawn.whiskerTop, drawn.whiskerBottom, drawn.medianStart, drawn.medianEnd] + drawn.outliers,
                [CGPoint(x: slot.midX, y: y(whiskers.upperBound)), CGPoint(x: slot.midX, y: y(whiskers.lowerBound)),
                 CGPoint(x: expected.minX, y: y(listed[2])), CGPoint(x: expected.maxX, y: y(listed[2]))]
                    + outliers.map { CGPoint(x: slot.midX, y: y($0)) },
                tolerance: 1e-6, call + "  // [whiskerTop, whiskerBottom, medianStart, medianEnd] + outliers",
                hint: "Whisker and outliers at slot.midX, the median line from the box's left edge to its right edge.")
            if !boxOK || !pointsOK { break }  // one day's message is enough
        }
    }
}
