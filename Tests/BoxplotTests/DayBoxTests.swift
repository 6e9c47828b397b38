import Boxplot
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("3.6 One day's box", .exercise("3.6"))
struct DayBoxTests {
    /// The reference solution's slots: for each rectangle and count of days, the slots'
    /// width and the x of each slot's left edge. Every slot is as high as the rectangle.
    static let slotTable: [(rect: CGRect, count: Int, width: CGFloat, xs: [CGFloat])] = [
        (ChartRects.atOrigin, 1, 600.0, [0.0]),
        (
            ChartRects.atOrigin, 7, 85.71428571428571,
            [
                0.0, 85.71428571428571, 171.42857142857142, 257.1428571428571, 342.85714285714283, 428.57142857142856,
                514.2857142857142,
            ]
        ),
        (
            ChartRects.atOrigin, 60, 10.0,
            [
                0.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0, 90.0, 100.0, 110.0, 120.0, 130.0, 140.0, 150.0,
                160.0,
                170.0, 180.0, 190.0, 200.0, 210.0, 220.0, 230.0, 240.0, 250.0, 260.0, 270.0, 280.0, 290.0, 300.0, 310.0,
                320.0, 330.0, 340.0, 350.0, 360.0, 370.0, 380.0, 390.0, 400.0, 410.0, 420.0, 430.0, 440.0, 450.0, 460.0,
                470.0, 480.0, 490.0, 500.0, 510.0, 520.0, 530.0, 540.0, 550.0, 560.0, 570.0, 580.0, 590.0,
            ]
        ),
        (ChartRects.withMargins, 1, 600.0, [48.0]),
        (
            ChartRects.withMargins, 7, 85.71428571428571,
            [
                48.0, 133.71428571428572, 219.42857142857142, 305.1428571428571, 390.85714285714283, 476.57142857142856,
                562.2857142857142,
            ]
        ),
        (
            ChartRects.withMargins, 60, 10.0,
            [
                48.0, 58.0, 68.0, 78.0, 88.0, 98.0, 108.0, 118.0, 128.0, 138.0, 148.0, 158.0, 168.0, 178.0, 188.0,
                198.0,
                208.0, 218.0, 228.0, 238.0, 248.0, 258.0, 268.0, 278.0, 288.0, 298.0, 308.0, 318.0, 328.0, 338.0, 348.0,
                358.0, 368.0, 378.0, 388.0, 398.0, 408.0, 418.0, 428.0, 438.0, 448.0, 458.0, 468.0, 478.0, 488.0, 498.0,
                508.0, 518.0, 528.0, 538.0, 548.0, 558.0, 568.0, 578.0, 588.0, 598.0, 608.0, 618.0, 628.0, 638.0,
            ]
        ),
        (ChartRects.awkward, 1, 361.0, [-20.0]),
        (
            ChartRects.awkward, 7, 51.57142857142857,
            [
                -20.0, 31.57142857142857, 83.14285714285714, 134.71428571428572, 186.28571428571428, 237.85714285714283,
                289.42857142857144,
            ]
        ),
        (
            ChartRects.awkward, 60, 6.016666666666667,
            [
                -20.0, -13.983333333333334, -7.966666666666667, -1.9499999999999993, 4.066666666666666,
                10.083333333333332,
                16.1, 22.116666666666667, 28.133333333333333, 34.15, 40.166666666666664, 46.18333333333334, 52.2,
                58.21666666666667, 64.23333333333333, 70.25, 76.26666666666667, 82.28333333333333, 88.3,
                94.31666666666666,
                100.33333333333333, 106.35, 112.36666666666667, 118.38333333333333, 124.4, 130.41666666666666,
                136.43333333333334, 142.45, 148.46666666666667, 154.48333333333332, 160.5, 166.51666666666665,
                172.53333333333333, 178.55, 184.56666666666666, 190.58333333333334, 196.6, 202.61666666666667,
                208.63333333333333, 214.65, 220.66666666666666, 226.68333333333334, 232.7, 238.71666666666664,
                244.73333333333335, 250.75, 256.76666666666665, 262.7833333333333, 268.8, 274.81666666666666,
                280.8333333333333, 286.85, 292.8666666666667, 298.8833333333333, 304.9, 310.9166666666667,
                316.93333333333334, 322.95, 328.96666666666664, 334.98333333333335,
            ]
        ),
    ]

    /// The slots of `count` days in `rect`, as the reference solution gives them.
    static func expectedSlots(count: Int, in rect: CGRect) throws -> [CGRect] {
        let row = try #require(
            slotTable.first { $0.rect == rect && $0.count == count },
            "no slots written down for \(count) days in \(rect)")
        return row.xs.map { CGRect(x: $0, y: rect.minY, width: row.width, height: rect.height) }
    }

    @Test("gives each of the days an equal slot, side by side", arguments: ChartRects.all, [1, 7, 60])
    func slots(rect: CGRect, count: Int) throws {
        let expected = try Self.expectedSlots(count: count, in: rect)
        expectApproximatelyEqual(
            (0..<count).map { daySlot(index: $0, count: count, in: rect) }, expected,
            "(0..<\(count)).map { daySlot(index: $0, count: \(count), in: \(swiftLiteral(rect))) }",
            hint:
                "Each slot is rect.width / count wide and as high as rect; slot i starts at rect.minX + i × that width. "
                + "Days are strips, not points: divide by count, not count - 1.")
    }

    @Test("has no slot without days", arguments: [0, -1])
    func noDays(count: Int) {
        expectApproximatelyEqual(
            daySlot(index: 0, count: count, in: ChartRects.atOrigin), .null,
            "daySlot(index: 0, count: \(count), in: \(swiftLiteral(ChartRects.atOrigin)))",
            hint: "With no days (count 0 or less) there is no slot: return CGRect.null, and test with count > 0, "
                + "not count != 0.")
    }

    static let example = DailySummary(
        date: .now, low: 0.08, q1: 0.10, median: 0.12, q3: 0.16, high: 0.31, average: 0.14)
    static let exampleCall =
        "dayBox(for: DailySummary(date: .now, low: 0.08, q1: 0.10, median: 0.12, q3: 0.16, high: 0.31, average: 0.14), "
        + "whiskers: 0.08...0.20, outliers: [0.31], periodRange: 0...0.40, in: CGRect(x: 0, y: 0, width: 20, height: 200))"

    static func drawnExample() -> DayBox {
        dayBox(
            for: example, whiskers: 0.08...0.20, outliers: [0.31], periodRange: 0...0.40,
            in: CGRect(x: 0, y: 0, width: 20, height: 200))
    }

    @Test("draws the box of the worked example half as wide as its slot, from q3 down to q1")
    func box() {
        expectApproximatelyEqual(
            Self.drawnExample().box, CGRect(x: 5, y: 132, width: 10, height: 25.5), Self.exampleCall + ".box",
            hint: "The box is slot.width / 2 wide, centred on slot.midX; its top is yPosition of q3 and its bottom "
                + "yPosition of q1, so its height is y(q1) - y(q3), never negative.",
            commonMistakes: [Mistake.aBoxAsWideAsItsSlot(wouldGive: CGRect(x: 0, y: 132, width: 20, height: 25.5))])
    }

    @Test("draws the whisker, the median line and the outliers of the worked example")
    func lines() {
        let drawn = Self.drawnExample()
        expectApproximatelyEqual(
            [drawn.whiskerTop, drawn.whiskerBottom], [CGPoint(x: 10, y: 115), CGPoint(x: 10, y: 166)],
            Self.exampleCall + "  // [whiskerTop, whiskerBottom]",
            hint:
                "The whisker runs down slot.midX from whiskers.upperBound to whiskers.lowerBound, placed with yPosition."
        )
        expectApproximatelyEqual(
            [drawn.medianStart, drawn.medianEnd], [CGPoint(x: 5, y: 149), CGPoint(x: 15, y: 149)],
            Self.exampleCall + "  // [medianStart, medianEnd]",
            hint: "The median line crosses the box at the median's y, from box.minX to box.maxX.",
            commonMistakes: [Mistake.aBoxAsWideAsItsSlot(wouldGive: [CGPoint(x: 0, y: 149), CGPoint(x: 20, y: 149)])])
        expectApproximatelyEqual(
            drawn.outliers, [CGPoint(x: 10, y: 68.25)], Self.exampleCall + ".outliers",
            hint: "Each outlier is a point at slot.midX and its price's y.")
    }

    @Test(
        "draws each sample day in its slot of the sixty",
        arguments: [("atOrigin", ChartRects.atOrigin), ("awkward", ChartRects.awkward)])
    func sampleDays(rectName: String, rect: CGRect) throws {
        let period = Samples.periodRange
        let slots = try Self.expectedSlots(count: 60, in: rect)
        for (index, day) in Samples.days.enumerated() {
            let answers = try DayAnswers.of(day)
            let listed = answers.summary
            let summary = DailySummary(
                date: day.startOfDay, low: listed[0], q1: listed[1], median: listed[2], q3: listed[3], high: listed[4],
                average: listed[5])
            let slot = slots[index]
            let (whiskers, outliers) = (answers.whiskers, answers.outliers)
            let drawn = dayBox(for: summary, whiskers: whiskers, outliers: outliers, periodRange: period, in: slot)
            let (expected, expectedPoints) = try DayBoxAnswers.of(day, in: rectName)
            let call =
                "dayBox(for: <the summary of \(day.day)>, whiskers: \(whiskers), outliers: \(swiftLiteral(outliers)), "
                + "periodRange: \(period), in: \(swiftLiteral(slot)))"
            let boxOK = expectApproximatelyEqual(
                drawn.box, expected, tolerance: 1e-6, call + ".box",
                hint:
                    "Place q3 and q1 with yPosition(forPrice:periodRange:in:) in the slot, which is as high as the chart."
            )
            let pointsOK = expectApproximatelyEqual(
                [drawn.whiskerTop, drawn.whiskerBottom, drawn.medianStart, drawn.medianEnd] + drawn.outliers,
                expectedPoints,
                tolerance: 1e-6, call + "  // [whiskerTop, whiskerBottom, medianStart, medianEnd] + outliers",
                hint: "Whisker and outliers at slot.midX, the median line from the box's left edge to its right edge.")
            if !boxOK || !pointsOK { break }  // one day's message is enough
        }
    }
}
