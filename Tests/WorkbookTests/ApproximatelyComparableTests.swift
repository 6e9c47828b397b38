import Foundation
import TestSupport
import Testing

/// The distance as `expectApproximatelyEqual` measures it: through the protocol, not
/// through `Strideable.distance(to:)`, which numbers also have.
private func measured<Value: ApproximatelyComparable>(_ a: Value, _ b: Value) -> Double {
    a.distance(to: b)
}

@Suite("Comparing values within a tolerance")
struct ApproximatelyComparableTests {
    @Test(
        "numbers are as far apart as their difference; NaN equals only NaN",
        arguments: [
            (1.0, 1.5, 0.5),
            (2, -2, 4),
            (Double.nan, .nan, 0),
            (.nan, 1, .infinity),
            (1, .nan, .infinity),
            (.infinity, .infinity, 0),
            (-.infinity, -.infinity, 0),
            (.infinity, -.infinity, .infinity),
        ])
    func numberDistance(a: Double, b: Double, distance: Double) {
        #expect(measured(a, b) == distance, "\(a) and \(b) are \(distance) apart")
        #expect(measured(b, a) == distance, "distance does not depend on the order")
        #expect(measured(CGFloat(a), CGFloat(b)) == distance, "a CGFloat measures as its Double")
    }

    @Test("a distance equal to the tolerance is still equal")
    func toleranceIsInclusive() {
        #expect(1.0.isApproximatelyEqual(to: 1.5, tolerance: 0.5))
        #expect(!1.0.isApproximatelyEqual(to: 1.5, tolerance: 0.49))
    }

    @Test(
        "numbers are written as a person writes them",
        arguments: [
            (200.0, "200"),
            (-200, "-200"),
            (0, "0"),
            (4.1, "4.1"),
            (-0.5, "-0.5"),
            (129.818_181_818, "129.8181818"),
            (93.103_448_27, "93.10344827"),
            (1e-6, "1e-06"),
            (1e20, "1e+20"),
            (.nan, "NaN"),
            (.infinity, "infinity"),
            (-.infinity, "-infinity"),
        ])
    func numberDescriptions(number: Double, text: String) {
        #expect(number.testDescription == text)
        #expect(CGFloat(number).testDescription == text)
    }

    @Test("a point or size is as far off as its worst coordinate")
    func pointsAndSizes() {
        let point = CGPoint(x: 1, y: 2)
        #expect(measured(point, CGPoint(x: 1.25, y: 2.5)) == 0.5)
        #expect(CGPoint(x: 1, y: 2.5).difference(from: point) == "(x: 0, y: 0.5)")
        #expect(point.testDescription == "(x: 1, y: 2)")
        let size = CGSize(width: 300, height: 200)
        #expect(measured(size, CGSize(width: 299, height: 203)) == 3)
        #expect(CGSize(width: 299, height: 203).difference(from: size) == "(width: -1, height: 3)")
        #expect(size.testDescription == "(width: 300, height: 200)")
    }

    @Test("rectangles compare origin and size; the null rectangle equals only itself")
    func rectangles() {
        let rect = CGRect(x: 48, y: 16, width: 300, height: 200)
        #expect(measured(rect, CGRect(x: 48, y: 20, width: 300, height: 190)) == 10)
        #expect(
            CGRect(x: 0, y: 16, width: 300, height: 200).difference(from: rect) == "(x: -48, y: 0, width: 0, height: 0)"
        )
        #expect(rect.testDescription == "(x: 48, y: 16, width: 300, height: 200)")
        #expect(measured(CGRect.null, .null) == 0)
        #expect(measured(CGRect.null, rect) == .infinity && measured(rect, .null) == .infinity)
        #expect(CGRect.null.difference(from: rect) == "not comparable (null rectangle)")
        #expect(CGRect.null.testDescription == "CGRect.null")
    }

    @Test(
        "optionals compare their values; nil equals only nil",
        arguments: [
            (Double?.none, Double?.none, 0.0, "none"),
            (1.5, 1, 0.5, "0.5"),
            (nil, 1, .infinity, "nil where a value was expected"),
            (1, nil, .infinity, "a value where nil was expected"),
        ])
    func optionals(actual: Double?, expected: Double?, distance: Double, difference: String) {
        #expect(measured(actual, expected) == distance)
        #expect(actual.difference(from: expected) == difference)
    }

    @Test("an optional is shown as its value, or nil")
    func optionalDescriptions() {
        #expect(Double?.none.testDescription == "nil")
        #expect(Double?.some(2.5).testDescription == "2.5")
    }

    @Test(
        "arrays compare element by element, and arrays of different lengths do not compare",
        arguments: [
            ([1.0, 2, 3], [1.0, 2, 3], 0.0, "element [0] is off the most, by 0"),
            ([1, 2.5, 3], [1, 2, 3], 0.5, "element [1] is off the most, by 0.5"),
            ([1, 2], [1, 2, 3], .infinity, "2 elements where 3 were expected"),
            ([1], [1, 2], .infinity, "1 element where 2 were expected"),
            ([1, 2], [1], .infinity, "2 elements where 1 was expected"),
            ([], [1], .infinity, "0 elements where 1 was expected"),
        ])
    func arrays(actual: [Double], expected: [Double], distance: Double, difference: String) {
        #expect(measured(actual, expected) == distance)
        #expect(actual.difference(from: expected) == difference)
    }

    @Test("two empty arrays are equal")
    func emptyArrays() {
        #expect(measured([Double](), []) == 0)
    }

    @Test("an array is shown as a list of its elements")
    func arrayDescription() {
        #expect([1.0, .nan, 2.5].testDescription == "[1, NaN, 2.5]")
        #expect([Double]().testDescription == "[]")
    }

    @Test("a range compares both bounds")
    func ranges() {
        let range = 4.1...21.5
        #expect(measured(range, 4.1...22) == 0.5)
        #expect((0.0...21.5).difference(from: range) == "(lower bound: -4.1, upper bound: 0)")
        #expect(range.testDescription == "4.1...21.5")
    }
}

@Suite("Writing values as Swift code")
struct SwiftLiteralTests {
    @Test("a rectangle is written as its initializer")
    func rect() {
        #expect(
            swiftLiteral(CGRect(x: 48, y: 16, width: 300, height: 200))
                == "CGRect(x: 48, y: 16, width: 300, height: 200)")
        #expect(
            swiftLiteral(CGRect(x: 0.5, y: 0, width: 10, height: 2.25))
                == "CGRect(x: 0.5, y: 0, width: 10, height: 2.25)")
    }

    @Test(
        "numbers are written as literals, NaN as .nan",
        arguments: [
            (300.0, "300"), (4.1, "4.1"), (-0.5, "-0.5"), (Double.nan, ".nan"),
            (.infinity, ".infinity"), (-.infinity, "-.infinity"),
            (0.123_456_7, "0.1234567"), (1_234_567.5, "1234567.5"), (129.818_181_818_181_8, "129.8181818181818"),
        ])
    func numbers(number: Double, literal: String) {
        #expect(swiftLiteral(number) == literal)
        #expect(swiftLiteral(CGFloat(number)) == literal)
    }

    @Test("a short array is written whole")
    func shortArray() {
        #expect(swiftLiteral([4.1, .nan, 21.5]) == "[4.1, .nan, 21.5]")
        #expect(swiftLiteral([Double]()) == "[]")
        #expect(swiftLiteral((1...14).map(Double.init)) == "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]")
    }

    @Test("a long array keeps six numbers at each end and counts the rest")
    func longArray() {
        #expect(
            swiftLiteral((1...15).map(Double.init)) == "[1, 2, 3, 4, 5, 6, ... (3 more) ..., 10, 11, 12, 13, 14, 15]")
        #expect(
            swiftLiteral((1...100).map(Double.init)) == "[1, 2, 3, 4, 5, 6, ... (88 more) ..., 95, 96, 97, 98, 99, 100]"
        )
    }
}

@Suite("Describing differences between lists")
struct ArrayDifferenceTests {
    @Test("two empty lists have no difference to describe")
    func emptyLists() {
        #expect([Double]().difference(from: []) == "none")
    }
}

@Suite("Long lists in a failure message")
struct LongListTests {
    /// 24 bars, as 2.2 draws them, with bars from [3] on four points too wide.
    static let expected = (0..<24).map { CGRect(x: Double($0) * 12 + 2, y: 10, width: 8, height: 90) }
    static let wrong = expected.enumerated().map { index, rect in
        index < 3 ? rect : CGRect(x: rect.minX - 2, y: rect.minY, width: rect.width + 4, height: rect.height)
    }

    @Test("a long list shows its first differing element and how many differ")
    func firstDifference() throws {
        let shown = try #require(Self.wrong.abbreviated(against: Self.expected, tolerance: 1e-6))
        #expect(shown.expected == "element [3] of 24 is (x: 38, y: 10, width: 8, height: 90)")
        #expect(shown.actual == "element [3] of 24 is (x: 36, y: 10, width: 12, height: 90); 21 of 24 differ")
    }

    @Test("a list of another length shows its first elements and its length")
    func otherLength() throws {
        let shown = try #require(Array(Self.wrong.prefix(23)).abbreviated(against: Self.expected, tolerance: 1e-6))
        #expect(shown.expected.hasSuffix("... (21 more)] (24 elements)"), "\(shown.expected)")
        #expect(shown.actual.hasSuffix("... (20 more)] (23 elements)"), "\(shown.actual)")
    }

    @Test("a short list is shown whole")
    func short() {
        #expect(
            Array(Self.wrong.prefix(2)).abbreviated(against: Array(Self.expected.prefix(2)), tolerance: 1e-6) == nil)
    }
}
