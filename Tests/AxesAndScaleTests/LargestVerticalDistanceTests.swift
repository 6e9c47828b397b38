import AxesAndScale
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("5.12 How faithful a line is", .exercise("5.12"))
struct LargestVerticalDistanceTests {
    /// A line from (x, y) pairs, in pixels.
    static func line(_ pairs: [(CGFloat, CGFloat)]) -> [CGPoint] { pairs.map { CGPoint(x: $0.0, y: $0.1) } }

    /// The call, written as Swift, for a failure message.
    static func call(_ original: [CGPoint], _ downsampled: [CGPoint]) -> String {
        func literal(_ points: [CGPoint]) -> String {
            "[" + points.map { "CGPoint(x: \(swiftLiteral($0.x)), y: \(swiftLiteral($0.y)))" }.joined(separator: ", ")
                + "]"
        }
        return "largestVerticalDistance(from: \(literal(original)), to: \(literal(downsampled)))"
    }

    static let workedOriginal = line([(0, 10), (0.5, 30), (1, 20), (1.5, 20)])
    static let workedAveraged = line([(0.5, 20), (1.5, 20)])

    @Test("works the doc comment's example")
    func workedExample() {
        expectApproximatelyEqual(
            largestVerticalDistance(from: Self.workedOriginal, to: Self.workedAveraged), 10,
            Self.call(Self.workedOriginal, Self.workedAveraged),
            hint: "Column 0 holds x from 0 up to 1: the original reaches 10...30 there, the average 20...20. "
                + "Tops differ by 10, bottoms by 10; column 1 agrees, so the answer is 10.")
    }

    static let dips: [(original: [CGPoint], downsampled: [CGPoint], distance: CGFloat)] = [
        (line([(0, 0), (0.5, 100)]), line([(0.5, 100)]), 100),  // the tops agree, the bottoms do not
        (line([(0, 50), (0.3, -40), (0.6, 50), (1.5, 50)]), line([(0.5, 50), (1.5, 50)]), 90),  // a dip to -40
    ]

    @Test("compares the bottoms as well as the tops", arguments: dips)
    func bottoms(original: [CGPoint], downsampled: [CGPoint], distance: CGFloat) {
        expectApproximatelyEqual(
            largestVerticalDistance(from: original, to: downsampled), distance,
            Self.call(original, downsampled),
            hint: "In each column compare both ends: |top - top| and |bottom - bottom|, and keep the larger.",
            commonMistakes: [Mistake.comparingOnlyTheTops(wouldGive: 0)])
    }

    static let crossings: [(original: [CGPoint], downsampled: [CGPoint], distance: CGFloat)] = [
        // The downsampled line runs flat over column 2, where the original spikes to 100.
        (line([(0, 0), (1, 0), (2, 100), (3, 0)]), line([(0.5, 0), (3.5, 0)]), 100),
        // At the middles of columns 1 and 2 the straight line is at 15 and 25, 5 above the original.
        (line([(0, 0), (1, 10), (2, 20), (3, 30)]), line([(0, 0), (3, 30)]), 5),
        // The original has no point in column 1: at x = 1.5 it is at 15, 25 below the downsampled point.
        (line([(0, 0), (3, 30)]), line([(1.5, 40)]), 25),
    ]

    @Test("follows a line across a column where it has no point", arguments: crossings)
    func crossing(original: [CGPoint], downsampled: [CGPoint], distance: CGFloat) {
        expectApproximatelyEqual(
            largestVerticalDistance(from: original, to: downsampled), distance,
            Self.call(original, downsampled),
            hint: "A line is drawn between its points, so it is there even in a column without a point: "
                + "find the points on either side of x = column + 0.5 and interpolate y there.",
            commonMistakes: [Mistake.skippingColumnsTheLineCrosses(wouldGive: 0)])
    }

    /// Whether the student's function follows a line across a column where only the other
    /// line has a point: if not, the columns without any point are not the first thing wrong.
    static func followsLinesAcrossColumns() -> Bool {
        let (original, downsampled, distance) = crossings[2]
        return abs(largestVerticalDistance(from: original, to: downsampled) - distance) < 1e-6
    }

    /// The mistake of comparing only the columns with a point, named where it is the likely one.
    static func columnsWithAPoint(wouldGive pixels: CGFloat) -> [CommonMistake<CGFloat>] {
        followsLinesAcrossColumns() ? [Mistake.comparingOnlyColumnsWithAPoint(wouldGive: pixels)] : []
    }

    @Test("compares a column where neither line has a point")
    func emptyColumns() {
        // Both lines agree in column 0 and in column 5, where they have their points. Between
        // them neither has a point, but both are drawn: the downsampled line runs half a
        // pixel late, 5 px below the original at the middle of each of columns 1 to 4.
        let original = Self.line([(0, 0), (5, 50)])
        let downsampled = Self.line([(0.5, 0), (5.5, 50)])
        expectApproximatelyEqual(
            largestVerticalDistance(from: original, to: downsampled), 5,
            Self.call(original, downsampled),
            hint: "Every column both lines reach counts, also one where neither has a point: there both lines "
                + "cross the column, and each is at the y its segment has at x = column + 0.5.",
            commonMistakes: Self.columnsWithAPoint(wouldGive: 0))
    }

    static let undrawable: [(original: [CGPoint], downsampled: [CGPoint], distance: CGFloat)] = [
        (line([(0, 10), (0.5, .nan), (0.7, 30), (.nan, 500), (.infinity, 0)]), line([(0.5, 20)]), 10),
        (line([(0, 10), (0.5, 30)]), line([(0.5, .nan), (.nan, 20)]), 0),
        (line([(0, 10), (1, .nan), (2, 30)]), line([(1.5, 20)]), 5),  // joined up, the original is at 25 at x = 1.5
    ]

    @Test("leaves out points that cannot be drawn", arguments: undrawable)
    func notFinite(original: [CGPoint], downsampled: [CGPoint], distance: CGFloat) {
        expectApproximatelyEqual(
            largestVerticalDistance(from: original, to: downsampled), distance,
            Self.call(original, downsampled),
            hint: "Filter out points whose x or y is NaN or infinite before anything else; the line joins the rest.")
    }

    static let nothingShared: [(original: [CGPoint], downsampled: [CGPoint])] = [
        ([], []),
        ([], line([(0, 5)])),
        (line([(0, 5), (1, 8)]), []),
        (line([(0, 5)]), line([(3, 5)])),  // one point each, three columns apart
        (line([(0, 5), (1, 9)]), line([(5, 0), (6, 1)])),
    ]

    @Test("is 0 when no column has both lines", arguments: nothingShared)
    func nothingToCompare(original: [CGPoint], downsampled: [CGPoint]) {
        expectApproximatelyEqual(
            largestVerticalDistance(from: original, to: downsampled), 0,
            Self.call(original, downsampled),
            hint: "Only columns that both lines reach count; with none, return 0. A line reaches past its "
                + "last point nowhere.")
    }

    static let shuffled: [(original: [CGPoint], downsampled: [CGPoint], distance: CGFloat)] = [
        // The worked example, shuffled: every column has points, so no line is followed between them.
        (line([(1, 20), (0, 10), (1.5, 20), (0.5, 30)]), line([(1.5, 20), (0.5, 20)]), 10),
        // The third crossing above, backwards: the original is followed from (0, 0) to (3, 30) across
        // column 1, where it is at 15, 25 below the downsampled point.
        (line([(3, 30), (0, 0)]), line([(1.5, 40)]), 25),
        // The first crossing, shuffled: the flat line is followed over columns 1 to 3.
        (line([(2, 100), (0, 0), (3, 0), (1, 0)]), line([(3.5, 0), (0.5, 0)]), 100),
    ]

    @Test("gives the same distance whatever the order of the points", arguments: shuffled)
    func order(original: [CGPoint], downsampled: [CGPoint], distance: CGFloat) {
        let answer = largestVerticalDistance(from: original, to: downsampled)
        // The mistake is the order only if the same points, sorted, give the right answer.
        let sorted = largestVerticalDistance(
            from: original.sorted { $0.x < $1.x }, to: downsampled.sorted { $0.x < $1.x })
        expectApproximatelyEqual(
            answer, distance,
            Self.call(original, downsampled),
            hint:
                "A line is drawn in order of x: sort the points by x before you look for the ones around a column's middle.",
            commonMistakes: abs(sorted - distance) < 1e-6 ? [Mistake.notSortingByX(wouldGive: answer)] : [])
    }

    @Test("numbers columns by floor(x), also left of zero")
    func negative() {
        // Column -1 holds x from -1 up to 0: the original's point at -0.5 (y 100), and the
        // downsampled line at the column's middle, halfway from (-1.5, 0) to (0.5, 100).
        let original = Self.line([(-1.5, 0), (-0.5, 100)])
        let downsampled = Self.line([(-1.5, 0), (0.5, 100)])
        expectApproximatelyEqual(
            largestVerticalDistance(from: original, to: downsampled), 50,
            Self.call(original, downsampled),
            hint: "x = -0.5 is in column -1, because floor(-0.5) is -1; Int(-0.5) rounds toward zero and gives 0. "
                + "Use Int(x.rounded(.down)).")
    }

    /// The day drawn 1,440 pixels wide and 400 high for 0 to 2,500 W, one column a minute.
    /// The three downsampled lines are the reference solutions' answers (DayAnswers.swift).
    enum Day {
        static let readings = HouseholdPower.readings
        static func y(_ watts: Double) -> CGFloat { CGFloat(watts / 2500 * 400) }
        /// The x of minute `bucket`'s middle second, 60 × bucket + 29.5 seconds, in minutes.
        static func middle(_ bucket: Int) -> CGFloat { CGFloat(120 * bucket + 59) / 120 }
        static let original = readings.indices.filter { readings[$0].isFinite }.map {
            CGPoint(x: CGFloat($0) / 60, y: y(readings[$0]))
        }

        static func line(_ method: String) -> [CGPoint] {
            switch method {
            case "average":
                // The minute without readings has a NaN average, which leaves it undrawn.
                return DayAnswers.averages.enumerated().map { CGPoint(x: middle($0), y: y($1)) }
            case "min-max":
                return DayAnswers.ranges.enumerated().flatMap { bucket, range -> [CGPoint] in
                    guard let range else { return [] }
                    let ends =
                        bucket.isMultiple(of: 2)
                        ? [range.lowerBound, range.upperBound] : [range.upperBound, range.lowerBound]
                    return ends.map { CGPoint(x: middle(bucket), y: y($0)) }
                }
            default:
                return DayAnswers.lttbSeconds.map { CGPoint(x: CGFloat($0) / 60, y: y(readings[$0])) }
            }
        }
    }

    /// The figures of the chapter README's table: each line's points, and its distance from the day.
    static let readme: [(method: String, points: Int, pixels: CGFloat)] = [
        ("average", 1440, 278.6224), ("min-max", 2878, 0.772431694), ("LTTB", 1440, 5.2),
    ]

    @Test("measures the day's three lines as the chapter README reports", arguments: readme)
    func day(method: String, points: Int, pixels: CGFloat) {
        let downsampled = Day.line(method.lowercased())
        // The README's counts: the readings that are not NaN, and the points of each line.
        #expect(
            Day.original.count == 86_335 && downsampled.count == points,
            "the day has \(Day.original.count) readings and the \(method) line \(downsampled.count) points")
        expectApproximatelyEqual(
            largestVerticalDistance(from: Day.original, to: downsampled), pixels, tolerance: 1e-6,
            "largestVerticalDistance(from: day, to: \(method)Line) // 86,335 readings and \(downsampled.count) points, 1,440 × 400 px",
            hint: "The day is one column a minute; check your answer on the small examples above first.",
            // At 13:00 the day misses a whole minute: neither line has a point in that column, yet both cross it.
            commonMistakes: method == "min-max" ? Self.columnsWithAPoint(wouldGive: 0) : [])
    }
}
