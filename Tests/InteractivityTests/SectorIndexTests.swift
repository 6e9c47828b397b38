import Foundation
import Interactivity
import TestSupport
import Testing

@Suite("4.9 Pie and donut sectors", .exercise("4.9"))
struct SectorIndexTests {
    static let center = CGPoint(x: 100, y: 100)
    static let quarters: [Double] = [1, 1, 1, 1]
    /// The lesson's product sales: shares 0.3, 0.2, 0.15, 0.1125 and 0.2375.
    static let sales: [Double] = [120, 80, 60, 45, 95]
    /// The middle of each sales sector, as a fraction of the circle clockwise from 12 o'clock,
    /// and the sector's share of the circle in whole percent.
    static let salesMiddles: [(middle: Double, percent: Int)] = [
        (0.15, 30), (0.4, 20), (0.575, 15), (0.70625, 11), (0.88125, 23),
    ]
    /// What the angle mistakes answer for the middle of each sales sector: measuring from
    /// 3 o'clock ("angles from the x axis") and leaving negative angles as they are ("angles
    /// not wrapped"). Worked out once and written down, as are the wrong answers below.
    static let salesMistakes: [Wrong] = [(4, 0), (0, 1), (1, 0), (1, 0), (2, 0)]

    /// What "angles from the x axis" and "angles not wrapped" answer for a tap.
    typealias Wrong = (fromTheXAxis: Int?, notWrapped: Int?)

    /// The point at `angle` radians clockwise from 12 o'clock, `radius` from `center`.
    static func point(angle: Double, radius: Double, center: CGPoint = center) -> CGPoint {
        CGPoint(x: center.x + CGFloat(radius * sin(angle)), y: center.y - CGFloat(radius * cos(angle)))
    }

    static func check(
        _ point: CGPoint, values: [Double], center: CGPoint = center, innerRadius: CGFloat = 0,
        outerRadius: CGFloat = 80, expected: Int?, note: String, wrong: Wrong? = nil, hint: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let values = values.map { $0 }
        expectEqual(
            sectorIndex(at: point, values: values, center: center, innerRadius: innerRadius, outerRadius: outerRadius),
            expected,
            "sectorIndex(at: CGPoint(x: \(swiftLiteral(point.x)), y: \(swiftLiteral(point.y))), values: \(swiftLiteral(values)), "
                + "center: CGPoint(x: \(swiftLiteral(center.x)), y: \(swiftLiteral(center.y))), "
                + "innerRadius: \(swiftLiteral(innerRadius)), outerRadius: \(swiftLiteral(outerRadius)))  // \(note)",
            hint: hint,
            commonMistakes: wrong.map {
                [
                    Mistake.anglesFromTheXAxis(wouldGive: $0.fromTheXAxis),
                    Mistake.anglesNotWrapped(wouldGive: $0.notWrapped),
                ]
            } ?? [],
            sourceLocation: sourceLocation)
    }

    @Test(
        "the four quarters, tapped in their middles: the first starts at 12 o'clock and they go clockwise",
        arguments: 0..<4)
    func quarterMiddles(index: Int) {
        let point = Self.point(angle: (Double(index) + 0.5) * .pi / 2, radius: 60)
        let clock = ["half past one", "half past four", "half past seven", "half past ten"][index]
        let wrong: [Wrong] = [(3, 0), (0, 1), (1, 0), (2, 0)]
        Self.check(
            point, values: Self.quarters, expected: index, note: "at \(clock)", wrong: wrong[index],
            hint: "Measure the angle clockwise from 12 o'clock: atan2(dx, -dy), where dx and dy go from the centre "
                + "to the point and y grows downward. Then find the sector whose share of the circle holds it.")
    }

    @Test(
        "exactly at 12, 3 and 6 o'clock, each sector starts where the one before ends",
        arguments: [
            (CGPoint(x: 100, y: 40), 0, "exactly 12 o'clock", 3, 0),
            (CGPoint(x: 160, y: 100), 1, "exactly 3 o'clock", 0, 1),
            (CGPoint(x: 100, y: 160), 2, "exactly 6 o'clock", 1, 2),
        ] as [(CGPoint, Int, String, Int, Int)])
    func boundaries(point: CGPoint, expected: Int, clock: String, fromTheXAxis: Int, notWrapped: Int) {
        Self.check(
            point, values: Self.quarters, expected: expected, note: clock, wrong: (fromTheXAxis, notWrapped),
            hint: "A sector runs from its start angle up to, not including, the next one's: an angle exactly on a "
                + "boundary belongs to the sector that starts there. 12 o'clock is angle 0, the first sector's start.")
    }

    @Test(
        "either side of 12 o'clock: the first sector to the right, the last to the left",
        arguments: [
            (CGPoint(x: 101, y: 40), 0, "a point right of 12 o'clock", 3, 0),
            (CGPoint(x: 99, y: 40), 3, "a point left of 12 o'clock", 2, 0),
            (CGPoint(x: 40, y: 101), 2, "just below 9 o'clock", 1, 0),
            (CGPoint(x: 40, y: 99), 3, "just above 9 o'clock", 2, 0),
        ] as [(CGPoint, Int, String, Int, Int)])
    func leftHalf(point: CGPoint, expected: Int, where clock: String, fromTheXAxis: Int, notWrapped: Int) {
        Self.check(
            point, values: Self.quarters, expected: expected, note: clock, wrong: (fromTheXAxis, notWrapped),
            hint: "On the left half of the circle atan2 gives a negative angle: add 2π to it, so that angles run "
                + "from 0 at 12 o'clock all the way round to just under 2π.")
    }

    @Test(
        "the product sales, each tapped in its middle, in a pie and in a donut", arguments: 0..<5, [0, 48] as [CGFloat])
    func salesSectors(index: Int, innerRadius: CGFloat) {
        let (middle, percent) = Self.salesMiddles[index]
        let point = Self.point(angle: middle * 2 * .pi, radius: 64)
        Self.check(
            point, values: Self.sales, innerRadius: innerRadius, expected: index,
            note: "the middle of sector \(index), \(percent)% of the circle", wrong: Self.salesMistakes[index],
            hint: "Each sector's angle is its value's share of the total: value / total * 2π. Add the shares up "
                + "sector by sector until the sum passes the tap's angle / 2π.")
    }

    @Test(
        "the ring's radii: inside the hole or beyond the outer edge is no sector",
        arguments: [
            (CGPoint(x: 100, y: 100), nil, "the centre of the donut"),
            (CGPoint(x: 130, y: 100), nil, "in the hole, 30 from the centre"),
            (CGPoint(x: 148, y: 100), 1, "exactly on the inner edge"),
            (CGPoint(x: 180, y: 100), 1, "exactly on the outer edge"),
            (CGPoint(x: 181, y: 100), nil, "just beyond the outer edge"),
            (CGPoint(x: 170, y: 170), nil, "beyond the corner"),
        ] as [(CGPoint, Int?, String)])
    func radii(point: CGPoint, expected: Int?, note: String) {
        // On the ring, at 3 o'clock, measuring from 3 o'clock gives sector 0.
        Self.check(
            point, values: Self.quarters, innerRadius: 48, expected: expected, note: note,
            wrong: expected == nil ? nil : (0, 1),
            hint: "Measure the distance from the centre, (dx * dx + dy * dy).squareRoot(): closer than innerRadius "
                + "or farther than outerRadius is nil; exactly on either edge is still on the ring.")
    }

    @Test("the very centre of a pie counts as 12 o'clock: the first sector")
    func pieCentre() {
        Self.check(
            Self.center, values: Self.sales, expected: 0, note: "the centre, where every sector meets",
            hint: "At the centre dx and dy are both 0 and there is no direction; atan2(0, -0) is π. With innerRadius 0 "
                + "the centre is on the pie: count it as angle 0, the first sector.")
        Self.check(
            Self.center, values: [0, 0, 3, 1], expected: 2,
            note: "the centre, where the first sector with a value starts",
            hint: "The first sector at 12 o'clock is the first one with a value: zero values have no sector.")
    }

    @Test(
        "zero, negative and NaN values get no sector",
        arguments: [
            ([1, 0, 1], CGPoint(x: 100, y: 160), 2, "exactly 6 o'clock, where the zero sector would be", 0, 2),
            ([1, 0, 1], CGPoint(x: 99, y: 160), 2, "just past 6 o'clock", 0, 0),
            ([0, 1, 1], CGPoint(x: 101, y: 40), 1, "just past 12 o'clock: the first value is 0", 2, 1),
            ([2, -1, .nan, 2], CGPoint(x: 100, y: 160), 3, "exactly 6 o'clock", 0, 3),
            ([2, -1, .nan, 2], CGPoint(x: 160, y: 100), 0, "exactly 3 o'clock", 0, 0),
            ([1, 1, 0], CGPoint(x: 99, y: 40), 1, "just before 12 o'clock: the last value is 0", 1, 0),
        ] as [([Double], CGPoint, Int, String, Int, Int)])
    func emptySectors(values: [Double], point: CGPoint, expected: Int, note: String, fromTheXAxis: Int, notWrapped: Int)
    {
        Self.check(
            point, values: values, expected: expected, note: note, wrong: (fromTheXAxis, notWrapped),
            hint: "Count a value that is 0, negative or NaN as 0: it adds nothing to the total and has no angle, "
                + "so a tap can never land in it. (NaN > 0 is false, which helps.)")
    }

    @Test("no values, or nothing to share out, select nothing", arguments: [[], [0, 0], [-3, .nan]] as [[Double]])
    func nothingToShare(values: [Double]) {
        Self.check(
            CGPoint(x: 100, y: 60), values: values, expected: nil, note: "a tap inside the ring",
            hint: "When the positive values add up to 0 there is no pie to tap: return nil (and never divide by 0).")
    }

    @Test("a pie whose centre is at negative coordinates")
    func offsetCentre() {
        let center = CGPoint(x: -50, y: -20)
        for index in 0..<5 {
            let point = Self.point(angle: Self.salesMiddles[index].middle * 2 * .pi, radius: 30, center: center)
            Self.check(
                point, values: Self.sales, center: center, outerRadius: 40, expected: index,
                note: "the middle of sector \(index)", wrong: Self.salesMistakes[index],
                hint: "Measure from the centre you are given: dx = point.x - center.x, dy = point.y - center.y.")
        }
    }
}
