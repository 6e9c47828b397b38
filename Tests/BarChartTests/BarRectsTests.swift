import BarChart
import Foundation
import TestSupport
import Testing

@Suite("2.2 The bars", .exercise("2.2"))
struct BarRectsTests {
    /// The bars as the chapter's common mistakes would draw them, each as its code does:
    /// moved from the reference solution's bars, and for "integer division" from its own
    /// slots. In a rect narrower than the gaps the slots are, a bar's offset in its slot is
    /// half the slot, not half the gap: the mistakes that start a bar at its slot's edge
    /// or half a gap in from it give answers of their own there.
    static func mistakes(_ day: PriceDay, in rect: CGRect) throws -> [CommonMistake<[CGRect?]>] {
        let right = try Expected.bars(day, in: rect)
        let slot = rect.width / CGFloat(day.prices.count)
        /// The bars moved to start `offset` into their slots.
        let started = { (offset: CGFloat) in
            right.map {
                $0.map {
                    CGRect(x: $0.minX - (slot - $0.width) / 2 + offset, y: $0.minY, width: $0.width, height: $0.height)
                }
            }
        }
        return [
            Mistake.barsHangingFromTheTopEdge(
                wouldGive: right.map { $0.map { CGRect(x: $0.minX, y: rect.minY, width: $0.width, height: $0.height) } }
            ),
            Mistake.gapCountedOnce(wouldGive: started(0)),
            Mistake.halfTheGapInANarrowChart(wouldGive: started(1)),
            Mistake.integerDivision(wouldGive: try Expected.integerDivisionBars(day, in: rect)),
            Mistake.forgettingTheHeadroom(
                wouldGive: right.map {
                    $0.map { bar in
                        let height = bar.height / 0.9
                        return CGRect(x: bar.minX, y: rect.maxY - height, width: bar.width, height: height)
                    }
                }),
        ]
    }

    @Test(
        "draws one bar per hour in its slot, standing on the bottom edge", arguments: PriceDay.nonNegative,
        ChartRects.all)
    func bars(day: PriceDay, rect: CGRect) throws {
        expectApproximatelyEqual(
            barRects(for: day.hours, in: rect), try Expected.bars(day, in: rect),
            "barRects(for: prices, in: \(swiftLiteral(rect)))  // prices: \(day.literal)",
            hint: "Slots of rect.width / count; width = max(0, slot - gap), so that a gap wider than a slot gives "
                + "a bar 0 wide, not a negative one; x = rect.minX + index × slot + (slot - width) / 2, the bar in the "
                + "middle of its slot; y = rect.maxY - barHeight(for: price, maximum: the highest known price, height: rect.height).",
            commonMistakes: try Self.mistakes(day, in: rect))
    }

    @Test("matches the worked example: 00:00 and 18:00 of the winter day")
    func workedExample() throws {
        let bars = barRects(for: PriceDay.winter.hours, in: ChartRects.atOrigin)
        let call = "barRects(for: winterDay, in: CGRect(x: 0, y: 0, width: 300, height: 200))"
        try #require(
            bars.count == 24, "\(call) returned \(bars.count) bars; the winter day has 24 hours, one bar each.")
        let height = CGFloat(0.098 / 0.326) * 180
        expectApproximatelyEqual(
            bars[0], CGRect(x: 1, y: 200 - height, width: 10.5, height: height) as CGRect?,
            call + "[0]  // 00:00, €0.098",
            hint: "Slots are 300 / 24 = 12.5 wide; half the gap (1) on each side leaves 10.5.",
            commonMistakes: [
                Mistake.gapCountedOnce(
                    wouldGive: CGRect(x: 0, y: 200 - height, width: 10.5, height: height) as CGRect?),
                Mistake.barsHangingFromTheTopEdge(
                    wouldGive: CGRect(x: 1, y: 0, width: 10.5, height: height) as CGRect?),
            ])
        expectApproximatelyEqual(
            bars[18], CGRect(x: 226, y: 20, width: 10.5, height: 180) as CGRect?,
            call + "[18]  // 18:00, €0.326, the tallest",
            hint: "The tallest bar is 0.9 × 200 = 180 tall and stands on y = 200, so its top is at 20.",
            commonMistakes: [
                Mistake.forgettingTheHeadroom(wouldGive: CGRect(x: 226, y: 0, width: 10.5, height: 200) as CGRect?),
                Mistake.integerDivision(wouldGive: CGRect(x: 217, y: 20, width: 10, height: 180) as CGRect?),
            ])
    }

    @Test("leaves the slot of a missing price empty")
    func missingPrice() throws {
        let bars = barRects(for: PriceDay.missingHour.hours, in: ChartRects.atOrigin)
        try #require(bars.count == 24, "One entry per hour, also for the missing one: got \(bars.count) for 24 hours.")
        expectApproximatelyEqual(
            bars[14], nil, "barRects(for: missingHourDay, in: ...)[14]  // 14:00 has no price",
            hint: "A missing price (nil) gets no bar: return nil in its place, so the other bars keep their slots.")
        #expect(bars[15] != nil, "15:00 has a price and keeps its bar after the missing hour")
    }

    @Test(
        "fills a rectangle that does not start at the origin", arguments: [ChartRects.withMargins, ChartRects.awkward])
    func offsetRect(rect: CGRect) throws {
        let bars = barRects(for: PriceDay.winter.hours, in: rect).compactMap { $0 }
        try #require(bars.count == 24, "24 bars for the winter day, got \(bars.count)")
        expectApproximatelyEqual(
            bars.map(\.maxY), Array(repeating: rect.maxY, count: 24),
            "barRects(for: winterDay, in: \(swiftLiteral(rect))).map(\\.maxY)",
            hint: "Every bar's bottom is the chart's bottom edge, rect.maxY, not rect.height.",
            commonMistakes: [Mistake.barsHangingFromTheTopEdge(wouldGive: bars.map { rect.minY + $0.height })])
        expectApproximatelyEqual(
            bars[0].minX, rect.minX + 1, "barRects(for: winterDay, in: \(swiftLiteral(rect)))[0].minX",
            hint: "The first slot starts at rect.minX; the bar half a gap later.",
            commonMistakes: [Mistake.gapCountedOnce(wouldGive: rect.minX)])
    }

    /// Bars with other gaps than the default 2, for a day and a rectangle: the reference
    /// solution's x of the first bar, the slot (each bar one slot right of the one before)
    /// and every bar's width. Tops and heights are those of the gap of 2.
    @Test(
        "uses the gap it is given, also one wider than a slot",
        arguments: [
            (PriceDay.winter, ChartRects.atOrigin, 0, 0, 12.5, 12.5),
            (.winter, ChartRects.atOrigin, 5, 2.5, 12.5, 7.5),
            (.winter, ChartRects.atOrigin, 20, 6.25, 12.5, 0),
            (.fallBack, ChartRects.withMargins, 3.5, 49.75, 12, 8.5),
            (.missingHour, ChartRects.awkward, 1, -19.5, 5.020833333333333, 4.020833333333333),
        ] as [(PriceDay, CGRect, CGFloat, CGFloat, CGFloat, CGFloat)])
    func givenGap(day: PriceDay, rect: CGRect, gap: CGFloat, firstX: CGFloat, slot: CGFloat, width: CGFloat) throws {
        let withGapTwo = try Expected.bars(day, in: rect)
        let expected = withGapTwo.enumerated().map { index, bar in
            bar.map { CGRect(x: firstX + CGFloat(index) * slot, y: $0.minY, width: width, height: $0.height) }
        }
        expectApproximatelyEqual(
            barRects(for: day.hours, in: rect, gap: gap), expected,
            "barRects(for: prices, in: \(swiftLiteral(rect)), gap: \(swiftLiteral(gap)))  // prices: \(day.literal)",
            hint: "Use the gap you are given: width = max(0, slot - gap), and x = rect.minX + index × slot "
                + "+ (slot - width) / 2. A gap wider than the slot leaves a bar 0 wide in the middle of its slot.",
            commonMistakes: [Mistake.gapFixedAtTwo(wouldGive: withGapTwo)])
    }

    @Test("returns no bars for no prices")
    func empty() {
        expectApproximatelyEqual(
            barRects(for: [], in: ChartRects.atOrigin), [],
            "barRects(for: [], in: CGRect(x: 0, y: 0, width: 300, height: 200))",
            hint: "No hours, no bars; and no division by a count of zero.")
    }
}
