import Foundation
import Interactivity
import Testing
import TestSupport

@Suite("4.9 Pie and donut sectors", .exercise("4.9"))
struct SectorIndexTests {
    static let center = CGPoint(x: 100, y: 100)
    static let quarters: [Double] = [1, 1, 1, 1]
    /// The lesson's product sales: shares 0.3, 0.2, 0.15, 0.1125 and 0.2375.
    static let sales: [Double] = [120, 80, 60, 45, 95]

    /// The sector an angle, in radians clockwise from 12 o'clock, falls in, whatever the
    /// angle: a negative one falls in no sector's span and counts as the first.
    static func sector(atAngle angle: Double, values: [Double]) -> Int? {
        let shares = values.map { $0 > 0 ? $0 : 0 }
        let total = shares.reduce(0, +)
        guard total > 0 else { return nil }
        var end = 0.0
        for (index, share) in shares.enumerated() where share > 0 {
            end += share / total
            if angle / (2 * .pi) < end { return index }
        }
        return shares.lastIndex { $0 > 0 }
    }

    /// The answers of the angle mistakes, for a point inside the ring.
    static func mistakes(_ point: CGPoint, values: [Double], center: CGPoint = center) -> [CommonMistake<Int?>] {
        let (dx, dy) = (Double(point.x - center.x), Double(point.y - center.y))
        guard dx != 0 || dy != 0 else { return [] }
        var fromThree = atan2(dy, dx)
        if fromThree < 0 { fromThree += 2 * .pi }
        return [
            Mistake.anglesFromTheXAxis(wouldGive: sector(atAngle: fromThree, values: values)),
            Mistake.anglesNotWrapped(wouldGive: sector(atAngle: atan2(dx, -dy), values: values)),
        ]
    }

    /// The point at `angle` radians clockwise from 12 o'clock, `radius` from `center`.
    static func point(angle: Double, radius: Double, center: CGPoint = center) -> CGPoint {
        CGPoint(x: center.x + CGFloat(radius * sin(angle)), y: center.y - CGFloat(radius * cos(angle)))
    }

    static func check(_ point: CGPoint, values: [Double], center: CGPoint = center, innerRadius: CGFloat = 0,
                      outerRadius: CGFloat = 80, expected: Int?, note: String, hint: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let values = values.map { $0 }
        expectEqual(
            sectorIndex(at: point, values: values, center: center, innerRadius: innerRadius, outerRadius: outerRadius), expected,
            "sectorIndex(at: CGPoint(x: \(swiftLiteral(point.x)), y: \(swiftLiteral(point.y))), values: \(swiftLiteral(values)), "
                + "center: CGPoint(x: \(swiftLiteral(center.x)), y: \(swiftLiteral(center.y))), "
                + "innerRadius: \(swiftLiteral(innerRadius)), outerRadius: \(swiftLiteral(outerRadius)))  // \(note)",
            hint: hint,
            commonMistakes: expected == nil ? [] : mistakes(point, values: values, center: center),
            sourceLocation: sourceLocation)
    }

    @Test("the four quarters, tapped in their middles: the first starts at 12 o'clock and they go clockwise", arguments: 0..<4)
    func quarterMiddles(index: Int) {
        let point = Self.point(angle: (Double(index) + 0.5) * .pi / 2, radius: 60)
        let clock = ["half past one", "half past four", "half past seven", "half past ten"][index]
        Self.check(point, values: Self.quarters, expected: index, note: "at \(clock)",
                   hint: "Measure the angle clockwise from 12 o'clock: atan2(dx, -dy), where dx and dy go from the centre "
                       + "to the point and y grows downward. Then find the sector whose share of the circle holds it.")
    }

    @Test("exactly at 12, 3 and 6 o'clock, each sector starts where the one before ends", arguments: [
        (CGPoint(x: 100, y: 40), 0, "exactly 12 o'clock"), (CGPoint(x: 160, y: 100), 1, "exactly 3 o'clock"),
        (CGPoint(x: 100, y: 160), 2, "exactly 6 o'clock"),
    ] as [(CGPoint, Int, String)])
    func boundaries(point: CGPoint, expected: Int, clock: String) {
        Self.check(point, values: Self.quarters, expected: expected, note: clock,
                   hint: "A sector runs from its start angle up to, not including, the next one's: an angle exactly on a "
                       + "boundary belongs to the sector that starts there. 12 o'clock is angle 0, the first sector's start.")
    }

    @Test("either side of 12 o'clock: the first sector to the right, the last to the left", arguments: [
        (CGPoint(x: 101, y: 40), 0, "a point right of 12 o'clock"), (CGPoint(x: 99, y: 40), 3, "a point left of 12 o'clock"),
        (CGPoint(x: 40, y: 101), 2, "just below 9 o'clock"), (CGPoint(x: 40, y: 99), 3, "just above 9 o'clock"),
    ] as [(CGPoint, Int, String)])
    func leftHalf(point: CGPoint, expected: Int, where clock: String) {
        Self.check(point, values: Self.quarters, expected: expected, note: clock,
                   hint: "On the left half of the circle atan2 gives a negative angle: add 2π to it, so that angles run "
                       + "from 0 at 12 o'clock all the way round to just under 2π.")
    }

    @Test("the product sales, each tapped in its middle, in a pie and in a donut", arguments: 0..<5, [0, 48] as [CGFloat])
    func salesSectors(index: Int, innerRadius: CGFloat) {
        let total = Self.sales.reduce(0, +)
        let start = Self.sales.prefix(index).reduce(0, +) / total, share = Self.sales[index] / total
        let point = Self.point(angle: (start + share / 2) * 2 * .pi, radius: 64)
        Self.check(point, values: Self.sales, innerRadius: innerRadius, expected: index,
                   note: "the middle of sector \(index), \(Int(share * 1000) / 10)% of the circle",
                   hint: "Each sector's angle is its value's share of the total: value / total * 2π. Add the shares up "
                       + "sector by sector until the sum passes the tap's angle / 2π.")
    }

    @Test("the ring's radii: inside the hole or beyond the outer edge is no sector", arguments: [
        (CGPoint(x: 100, y: 100), nil, "the centre of the donut"), (CGPoint(x: 130, y: 100), nil, "in the hole, 30 from the centre"),
        (CGPoint(x: 148, y: 100), 1, "exactly on the inner edge"), (CGPoint(x: 180, y: 100), 1, "exactly on the outer edge"),
        (CGPoint(x: 181, y: 100), nil, "just beyond the outer edge"), (CGPoint(x: 170, y: 170), nil, "beyond the corner"),
    ] as [(CGPoint, Int?, String)])
    func radii(point: CGPoint, expected: Int?, note: String) {
        Self.check(point, values: Self.quarters, innerRadius: 48, expected: expected, note: note,
                   hint: "Measure the distance from the centre, (dx * dx + dy * dy).squareRoot(): closer than innerRadius "
                       + "or farther than outerRadius is nil; exactly on either edge is still on the ring.")
    }

    @Test("the very centre of a pie counts as 12 o'clock: the first sector")
    func pieCentre() {
        Self.check(Self.center, values: Self.sales, expected: 0, note: "the centre, where every sector meets",
                   hint: "At the centre dx and dy are both 0 and there is no direction; atan2(0, -0) is π. With innerRadius 0 "
                       + "the centre is on the pie: count it as angle 0, the first sector.")
        Self.check(Self.center, values: [0, 0, 3, 1], expected: 2, note: "the centre, where the first sector with a value starts",
                   hint: "The first sector at 12 o'clock is the first one with a value: zero values have no sector.")
    }

    @Test("zero, negative and NaN values get no sector", arguments: [
        ([1, 0, 1], CGPoint(x: 100, y: 160), 2, "exactly 6 o'clock, where the zero sector would be"),
        ([1, 0, 1], CGPoint(x: 99, y: 160), 2, "just past 6 o'clock"),
        ([0, 1, 1], CGPoint(x: 101, y: 40), 1, "just past 12 o'clock: the first value is 0"),
        ([2, -1, .nan, 2], CGPoint(x: 100, y: 160), 3, "exactly 6 o'clock"),
        ([2, -1, .nan, 2], CGPoint(x: 160, y: 100), 0, "exactly 3 o'clock"),
        ([1, 1, 0], CGPoint(x: 99, y: 40), 1, "just before 12 o'clock: the last value is 0"),
    ] as [([Double], CGPoint, Int, String)])
    func emptySectors(values: [Double], point: CGPoint, expected: Int, note: String) {
        Self.check(point, values: values, expected: expected, note: note,
                   hint: "Count a value that is 0, negative or NaN as 0: it adds nothing to the total and has no angle, "
                       + "so a tap can never land in it. (NaN > 0 is false, which helps.)")
    }

    @Test("no values, or nothing to share out, select nothing", arguments: [[], [0, 0], [-3, .nan]] as [[Double]])
    func nothingToShare(values: [Double]) {
        Self.check(CGPoint(x: 100, y: 60), values: values, expected: nil, note: "a tap inside the ring",
                   hint: "When the positive values add up to 0 there is no pie to tap: return nil (and never divide by 0).")
    }

    @Test("a pie whose centre is at negative coordinates")
    func offsetCentre() {
        let center = CGPoint(x: -50, y: -20)
        for index in 0..<5 {
            let total = Self.sales.reduce(0, +)
            let start = Self.sales.prefix(index).reduce(0, +) / total, share = Self.sales[index] / total
            let point = Self.point(angle: (start + share / 2) * 2 * .pi, radius: 30, center: center)
            Self.check(point, values: Self.sales, center: center, outerRadius: 40, expected: index,
                       note: "the middle of sector \(index)",
                       hint: "Measure from the centre you are given: dx = point.x - center.x, dy = point.y - center.y.")
        }
    }
}
