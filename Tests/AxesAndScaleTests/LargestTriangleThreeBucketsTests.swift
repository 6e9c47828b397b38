import AxesAndScale
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("5.6 Largest triangle, three buckets", .exercise("5.6"))
struct LargestTriangleThreeBucketsTests {
    static func points(_ pairs: [(Double, Double)]) -> [CGPoint] { pairs.map { CGPoint(x: $0.0, y: $0.1) } }

    /// A wavy series with a spike, the same on every run.
    static let wave: [CGPoint] = (0..<101).map { index in
        let x = Double(index)
        return CGPoint(x: x, y: 10 * sin(x / 7) + (index == 37 ? 25 : 0) + Double(index % 5) * 0.3)
    }

    @Test("works the doc comment's example")
    func workedExample() {
        let points = Self.points([(0, 0), (1, 1), (2, 0), (3, 5), (4, 0)])
        let expected = Self.points([(0, 0), (3, 5), (4, 0)])
        expectApproximatelyEqual(
            largestTriangleThreeBuckets(points, threshold: 3), expected,
            "largestTriangleThreeBuckets([(0, 0), (1, 1), (2, 0), (3, 5), (4, 0)], threshold: 3)",
            hint: "One bucket (indices 1 to 3) between the first and last point; with a = (0, 0) and c = (4, 0), "
                + "(3, 5) makes the largest triangle.",
            commonMistakes: [Mistake.lttbForgettingTheLastPoint(wouldGive: Array(expected.dropLast()))])
    }

    /// The points of the wave that Steinarsson's reference code, the JavaScript of his 2013
    /// thesis, keeps for each threshold, by index (the wave's x), worked out once by running
    /// it; the reference solution keeps the same.
    static let waveAnswers: [(threshold: Int, kept: [Int])] = [
        (3, [0, 76, 100]),
        (4, [0, 37, 75, 100]),
        (7, [0, 13, 31, 54, 75, 94, 100]),
        (10, [0, 9, 14, 37, 38, 54, 72, 80, 94, 100]),
        (
            33,
            [
                0, 3, 4, 9, 10, 14, 19, 20, 25, 28, 30, 35, 37, 39, 44, 45, 49, 54, 55, 59, 63, 65, 70, 71, 75, 77, 80,
                85, 89, 90, 94, 99, 100,
            ]
        ),
        (
            50,
            [
                0, 2, 4, 5, 8, 9, 11, 14, 15, 18, 20, 21, 24, 25, 28, 30, 31, 35, 37, 38, 40, 43, 45, 47, 49, 50, 53,
                54,
                56, 59, 60, 63, 65, 68, 70, 72, 74, 75, 77, 80, 82, 84, 85, 88, 90, 92, 94, 95, 99, 100,
            ]
        ),
        (
            99,
            [
                0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
                28,
                29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55,
                56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
                82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 99, 100,
            ]
        ),
        (
            100,
            [
                0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
                28,
                29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54,
                55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80,
                81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 100,
            ]
        ),
    ]

    @Test("equals Steinarsson's reference code", arguments: waveAnswers)
    func reference(threshold: Int, kept: [Int]) {
        let expected = kept.map { Self.wave[$0] }
        expectApproximatelyEqual(
            largestTriangleThreeBuckets(Self.wave, threshold: threshold), expected, tolerance: 0,
            "largestTriangleThreeBuckets(wave, threshold: \(threshold)) // wave: 101 points, y = 10 sin(x / 7) with a spike at 37",
            hint:
                "Reproduce the reference arithmetic: every = Double(count - 2) / Double(threshold - 2), bucket i from "
                + "Int((Double(i) * every).rounded(.down)) + 1; the first largest area wins a tie.",
            commonMistakes: [Mistake.lttbForgettingTheLastPoint(wouldGive: Array(expected.dropLast()))])
    }

    @Test("equals the reference code on the day, 86,400 seconds to 1,440 points")
    func day() {
        let readings = HouseholdPower.readings
        let points = readings.indices.filter { !readings[$0].isNaN }.map { CGPoint(x: Double($0), y: readings[$0]) }
        let expected = DayAnswers.lttbSeconds.map { CGPoint(x: Double($0), y: readings[$0]) }
        expectApproximatelyEqual(
            largestTriangleThreeBuckets(points, threshold: 1440), expected, tolerance: 0,
            "largestTriangleThreeBuckets(dayPoints, threshold: 1440) // the measured seconds of HouseholdPower.readings",
            hint: "Follow the reference arithmetic exactly; the doc comment spells it out.")
    }

    /// Buckets whose points make triangles of exactly equal area: the first of them is kept,
    /// as the reference code's `area > maxArea` does. The last column is what a later one gives.
    static let ties: [(points: [CGPoint], threshold: Int, kept: [CGPoint], later: [CGPoint])] = [
        // One bucket, (1, 5) and (2, -5), each 7.5 with (0, 0) and (3, 0).
        (
            points([(0, 0), (1, 5), (2, -5), (3, 0)]), 3, points([(0, 0), (1, 5), (3, 0)]),
            points([(0, 0), (2, -5), (3, 0)])
        ),
        // Two buckets: in the first, (1, 5) and (2, -5) tie at 8.75 with the next bucket's average (3.5, 0).
        (
            points([(0, 0), (1, 5), (2, -5), (3, 5), (4, -5), (5, 0)]), 4,
            points([(0, 0), (1, 5), (4, -5), (5, 0)]), points([(0, 0), (2, -5), (3, 5), (5, 0)])
        ),
    ]

    @Test("keeps the first of two points whose triangles are equal", arguments: ties)
    func tie(points: [CGPoint], threshold: Int, kept: [CGPoint], later: [CGPoint]) {
        expectApproximatelyEqual(
            largestTriangleThreeBuckets(points, threshold: threshold), kept, tolerance: 0,
            "largestTriangleThreeBuckets(\(points.map { "(\(swiftLiteral($0.x)), \(swiftLiteral($0.y)))" }), threshold: \(threshold))",
            hint: "Two points of a bucket make triangles of the same area here; the first of them wins. Replace the "
                + "chosen point only when a triangle is strictly larger: area > largestArea.",
            commonMistakes: [Mistake.lttbKeepingTheLaterOfEqualTriangles(wouldGive: later)])
    }

    @Test(
        "returns the points unchanged when there is nothing to drop",
        arguments: [(5, 5), (5, 9), (5, 2), (5, 0), (2, 3), (0, 3)])
    func unchanged(count: Int, threshold: Int) {
        let points = Array(Self.wave.prefix(count))
        expectApproximatelyEqual(
            largestTriangleThreeBuckets(points, threshold: threshold), points,
            "largestTriangleThreeBuckets(\(count) points, threshold: \(threshold))",
            hint: "A threshold at or above the number of points, or below 3, returns the points as they are.")
    }
}
