import Foundation
import Interactivity
import TestSupport
import Testing

@Suite("4.5 Tooltip placement", .exercise("4.5"))
struct TooltipPlacementTests {
    /// The lesson's card: 120 by 60 points, its centre 40 points above the point, so
    /// `gap` is 40 - 60 / 2 = 10.
    static let card = CGSize(width: 120, height: 60)
    static let gap: CGFloat = 10
    /// A chart at the origin, as in the lesson.
    static let chart = CGRect(x: 0, y: 0, width: 390, height: 260)

    /// The taps of these tests, with the lesson's card and gap, where a mistake places the
    /// card wrong, and where each mistake places it: centred on the point without keeping it
    /// inside ("forgetting to clamp"); kept between 0 and the width ("forgetting rect minX");
    /// flipped below when its top is above y = 0 rather than rect.minY ("forgetting rect
    /// minY"); and both of the last two at once. Worked out once and written down; at
    /// every other tap they place the card right.
    static let mistakenCentres:
        [(
            point: CGPoint, rect: CGRect,
            unclamped: CGPoint, fromZero: CGPoint, flippedAgainstZero: CGPoint, both: CGPoint
        )] = [
            (
                CGPoint(x: 60, y: 120), CGRect(x: 48, y: 16, width: 300, height: 200),
                CGPoint(x: 60, y: 80), CGPoint(x: 60, y: 80), CGPoint(x: 108, y: 80), CGPoint(x: 60, y: 80)
            ),
            (
                CGPoint(x: 340, y: 120), CGRect(x: 48, y: 16, width: 300, height: 200),
                CGPoint(x: 340, y: 80), CGPoint(x: 240, y: 80), CGPoint(x: 288, y: 80), CGPoint(x: 240, y: 80)
            ),
            (
                CGPoint(x: 200, y: 80), CGRect(x: 48, y: 16, width: 300, height: 200),
                CGPoint(x: 200, y: 120), CGPoint(x: 200, y: 120), CGPoint(x: 200, y: 40), CGPoint(x: 200, y: 40)
            ),
            (
                CGPoint(x: -195, y: 0), CGRect(x: -200, y: -100, width: 400, height: 200),
                CGPoint(x: -195, y: -40), CGPoint(x: 60, y: -40), CGPoint(x: -140, y: 40), CGPoint(x: 60, y: 40)
            ),
            (
                CGPoint(x: 20, y: 150), chart,
                CGPoint(x: 20, y: 110), CGPoint(x: 60, y: 110), CGPoint(x: 60, y: 110), CGPoint(x: 60, y: 110)
            ),
            (
                CGPoint(x: 150, y: -60), CGRect(x: -200, y: -100, width: 400, height: 200),
                CGPoint(x: 150, y: -20), CGPoint(x: 150, y: -20), CGPoint(x: 140, y: -20), CGPoint(x: 150, y: -20)
            ),
            (
                CGPoint(x: 0, y: 150), chart,
                CGPoint(x: 0, y: 110), CGPoint(x: 60, y: 110), CGPoint(x: 60, y: 110), CGPoint(x: 60, y: 110)
            ),
            (
                CGPoint(x: 380, y: 150), chart,
                CGPoint(x: 380, y: 110), CGPoint(x: 330, y: 110), CGPoint(x: 330, y: 110), CGPoint(x: 330, y: 110)
            ),
            (
                CGPoint(x: 390, y: 150), chart,
                CGPoint(x: 390, y: 110), CGPoint(x: 330, y: 110), CGPoint(x: 330, y: 110), CGPoint(x: 330, y: 110)
            ),
            (
                CGPoint(x: 20, y: 150), CGRect(x: 10, y: 0, width: 100, height: 200),
                CGPoint(x: 20, y: 110), CGPoint(x: 40, y: 110), CGPoint(x: 60, y: 110), CGPoint(x: 40, y: 110)
            ),
            (
                CGPoint(x: 10, y: 20), chart,
                CGPoint(x: 10, y: 60), CGPoint(x: 60, y: 60), CGPoint(x: 60, y: 60), CGPoint(x: 60, y: 60)
            ),
        ]

    static func mistakes(_ point: CGPoint, size: CGSize, gap: CGFloat, in rect: CGRect) -> [CommonMistake<CGPoint>] {
        guard size == card, gap == Self.gap,
            let row = mistakenCentres.first(where: { $0.point == point && $0.rect == rect })
        else { return [] }
        return [
            Mistake.forgettingToClamp(wouldGive: row.unclamped),
            Mistake.forgettingRectMinX(wouldGive: row.fromZero),
            Mistake.forgettingRectMinY(wouldGive: row.flippedAgainstZero),
            // Both at once: the x names the mistake first, and its fix mentions both edges.
            Mistake.forgettingRectMinX(wouldGive: row.both),
        ]
    }

    static func check(
        _ point: CGPoint, size: CGSize = card, gap: CGFloat = gap, in rect: CGRect, expected: CGPoint,
        note: String, hint: String, also: [CommonMistake<CGPoint>] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectApproximatelyEqual(
            tooltipCenter(for: point, size: size, gap: gap, in: rect), expected,
            "tooltipCenter(for: CGPoint(x: \(swiftLiteral(point.x)), y: \(swiftLiteral(point.y))), "
                + "size: CGSize(width: \(swiftLiteral(size.width)), height: \(swiftLiteral(size.height))), "
                + "gap: \(swiftLiteral(gap)), in: \(swiftLiteral(rect)))  // \(note)",
            hint: hint,
            commonMistakes: mistakes(point, size: size, gap: gap, in: rect) + also,
            sourceLocation: sourceLocation)
    }

    @Test("in the middle of the chart, the card sits centred above the point, as the lesson's y - 40")
    func middle() {
        Self.check(
            CGPoint(x: 200, y: 150), in: Self.chart, expected: CGPoint(x: 200, y: 110), note: "room all round",
            hint: "The card's centre is gap + height / 2 above the point: y - 10 - 30 = y - 40, at the point's x.")
    }

    @Test(
        "near a side, the card is kept inside the chart",
        arguments: [
            (CGPoint(x: 20, y: 150), CGPoint(x: 60, y: 110)), (CGPoint(x: 0, y: 150), CGPoint(x: 60, y: 110)),
            (CGPoint(x: 380, y: 150), CGPoint(x: 330, y: 110)), (CGPoint(x: 390, y: 150), CGPoint(x: 330, y: 110)),
            (CGPoint(x: 60, y: 150), CGPoint(x: 60, y: 110)), (CGPoint(x: 330, y: 150), CGPoint(x: 330, y: 110)),
        ] as [(CGPoint, CGPoint)])
    func sides(point: CGPoint, expected: CGPoint) {
        Self.check(
            point, in: Self.chart, expected: expected, note: "near the \(point.x < 195 ? "left" : "right") edge",
            hint: "Clamp the centre's x between rect.minX + width / 2 and rect.maxX - width / 2, "
                + "as the lesson's min(max(x, 60), width - 60).")
    }

    @Test(
        "without room above, the card flips below the point",
        arguments: [
            (CGPoint(x: 200, y: 50), CGPoint(x: 200, y: 90)), (CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 40)),
            (CGPoint(x: 10, y: 20), CGPoint(x: 60, y: 60)),
        ] as [(CGPoint, CGPoint)])
    func flips(point: CGPoint, expected: CGPoint) {
        Self.check(
            point, in: Self.chart, expected: expected, note: "too near the top for the card",
            hint: "When the card's top edge (centre y - height / 2) would be above rect.minY, put the card "
                + "below the point instead: its centre gap + height / 2 below it. The lesson's max(y - 40, 30) "
                + "keeps the card on screen but lays it over the point the finger is on.")
    }

    @Test("a card that just fits above stays above")
    func justFits() {
        Self.check(
            CGPoint(x: 200, y: 70), in: Self.chart, expected: CGPoint(x: 200, y: 30), note: "its top edge at y = 0",
            hint: "The card fits when its top edge, centre y - height / 2, is at or below rect.minY.")
    }

    @Test(
        "a chart that does not start at the origin",
        arguments: [
            (CGRect(x: 48, y: 16, width: 300, height: 200), CGPoint(x: 60, y: 120), CGPoint(x: 108, y: 80)),
            (CGRect(x: 48, y: 16, width: 300, height: 200), CGPoint(x: 340, y: 120), CGPoint(x: 288, y: 80)),
            (CGRect(x: 48, y: 16, width: 300, height: 200), CGPoint(x: 200, y: 80), CGPoint(x: 200, y: 120)),
            (CGRect(x: -200, y: -100, width: 400, height: 200), CGPoint(x: -195, y: 0), CGPoint(x: -140, y: -40)),
            (CGRect(x: -200, y: -100, width: 400, height: 200), CGPoint(x: 150, y: -60), CGPoint(x: 140, y: -20)),
        ] as [(CGRect, CGPoint, CGPoint)])
    func offsetChart(rect: CGRect, point: CGPoint, expected: CGPoint) {
        Self.check(
            point, in: rect, expected: expected,
            note: "the chart starts at (\(swiftLiteral(rect.minX)), \(swiftLiteral(rect.minY)))",
            hint: "Keep the card within rect.minX...rect.maxX and below rect.minY: the chart's rectangle is "
                + "inset by its margins, and may even start at negative coordinates.")
    }

    @Test("a card wider than the chart is centred on it")
    func tooWide() {
        let rect = CGRect(x: 10, y: 0, width: 100, height: 200)
        Self.check(
            CGPoint(x: 20, y: 150), in: rect, expected: CGPoint(x: 60, y: 110),
            note: "a 120-wide card in a 100-wide chart",
            hint: "When the card is wider than the chart it cannot fit, and min(max(...)) would push it off one "
                + "side: centre it on the chart, at rect.midX.")
    }

    /// Another card and other gaps: the point, the card, the gap, the centre, and where the
    /// lesson's numbers (half a card 60 wide, 40 above, 30 high) put it instead.
    @Test(
        "any card and any gap, not only the lesson's",
        arguments: [
            (
                CGPoint(x: 200, y: 150), CGSize(width: 80, height: 30), 6, CGPoint(x: 200, y: 129),
                CGPoint(x: 200, y: 110)
            ),
            (CGPoint(x: 10, y: 150), CGSize(width: 80, height: 30), 6, CGPoint(x: 40, y: 129), CGPoint(x: 60, y: 110)),
            (
                CGPoint(x: 385, y: 150), CGSize(width: 80, height: 30), 6, CGPoint(x: 350, y: 129),
                CGPoint(x: 330, y: 110)
            ),
            (CGPoint(x: 200, y: 30), CGSize(width: 80, height: 30), 6, CGPoint(x: 200, y: 51), CGPoint(x: 200, y: 70)),
            (CGPoint(x: 200, y: 36), CGSize(width: 80, height: 30), 6, CGPoint(x: 200, y: 15), CGPoint(x: 200, y: 76)),
            (
                CGPoint(x: 200, y: 150), CGSize(width: 80, height: 30), 0, CGPoint(x: 200, y: 135),
                CGPoint(x: 200, y: 110)
            ),
            (
                CGPoint(x: 200, y: 150), CGSize(width: 160, height: 90), 12, CGPoint(x: 200, y: 93),
                CGPoint(x: 200, y: 110)
            ),
            (
                CGPoint(x: 200, y: 90), CGSize(width: 160, height: 90), 12, CGPoint(x: 200, y: 147),
                CGPoint(x: 200, y: 50)
            ),
        ] as [(CGPoint, CGSize, CGFloat, CGPoint, CGPoint)])
    func otherCards(point: CGPoint, size: CGSize, gap: CGFloat, expected: CGPoint, lessons: CGPoint) {
        Self.check(
            point, size: size, gap: gap, in: Self.chart, expected: expected,
            note:
                "a \(swiftLiteral(size.width)) by \(swiftLiteral(size.height)) card, \(swiftLiteral(gap)) from the point",
            hint: "Work from the card and the gap you are given: the centre is gap + size.height / 2 above the point "
                + "(or below it), and between rect.minX + size.width / 2 and rect.maxX - size.width / 2.",
            also: [Mistake.hardCodedCardSize(wouldGive: lessons)])
    }
}
