import Foundation
import LineGraph
import Testing
import TestSupport

@Suite("1.2 Horizontal position", .exercise("1.2"))
struct XPositionTests {
    static let counts = [2, 5, 12]

    @Test("puts the first point on the left edge", arguments: ChartRects.all, counts)
    func firstPoint(rect: CGRect, count: Int) {
        expectApproximatelyEqual(
            xPosition(index: 0, count: count, in: rect), rect.minX,
            "xPosition(index: 0, count: \(count), in: \(swiftLiteral(rect)))",
            hint: "The first point sits on the left edge, rect.minX.",
            commonMistakes: [Mistake.ignoringRectOrigin(wouldGive: 0)])
    }

    @Test("puts the last point on the right edge", arguments: ChartRects.all, counts)
    func lastPoint(rect: CGRect, count: Int) {
        let last = count - 1
        expectApproximatelyEqual(
            xPosition(index: last, count: count, in: rect), rect.maxX,
            "xPosition(index: \(last), count: \(count), in: \(swiftLiteral(rect)))",
            hint: "The last point, index count - 1, sits on the right edge, rect.maxX.",
            commonMistakes: [
                Mistake.dividingByCount(
                    wouldGive: rect.minX + rect.width * CGFloat(last) / CGFloat(count)),
                Mistake.ignoringRectOrigin(wouldGive: rect.width),
            ])
    }

    @Test("spreads twelve months evenly", arguments: ChartRects.all)
    func evenSpacing(rect: CGRect) {
        let step = rect.width / 11
        let expected = (0..<12).map { rect.minX + step * CGFloat($0) }
        let actual = (0..<12).map { xPosition(index: $0, count: 12, in: rect) }
        expectApproximatelyEqual(
            actual, expected,
            "(0..<12).map { xPosition(index: $0, count: 12, in: \(swiftLiteral(rect))) }",
            hint: "Neighbouring points are rect.width / (count - 1) apart.",
            commonMistakes: [
                Mistake.dividingByCount(wouldGive: (0..<12).map { rect.minX + rect.width * CGFloat($0) / 12 }),
                Mistake.ignoringRectOrigin(wouldGive: expected.map { $0 - rect.minX }),
                CommonMistake(
                    "integer division", wouldGive: (0..<12).map { rect.minX + rect.width * CGFloat($0 / 11) },
                    because: "Dividing one Int by another drops the fraction: 3 / 11 is 0. "
                        + "Convert to CGFloat before you divide: CGFloat(index) / CGFloat(count - 1)."),
            ])
    }

    @Test("matches the worked example: April at 129.82")
    func workedExample() {
        let april: CGFloat = 48 + 3 * 300 / 11
        expectApproximatelyEqual(
            xPosition(index: 3, count: 12, in: ChartRects.withMargins), april,
            "xPosition(index: 3, count: 12, in: \(swiftLiteral(ChartRects.withMargins)))",
            hint: "Three steps of 300 / 11 from the left edge at x = 48.",
            commonMistakes: [
                Mistake.dividingByCount(wouldGive: april - 3 * 300 / 11 + 3 * 300 / 12),
                Mistake.ignoringRectOrigin(wouldGive: april - 48),
            ])
    }

    @Test("puts a single point in the middle", arguments: ChartRects.all)
    func singlePoint(rect: CGRect) {
        expectApproximatelyEqual(
            xPosition(index: 0, count: 1, in: rect), rect.midX,
            "xPosition(index: 0, count: 1, in: \(swiftLiteral(rect)))",
            hint: "One point has no gaps: count - 1 is 0, and 0 / 0 is NaN. "
                + "Check for count < 2 first and return rect.midX.",
            commonMistakes: [Mistake.ignoringRectOrigin(wouldGive: rect.width / 2)])
    }
}
