import Foundation
import Testing

/// A value that tests compare within a tolerance, because floating-point arithmetic
/// rounds: `0.1 + 0.2` is not exactly `0.3`.
///
/// ```
/// CGPoint(x: 1, y: 2).difference(from: CGPoint(x: 1, y: 2.5))   // "(0, -0.5)"
/// CGPoint(x: 1, y: 2).distance(to: CGPoint(x: 1, y: 2.5))       // 0.5
/// ```
public protocol ApproximatelyComparable {
    /// The largest difference between any part of the two values: 0 when they are equal,
    /// `.infinity` when they cannot be compared (different lengths, `nil` against a value,
    /// NaN against a number). Two NaNs count as equal: NaN is the expected answer where a
    /// value is missing.
    func distance(to other: Self) -> Double

    /// How `self` differs from `expected`, for a failure message.
    func difference(from expected: Self) -> String

    /// The value as a failure message shows it.
    var testDescription: String { get }

    /// Shorter texts for `self` and `expected` when theirs are too long to read in a
    /// failure message; `nil` to show them whole.
    func abbreviated(against expected: Self, tolerance: Double) -> (expected: String, actual: String)?
}

extension ApproximatelyComparable {
    public func abbreviated(against expected: Self, tolerance: Double) -> (expected: String, actual: String)? { nil }

    /// Whether the two values differ by no more than `tolerance` in any part.
    public func isApproximatelyEqual(to other: Self, tolerance: Double) -> Bool {
        distance(to: other) <= tolerance
    }
}

/// Formats a number the way a person writes it: no trailing ".0", and ten significant
/// digits, enough to tell apart two values that differ by more than the tolerance.
func formattedNumber(_ number: Double) -> String {
    if number.isNaN { return "NaN" }
    if number.isInfinite { return number > 0 ? "infinity" : "-infinity" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return String(format: "%.10g", number)
}

func distance(_ a: Double, _ b: Double) -> Double {
    if a.isNaN && b.isNaN { return 0 }
    if a.isNaN || b.isNaN { return .infinity }
    if a == b { return 0 }  // equal infinities
    return abs(a - b)
}

extension Double: ApproximatelyComparable {
    public func distance(to other: Double) -> Double { TestSupport.distance(self, other) }
    public func difference(from expected: Double) -> String {
        isNaN || expected.isNaN ? "not comparable (NaN)" : formattedNumber(self - expected)
    }
    public var testDescription: String { formattedNumber(self) }
}

extension CGFloat: ApproximatelyComparable {
    public func distance(to other: CGFloat) -> Double { Double(self).distance(to: Double(other)) }
    public func difference(from expected: CGFloat) -> String {
        Double(self).difference(from: Double(expected))
    }
    public var testDescription: String { formattedNumber(Double(self)) }
}

extension CGPoint: ApproximatelyComparable {
    public func distance(to other: CGPoint) -> Double {
        max(x.distance(to: other.x), y.distance(to: other.y))
    }
    public func difference(from expected: CGPoint) -> String {
        "(x: \(x.difference(from: expected.x)), y: \(y.difference(from: expected.y)))"
    }
    public var testDescription: String { "(x: \(x.testDescription), y: \(y.testDescription))" }
}

extension CGSize: ApproximatelyComparable {
    public func distance(to other: CGSize) -> Double {
        max(width.distance(to: other.width), height.distance(to: other.height))
    }
    public func difference(from expected: CGSize) -> String {
        "(width: \(width.difference(from: expected.width)), "
            + "height: \(height.difference(from: expected.height)))"
    }
    public var testDescription: String {
        "(width: \(width.testDescription), height: \(height.testDescription))"
    }
}

extension CGRect: ApproximatelyComparable {
    public func distance(to other: CGRect) -> Double {
        if isNull || other.isNull { return isNull == other.isNull ? 0 : .infinity }
        return max(origin.distance(to: other.origin), size.distance(to: other.size))
    }
    public func difference(from expected: CGRect) -> String {
        if isNull || expected.isNull { return "not comparable (null rectangle)" }
        return "(x: \(origin.x.difference(from: expected.origin.x)), "
            + "y: \(origin.y.difference(from: expected.origin.y)), "
            + "width: \(size.width.difference(from: expected.size.width)), "
            + "height: \(size.height.difference(from: expected.size.height)))"
    }
    public var testDescription: String {
        if isNull { return "CGRect.null" }
        return "(x: \(origin.x.testDescription), y: \(origin.y.testDescription), "
            + "width: \(size.width.testDescription), height: \(size.height.testDescription))"
    }
}

extension Optional: ApproximatelyComparable where Wrapped: ApproximatelyComparable {
    public func distance(to other: Wrapped?) -> Double {
        switch (self, other) {
        case (nil, nil): 0
        case (let value?, let otherValue?): value.distance(to: otherValue)
        default: .infinity
        }
    }
    public func difference(from expected: Wrapped?) -> String {
        switch (self, expected) {
        case (let value?, let expectedValue?): value.difference(from: expectedValue)
        case (nil, _?): "nil where a value was expected"
        case (_?, nil): "a value where nil was expected"
        case (nil, nil): "none"
        }
    }
    public var testDescription: String { map(\.testDescription) ?? "nil" }
}

extension Array: ApproximatelyComparable where Element: ApproximatelyComparable {
    public func distance(to other: [Element]) -> Double {
        guard count == other.count else { return .infinity }
        return zip(self, other).map { $0.distance(to: $1) }.max() ?? 0
    }
    public func difference(from expected: [Element]) -> String {
        guard count == expected.count else {
            return "\(count) element\(count == 1 ? "" : "s") where \(expected.count) "
                + "\(expected.count == 1 ? "was" : "were") expected"
        }
        guard !isEmpty else { return "none" }
        let worstIndex =
            indices.max {
                self[$0].distance(to: expected[$0]) < self[$1].distance(to: expected[$1])
            } ?? 0
        let (worst, wanted) = (self[worstIndex], expected[worstIndex])
        guard worst.distance(to: wanted).isFinite else {
            return "element [\(worstIndex)] is \(worst.testDescription) where \(wanted.testDescription) was expected"
        }
        return "element [\(worstIndex)] is off the most, by " + worst.difference(from: wanted)
    }
    public var testDescription: String {
        "[" + map(\.testDescription).joined(separator: ", ") + "]"
    }

    /// Long lists, such as 24 bars' rectangles, are shown by their first differing
    /// element and how many differ, not as forty lines of numbers:
    ///
    ///     expected: element [3] of 24 is (x: 40, y: 10, width: 8, height: 90)
    ///     got:      element [3] of 24 is (x: 38, y: 10, width: 12, height: 90); 20 of 24 differ
    public func abbreviated(against expected: [Element], tolerance: Double) -> (expected: String, actual: String)? {
        let (mine, theirs) = (testDescription, expected.testDescription)
        guard mine.count + theirs.count > Self.longDescription else { return nil }
        guard count == expected.count else {
            return (Self.firstFew(of: expected), Self.firstFew(of: self))
        }
        let differing = indices.filter { !self[$0].isApproximatelyEqual(to: expected[$0], tolerance: tolerance) }
        guard let first = differing.first else { return nil }
        return (
            "element [\(first)] of \(count) is \(expected[first].testDescription)",
            "element [\(first)] of \(count) is \(self[first].testDescription); \(differing.count) of \(count) differ"
        )
    }

    /// How many characters the two lists may take together before they are abbreviated.
    static var longDescription: Int { 240 }

    /// "[a, b, c, ... (21 more)] (24 elements)"
    private static func firstFew(of elements: [Element]) -> String {
        guard elements.count > 3 else { return elements.testDescription }
        return "[" + elements.prefix(3).map(\.testDescription).joined(separator: ", ")
            + ", ... (\(elements.count - 3) more)] (\(elements.count) elements)"
    }
}

extension ClosedRange: ApproximatelyComparable where Bound: ApproximatelyComparable {
    public func distance(to other: ClosedRange<Bound>) -> Double {
        Swift.max(
            lowerBound.distance(to: other.lowerBound), upperBound.distance(to: other.upperBound))
    }
    public func difference(from expected: ClosedRange<Bound>) -> String {
        "(lower bound: \(lowerBound.difference(from: expected.lowerBound)), "
            + "upper bound: \(upperBound.difference(from: expected.upperBound)))"
    }
    public var testDescription: String {
        "\(lowerBound.testDescription)...\(upperBound.testDescription)"
    }
}

// Test arguments show as "(x: 48, y: 16, width: 300, height: 200)" in `swift test` output
// rather than as nested Foundation structures.
// swift-format-ignore: AvoidRetroactiveConformances
extension CGPoint: @retroactive CustomTestStringConvertible {}
// swift-format-ignore: AvoidRetroactiveConformances
extension CGSize: @retroactive CustomTestStringConvertible {}
// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive CustomTestStringConvertible {}
